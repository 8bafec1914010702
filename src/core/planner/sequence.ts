import { haversineKm, type LatLon } from '../geo/distance';
import { accessLeg, accessWindow, earliestVisitStart, type AccessLegMode, type PlaceAccess } from '../time/access';
import { earliestOpenStart, type HoursContext } from '../time/opening-hours';
import { chooseLocalMode, localTravelCost, localTravelMinutes, routeKm } from '../time/local-travel';
import { breakOwed, mealWindow } from '../trip-request/pace';
import type { LocalMode, MealKind } from '../trip-request/schema';
import type { CatalogCity } from './catalog-types';
import type { Problem } from './problem';

export interface Loc {
  key: string;
  coords: LatLon | null;
  /** A day-trip place: reached by the region's transport from the centre (time/access.ts). */
  access?: PlaceAccess;
}

export interface Stop extends Loc {
  kind: 'visit' | 'meal';
  placeId: string;
  name: string;
  duration: number;
  hours: string | null;
  meal?: MealKind;
  fixedStart?: number;
  /** An evening activity (nightlife) may follow dinner; nothing else does. */
  evening?: boolean;
  cost: number;
  cuisines?: string[];
  reason: string;
  locked?: boolean;
  /** A long day trip (time/access.ts, isLongDayTrip): the rest of its day stays light. */
  long?: boolean;
}

export interface LocalLeg {
  mode: AccessLegMode;
  /** An organised tour's own vehicle (time/access.ts). */
  operator?: 'tour';
  minutes: number;
  km: number | null;
  cost: number;
}

/** A stretch of one day in one city: items fit in [start, end]; the route runs startLoc -> stops -> endLoc. */
export interface Segment {
  day: number;
  date: string;
  city: CatalogCity;
  hoursCtx: HoursContext;
  start: number;
  end: number;
  startLoc: Loc;
  endLoc: Loc | null;
  /** The route to endLoc must also fit before `end` (a train to catch). */
  endDeadline: boolean;
  /** `start` is the traveller's own (ResolvedPace.dayStartStated): a day trip's visit waits for it. */
  startStated?: true;
}

export interface Timed {
  stop: Stop;
  start: number;
  end: number;
  legIn: LocalLeg | null;
  /** A day trip that is the day's first stop: the ride out from the lodging, shown as a plan item (assemble.ts). */
  fromLodging?: LocalLeg & { lodgingId: string };
}

/** Local travel between two points under the request's mobility rules; null = not allowed (too far to walk). */
export function makeTravel(p: Problem, city: CatalogCity, noWalk = false, noTransit = false): (a: Loc, b: Loc) => LocalLeg | null {
  const cache = new Map<string, LocalLeg | null>();
  const m = p.request.mobility;
  const allowed = new Set(m.localModes);
  if (noTransit) allowed.delete('transit');
  // Over a daily walking limit, the day is re-planned riding every leg that has another mode.
  if (noWalk && (allowed.has('transit') || allowed.has('taxi'))) allowed.delete('walk');
  return (a, b) => {
    const key = `${a.key}>${b.key}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    let leg: LocalLeg | null;
    const far = a.key === b.key ? undefined : accessLeg(a.access, b.access, [...allowed]);
    // The fare there and back is in the visit's price, so the leg itself costs nothing more.
    if (far !== undefined) leg = far && { ...far, km: null, cost: 0 };
    else if (a.key === b.key) leg = { mode: 'walk', minutes: 0, km: 0, cost: 0 };
    else if (!a.coords || !b.coords) {
      const mode: LocalMode | undefined = (['transit', 'taxi', 'walk'] as const).find((x) => allowed.has(x));
      leg = mode ? { mode, minutes: city.defaultLocalMinutes ?? 20, km: null, cost: 0 } : null;
    } else {
      const crow = haversineKm(a.coords, b.coords);
      const mode = chooseLocalMode(allowed, crow, m.maxWalkKmPerLeg, city.transitRadiusKm);
      // To or from a station, with luggage, a taxi is always an option (these legs are not plan items).
      const m2: LocalMode | undefined = mode ?? (a.key.startsWith('station:') || b.key.startsWith('station:') ? 'taxi' : undefined);
      leg = m2
        ? {
            mode: m2,
            minutes: localTravelMinutes(crow, m2),
            km: Math.round(routeKm(crow) * 100) / 100,
            cost: localTravelCost(crow, m2, p.people, city.localTransport),
          }
        : null;
    }
    cache.set(key, leg);
    return leg;
  };
}

export type Travel = ReturnType<typeof makeTravel>;

/**
 * A day trip with a first service (Machu Picchu's morning trains) is the day's first stop straight from the
 * lodging: the traveller leaves before the day's usual start, and the visit begins at its first arrival or at a start
 * the traveller set (earliestVisitStart, via firstReady).
 */
export function leavesEarly(from: Loc, s: Stop, i: number): boolean {
  return i === 0 && s.access?.firstArrival !== undefined && from.key.startsWith('lodging:') && from.access?.hub !== s.access.hub;
}

/**
 * When the day's first stop may start: after the way there, or, for a day trip that leaves the lodging early, at
 * its first arrival when that is before the day's usual start (a Vinicunca tour reaches the trailhead at 08:00).
 */
export function firstReady(seg: Segment, from: Loc, s: Stop, legMinutes: number): number {
  if (!leavesEarly(from, s, 0)) return seg.start + legMinutes;
  return earliestVisitStart(seg.start, s.access, seg.startStated);
}

/**
 * Breakfast opens the day and dinner closes it (evening activities aside): a day that visits a museum after
 * dinner or breakfasts at noon is technically feasible but not what anyone plans.
 */
export function canFollow(prevHasDinner: boolean, isFirst: boolean, s: Stop): boolean {
  if (s.meal === 'breakfast' && !isFirst) return false;
  return !prevHasDinner || s.evening === true;
}

/** Earliest start of `s` at or after `ready`, honouring fixed times, meal windows and opening hours. */
export function earliestStart(seg: Segment, s: Stop, ready: number): number | null {
  let lo = ready;
  let hi = seg.end - s.duration;
  if (s.meal) {
    const [w0, w1] = mealWindow(seg.city, s.meal);
    lo = Math.max(lo, w0);
    hi = Math.min(hi, w1);
  }
  if (s.access) {
    const [first, last] = accessWindow(s.access);
    lo = Math.max(lo, first);
    hi = Math.min(hi, last - s.duration);
  }
  if (s.fixedStart !== undefined) {
    if (lo > s.fixedStart || s.fixedStart > hi) return null;
    lo = hi = s.fixedStart;
  }
  if (lo > hi) return null;
  return earliestOpenStart(s.hours, seg.date, lo, s.duration, hi, seg.hoursCtx);
}

/** Times for a fixed order, starting each item as early as possible; null when the order is infeasible. */
export function simulate(seg: Segment, order: Stop[], travel: Travel, breakMin: number): { timed: Timed[]; travelMin: number } | null {
  let t = seg.start;
  let loc: Loc = seg.startLoc;
  let travelMin = 0;
  const timed: Timed[] = [];
  let dinner = false;
  for (let i = 0; i < order.length; i++) {
    const s = order[i] as Stop;
    if (!canFollow(dinner, i === 0, s)) return null;
    dinner ||= s.meal === 'dinner';
    const leg = travel(loc, s);
    if (!leg) return null;
    const start = earliestStart(
      seg,
      s,
      i === 0 ? firstReady(seg, loc, s, leg.minutes) : t + leg.minutes + breakOwed(breakMin, leg.minutes, !!s.meal || !!order[i - 1]?.meal),
    );
    if (start === null) return null;
    const out = i === 0 && s.access && loc.key.startsWith('lodging:') && leg.minutes > 0;
    timed.push({
      stop: s,
      start,
      end: start + s.duration,
      legIn: i > 0 ? leg : null,
      ...(out ? { fromLodging: { ...leg, lodgingId: loc.key.slice(8) } } : {}),
    });
    travelMin += leg.minutes;
    t = start + s.duration;
    loc = s;
  }
  if (seg.endLoc) {
    const leg = travel(loc, seg.endLoc);
    if (!leg) return null;
    if (seg.endDeadline && t + leg.minutes > seg.end) return null;
    travelMin += leg.minutes;
  }
  return { timed, travelMin };
}
