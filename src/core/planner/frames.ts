import { MEAL_WINDOWS } from '../trip-request/pace';
import type { CatalogCity } from './catalog-types';
import type { SegmentSpec } from './day-scheduler';
import type { PricedLodging } from './pools';
import type { Problem } from './problem';
import type { Route } from './route-search';
import type { Loc, Segment } from './sequence';
import { bufferFor } from './legs';
import type { TimedLeg } from './transport';

/** One trip day: where it starts and ends, its transfer, tonight's lodging and the stretches free for plans. */
export interface DayFrame {
  day: number;
  date: string;
  startCityId: string;
  endCityId: string;
  leg: TimedLeg | null;
  lodging: PricedLodging | null;
  specs: SegmentSpec[];
}

const MIN_SEGMENT = 45;

export function stationLoc(city: CatalogCity): Loc {
  return { key: `station:${city.id}`, coords: city.coordinates };
}

export function lodgingLoc(l: PricedLodging | null | undefined, city: CatalogCity): Loc {
  return l ? { key: `lodging:${l.l.id}`, coords: l.l.coordinates ?? city.coordinates } : stationLoc(city);
}

export function buildFrames(p: Problem, route: Route, transport: TimedLeg[], lodging: Map<string, PricedLodging>): DayFrame[] {
  const stayCities = new Set(route.stays.map((s) => s.cityId));
  const frames: DayFrame[] = [];
  let current = p.origin?.id ?? (route.stays[0]?.cityId as string);
  const city = (id: string) => p.catalog.city(id) as CatalogCity;
  for (let d = 1; d <= p.D; d++) {
    const leg = transport.find((l) => l.day === d) ?? null;
    const prevLeg = transport.find((l) => l.day === d - 1);
    const nextLeg = transport.find((l) => l.day === d + 1);
    const startCityId = current;
    const endCityId = leg ? leg.to : current;
    const carry = prevLeg && prevLeg.arrMinute >= 1440 ? prevLeg.arrMinute - 1440 + bufferFor(p, prevLeg.option) : 0;
    const dayStart = Math.max(p.pace.dayStart, carry);
    const lateLimit = nextLeg ? 1440 + nextLeg.depMinute - bufferFor(p, nextLeg.option) : Infinity;
    const dayEnd = Math.min(p.pace.dayEnd, lateLimit);
    const night = d < p.D && stayCities.has(endCityId) ? (lodging.get(endCityId) ?? null) : null;
    const specs: SegmentSpec[] = [];
    const date = p.dates[d - 1] as string;
    const mk = (cityId: string, start: number, end: number, startLoc: Loc, endLoc: Loc, endDeadline: boolean, full: boolean) => {
      if (end - start < MIN_SEGMENT) return;
      const c = city(cityId);
      const seg: Segment = {
        day: d,
        date,
        city: c,
        start,
        end,
        startLoc,
        endLoc,
        endDeadline,
        ...(p.pace.dayStartStated ? { startStated: true as const } : {}),
        hoursCtx: { countryCode: c.countryCode, lat: c.coordinates?.lat, lon: c.coordinates?.lon },
      };
      const strict = full || p.pace.travelDaysFull;
      const fits = p.pace.meals.filter((m) => MEAL_WINDOWS[m][0] >= start - 60 && MEAL_WINDOWS[m][1] <= end);
      specs.push({
        seg,
        requiredMeals: strict ? (full ? p.pace.meals : fits) : [],
        optionalMeals: strict ? [] : p.pace.meals,
        minActs: strict ? p.pace.minActivities : 0,
        maxActs: p.pace.maxActivities,
        forced: [],
      });
    };
    if (!leg) {
      if (stayCities.has(startCityId)) {
        const c = city(startCityId);
        const l = lodging.get(startCityId);
        mk(startCityId, dayStart, dayEnd, lodgingLoc(l, c), lodgingLoc(l, c), false, true);
      }
    } else {
      const buf = bufferFor(p, leg.option);
      if (stayCities.has(leg.from)) {
        const c = city(leg.from);
        mk(leg.from, dayStart, Math.min(dayEnd, leg.depMinute - buf), lodgingLoc(lodging.get(leg.from), c), stationLoc(c), true, false);
      }
      if (stayCities.has(leg.to) && leg.arrMinute < 1440) {
        const c = city(leg.to);
        mk(leg.to, Math.max(p.pace.dayStart, leg.arrMinute + buf), dayEnd, stationLoc(c), lodgingLoc(lodging.get(leg.to), c), false, false);
      }
    }
    if (leg && p.pace.travelDaysFull && specs.length > 1) {
      // The day's minimum visits go to its longer stretch; the other stays optional.
      const longest = specs.reduce((a, b) => (b.seg.end - b.seg.start > a.seg.end - a.seg.start ? b : a));
      for (const s of specs) if (s !== longest) s.minActs = 0;
    }
    frames.push({ day: d, date, startCityId, endCityId, leg, lodging: night, specs });
    current = endCityId;
  }
  return frames;
}
