import { mealMinutes, servesMeal } from '../trip-request/pace';
import { openIntervals } from '../time/opening-hours';
import { normalizeTag } from '../trip-request/derive';
import type { TripRequestInput } from '../trip-request/schema';
import type { Catalog } from './catalog-types';
import { mealStop, scheduleSegment, visitStop, type SegmentSpec } from './day-scheduler';
import type { Stop } from './sequence';
import { travelFor } from './build-plan';
import { assemblePlan } from './assemble';
import type { Plan, PlanDay, PlanItem, PlanOptions, PlanResult } from './types';
import { sortDayItems } from './day-order';
import { rebuild, finish, placeItems, toStop, type PlaceItem } from './replan-base';

/** Replaces one visit or meal with the best alternative that keeps the whole plan feasible. */
export function swapItem(input: TripRequestInput, plan: Plan, itemId: string, catalog: Catalog, options: PlanOptions = {}): PlanResult {
  const { p, pools, ctx, frames } = rebuild(input, plan, catalog, options);
  const day = plan.days.find((d) => d.items.some((i) => i.id === itemId));
  const item = day?.items.find((i) => i.id === itemId);
  if (!day || !item || item.kind === 'transfer')
    return {
      status: 'infeasible',
      conflicts: [{ checks: ['catalog-consistency'], message: `No visit or meal ${itemId}` }],
      relaxations: [],
      report: null,
    };
  const frame = frames[day.day - 1];
  // A day trip that leaves the lodging early starts before its segment does (sequence.ts, firstReady).
  const first = placeItems(day).sort((a, b) => a.startMinute - b.startMinute)[0];
  const within = (seg: SegmentSpec['seg'], i: PlaceItem) =>
    (seg.start <= i.startMinute || (i === first && seg.startLoc.key.startsWith('lodging:'))) && i.endMinute <= seg.end;
  const spec0 =
    frame?.specs.find((s) => s.seg.city.id === item.cityId && within(s.seg, item as PlaceItem)) ??
    frame?.specs.find((s) => s.seg.city.id === item.cityId);
  if (!frame || !spec0)
    return {
      status: 'infeasible',
      conflicts: [{ checks: ['route-shape'], message: `Day ${day.day} has no room in ${item.cityId}` }],
      relaxations: [],
      report: null,
    };
  const used = new Set(plan.days.flatMap((d) => placeItems(d).map((i) => i.placeId)));
  const sameSegment = placeItems(day).filter((i) => i.id !== itemId && i.cityId === item.cityId && within(spec0.seg, i));
  const fixedStops = sameSegment.map((i) => toStop(pools, p.people, i)).filter((s): s is Stop => s !== null);
  const needCuisines =
    item.kind === 'meal'
      ? item.cuisines
          .map(normalizeTag)
          .filter(
            (c) =>
              p.cuisines.includes(c) &&
              !plan.days.some((d) =>
                placeItems(d).some(
                  (i) => i.id !== itemId && i.kind === 'meal' && i.cityId !== p.origin?.id && i.cuisines.map(normalizeTag).includes(c),
                ),
              ),
          )
      : [];
  const seg = spec0.seg;
  const fits = (hours: string | null, minutes: number) =>
    openIntervals(hours, seg.date, seg.hoursCtx).some(([a, b]) => Math.min(b, seg.end) - Math.max(a, seg.start) >= minutes);
  const candidates: Stop[] =
    item.kind === 'visit'
      ? pools
          .attractions(item.cityId)
          .filter((x) => !used.has(x.a.id) && fits(x.a.openingHours, x.a.visitMinutes))
          .slice(0, 60)
          .map((x) => visitStop(x, `Swapped in for ${item.name}`))
      : pools
          .restaurants(item.cityId)
          .filter(
            (x) =>
              // With repeats a place eaten at on another day may come back, never one of this day's.
              !(p.repeatRestaurants ? placeItems(day).some((i) => i.placeId === x.r.id) : used.has(x.r.id)) &&
              servesMeal(x.r, item.meal, x.quick) &&
              needCuisines.every((c) => x.cuisines.includes(c)) &&
              fits(x.r.openingHours, mealMinutes(item.meal, x.r.visitMinutes, x.quick)),
          )
          .sort((a, b) => Number(used.has(a.r.id)) - Number(used.has(b.r.id)) || b.quality - a.quality || a.cost - b.cost)
          .slice(0, 60)
          .map((x) => mealStop(x, item.meal, `Swapped in for ${item.name}`));
  const segIds = new Set([...sameSegment.map((i) => i.placeId), item.placeId]);
  const dayPlaces = new Set(placeItems(day).map((i) => i.placeId));
  // A ride out from the lodging (lodging-leg.ts) goes with its day trip; the rebuilt segment brings its own.
  const local = (i: PlanItem) => i.kind === 'transfer' && i.scope === 'local' && segIds.has(i.toPlaceId ?? '');
  const removed = day.items.filter(
    (i) =>
      (i.kind !== 'transfer' && segIds.has(i.placeId)) ||
      (local(i) && i.kind === 'transfer' && (segIds.has(i.fromPlaceId ?? '') || !dayPlaces.has(i.fromPlaceId ?? ''))),
  );
  const keepItems = day.items.filter((i) => !removed.includes(i));
  const otherCost = plan.totals.total - removed.reduce((s, i) => s + i.cost, 0);
  for (const cand of candidates) {
    const spec: SegmentSpec = { ...spec0, forced: [...fixedStops, cand], requiredMeals: [], optionalMeals: [], minActs: 0, maxActs: 0 };
    const out = scheduleSegment(
      p,
      pools,
      spec,
      travelFor(ctx, spec.seg.city, spec.seg.date),
      new Set(),
      (p.budget ?? Infinity) - otherCost,
      { mealTarget: () => 0 },
    );
    if (!out.ok) continue;
    const rebuilt = assemblePlan(
      p,
      { stays: [], legs: [], lb: 0, utility: 0, key: 'swap' },
      [{ frame: { ...frame, leg: null }, segments: [{ cityId: item.cityId, timed: out.timed }] }],
      plan.summary,
    ).days[0] as PlanDay;
    const items = sortDayItems([...keepItems, ...rebuilt.items], day.fromCityId);
    const result = finish(
      input,
      plan,
      plan.days.map((d) => (d.day === day.day ? { ...day, items } : d)),
      catalog,
    );
    if (result.status === 'ok') return result;
  }
  return {
    status: 'infeasible',
    conflicts: [{ checks: ['pace'], message: `No alternative to ${item.name} fits day ${day.day}` }],
    relaxations: [],
    report: null,
  };
}
