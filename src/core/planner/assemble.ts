import { formatMinute } from '../time/dates';
import type { CatalogCity } from './catalog-types';
import { estimatedAccessNote, sourcedAccessNote } from './catalog/day-trips';
import { withFreeTime } from './free-time';
import { lodgingLeg } from './lodging-leg';
import type { DayFrame } from './frames';
import type { Problem } from './problem';
import type { Route } from './route-search';
import type { Timed } from './sequence';
import type { CostTotals, LodgingNight, Plan, PlanDay, PlanItem, Stay, TransferItem } from './types';

const depart = (prevEnd: number, nextStart: number, minutes: number) => Math.max(prevEnd, nextStart - minutes - BREAK_AFTER_TRANSFER);
const BREAK_AFTER_TRANSFER = 15;
/** Back from a day trip when the visit ends: the last bus or the tour's van leaves then, so the wait is at home. */
const leaveAt = (prev: Timed, t: Timed) =>
  prev.stop.access && prev.stop.access.hub !== t.stop.access?.hub ? prev.end : depart(prev.end, t.start, t.legIn?.minutes ?? 0);

/** A day trip that is the day's first stop: when to leave the lodging (before the day's usual start). */
function earlyNote(t: Timed): string {
  const leave = t.start - (t.stop.access?.minutes ?? 0);
  const hours = Math.round((t.stop.access?.minutes ?? 0) / 6) / 10;
  const by = `leave your lodging by ${formatMinute(Math.max(0, leave))}`;
  if (t.stop.access?.estimated) return `${by}; ${estimatedAccessNote(t.stop.access)}`;
  return `${by} (about ${hours} h each way)${t.stop.access ? sourcedAccessNote(t.stop.access) : ''}`;
}

export interface ScheduledFrame {
  frame: DayFrame;
  segments: Array<{ cityId: string; timed: Timed[] }>;
}

/** Turns the engine's decisions into the public Plan shape (report attached by the caller). */
export function assemblePlan(p: Problem, route: Route, frames: ScheduledFrame[], summary: string): Omit<Plan, 'report'> {
  const arrival = p.request.transferDayCounts === 'arrival';
  const city = (id: string) => p.catalog.city(id) as CatalogCity;
  const days: PlanDay[] = frames.map(({ frame, segments }) => {
    const items: PlanItem[] = [];
    const pushSegment = (seg: { cityId: string; timed: Timed[] }) => {
      const tz = city(seg.cityId).timeZone;
      seg.timed.forEach((t, i) => {
        const prev = seg.timed[i - 1];
        const out = i === 0 ? lodgingLeg(frame.day, seg.cityId, tz, t) : null;
        if (out) items.push(out);
        if (prev && t.legIn && t.legIn.minutes > 0) {
          items.push({
            kind: 'transfer',
            scope: 'local',
            id: `d${frame.day}-local-${prev.stop.placeId}-${t.stop.placeId}`,
            cityId: seg.cityId,
            fromCityId: seg.cityId,
            toCityId: seg.cityId,
            fromPlaceId: prev.stop.placeId,
            toPlaceId: t.stop.placeId,
            // Leave as late as the next item allows: waiting happens where you are, not at the next door.
            mode: t.legIn.mode,
            ...(t.legIn.operator ? { operator: t.legIn.operator } : {}),
            startMinute: leaveAt(prev, t),
            endMinute: leaveAt(prev, t) + t.legIn.minutes,
            timeZone: tz,
            endTimeZone: tz,
            durationMinutes: t.legIn.minutes,
            distanceKm: t.legIn.km,
            cost: t.legIn.cost,
            reason:
              prev.stop.access?.hub !== t.stop.access?.hub
                ? t.legIn.operator
                  ? "Back with the tour's own minibus; its fare is counted in the visit"
                  : "A day trip's way there or back by the region's transport; its fare is counted in the visit"
                : t.legIn.mode === 'walk'
                  ? 'Close enough to walk'
                  : `Too far to walk; ${t.legIn.mode} is allowed`,
          });
        }
        const base = {
          id: `d${frame.day}-${t.stop.kind}-${t.stop.placeId}`,
          cityId: seg.cityId,
          startMinute: t.start,
          endMinute: t.end,
          timeZone: tz,
          cost: t.stop.cost,
          reason:
            i === 0 && t.stop.access?.firstArrival
              ? `${t.stop.reason}; ${earlyNote(t)}`
              : t.stop.access?.estimated
                ? `${t.stop.reason}; ${estimatedAccessNote(t.stop.access)}`
                : `${t.stop.reason}${t.stop.access ? sourcedAccessNote(t.stop.access) : ''}`,
          placeId: t.stop.placeId,
          name: t.stop.name,
          coordinates: t.stop.coords,
          ...(t.stop.locked ? { locked: true } : {}),
        };
        if (t.stop.kind === 'meal') items.push({ ...base, kind: 'meal', meal: t.stop.meal ?? 'lunch', cuisines: t.stop.cuisines ?? [] });
        else items.push({ ...base, kind: 'visit' });
      });
    };
    const leg = frame.leg;
    const before = segments.filter((s) => leg && s.cityId === leg.from);
    const after = segments.filter((s) => !leg || s.cityId !== leg.from);
    before.forEach(pushSegment);
    if (leg) {
      const o = leg.option;
      const t: TransferItem = {
        kind: 'transfer',
        scope: 'intercity',
        id: `d${frame.day}-intercity`,
        cityId: leg.from,
        fromCityId: leg.from,
        toCityId: leg.to,
        mode: o.mode,
        startMinute: leg.depMinute,
        endMinute: leg.arrMinute,
        timeZone: city(leg.from).timeZone,
        endTimeZone: city(leg.to).timeZone,
        durationMinutes: o.durationMinutes,
        distanceKm: o.distanceKm ?? null,
        cost: leg.cost,
        optionId: o.id,
        reason:
          `Cheapest allowed way from ${city(leg.from).name} to ${city(leg.to).name} that fits the schedule` +
          (leg.why ? `; ${leg.why}` : ''),
      };
      if (o.service) t.service = o.service;
      items.push(t);
    }
    after.forEach(pushSegment);
    const lodging: LodgingNight | null = frame.lodging
      ? {
          lodgingId: frame.lodging.l.id,
          name: frame.lodging.l.name,
          cityId: frame.endCityId,
          rooms: frame.lodging.rooms,
          cost: frame.lodging.perNight,
          reason:
            `${frame.lodging.l.name}: allowed for ` +
            (`your party${frame.lodging.l.rating ? `, rated ${frame.lodging.l.rating}` : ''}, min. ` +
              `${frame.lodging.l.minimumNights} night(s)`),
        }
      : null;
    const countsFor = route.stays
      .filter((s) => s.arriveDay <= frame.day && frame.day <= (arrival && s.transferOut ? s.endDay - 1 : s.endDay))
      .map((s) => s.cityId);
    const day: PlanDay = { day: frame.day, date: frame.date, cityId: frame.endCityId, countsFor, items, lodging };
    if (frame.leg) day.fromCityId = frame.leg.from;
    return day;
  });
  const stays: Stay[] = route.stays.map((s) => ({
    cityId: s.cityId,
    arriveDay: s.arriveDay,
    departDay: s.endDay,
    days: s.days,
    nights: s.nights,
  }));
  const named = withFreeTime(days);
  return { currency: p.catalog.currency, startDate: p.dates[0] as string, stays, days: named, totals: totalsOf(named), summary };
}

export function totalsOf(days: PlanDay[]): CostTotals {
  const t: CostTotals = { transport: 0, local: 0, lodging: 0, meals: 0, activities: 0, total: 0 };
  for (const d of days) {
    for (const it of d.items) {
      if (it.kind === 'visit') t.activities += it.cost;
      else if (it.kind === 'meal') t.meals += it.cost;
      else if (it.scope === 'intercity') t.transport += it.cost;
      else t.local += it.cost;
    }
    if (d.lodging) t.lodging += d.lodging.cost;
  }
  t.total = t.transport + t.local + t.lodging + t.meals + t.activities;
  return t;
}
