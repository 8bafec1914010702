import { normalizeTag } from '../trip-request/derive';
import type { TripRequestInput } from '../trip-request/schema';
import type { Catalog } from './catalog-types';
import { scheduleSegment, type SegmentSpec } from './day-scheduler';
import type { Stop } from './sequence';
import { travelFor } from './build-plan';
import { assemblePlan } from './assemble';
import type { Plan, PlanDay, PlanOptions, PlanResult } from './types';
import { rebuild, finish, placeItems, toStop } from './replan-base';
import { freeRestaurants, rotateRestaurants } from './restaurant-rotation';

/**
 * Re-plans one day's visits and meals; every other day, the route, transfers and lodging stay as they are.
 * Locked items stay at their times; must-sees and cuisines that only this day covered are kept covered.
 * Tries first to avoid the day's current unlocked places (the user asked for something else).
 */
export function replanDay(input: TripRequestInput, plan: Plan, day: number, catalog: Catalog, options: PlanOptions = {}): PlanResult {
  const { p, pools, ctx, route, frames } = rebuild(input, plan, catalog, options);
  const frame = frames[day - 1];
  const old = plan.days[day - 1];
  if (!frame || !old)
    return { status: 'infeasible', conflicts: [{ checks: ['route-shape'], message: `No day ${day}` }], relaxations: [], report: null };
  const others = plan.days.filter((d) => d.day !== day);
  const usedElsewhere = new Set(others.flatMap((d) => placeItems(d).map((i) => i.placeId)));
  const cuisinesElsewhere = new Set(
    others.flatMap((d) =>
      placeItems(d).flatMap((i) => (i.kind === 'meal' && i.cityId !== p.origin?.id ? i.cuisines.map(normalizeTag) : [])),
    ),
  );
  const spentElsewhere =
    others.reduce((s, d) => s + d.items.reduce((t, i) => t + i.cost, 0) + (d.lodging?.cost ?? 0), 0) +
    old.items.filter((i) => i.kind === 'transfer' && i.scope === 'intercity').reduce((s, i) => s + i.cost, 0) +
    (old.lodging?.cost ?? 0);
  const keep = placeItems(old).filter(
    (i) =>
      i.locked ||
      p.request.mustSee.includes(i.placeId) ||
      (i.kind === 'meal' && i.cuisines.map(normalizeTag).some((c) => p.cuisines.includes(c) && !cuisinesElsewhere.has(c))),
  );
  for (const avoidCurrent of [true, false]) {
    const used = new Set(usedElsewhere);
    if (avoidCurrent) for (const i of placeItems(old)) if (!keep.includes(i)) used.add(i.placeId);
    const segments: Array<{ cityId: string; timed: import('./sequence').Timed[] }> = [];
    let spent = spentElsewhere;
    let ok = true;
    let visitsToday = 0;
    for (const [si, spec0] of frame.specs.entries()) {
      const forced: Stop[] = keep
        .filter((i) => i.cityId === spec0.seg.city.id)
        .map((i) => toStop(pools, p.people, i))
        .filter((s): s is Stop => s !== null);
      // Both stretches of a travel day share the day's activity limit (as when the trip was planned).
      const laterMin = frame.specs.slice(si + 1).reduce((n, s) => n + s.minActs, 0);
      const spec: SegmentSpec = { ...spec0, forced, maxActs: Math.max(spec0.minActs, spec0.maxActs - visitsToday - laterMin) };
      const today = new Set([...keep.map((i) => i.placeId), ...segments.flatMap((s) => s.timed.map((t) => t.stop.placeId))]);
      rotateRestaurants(p, pools, spec.seg.city.id, spec.requiredMeals, used, today);
      const schedule = () =>
        scheduleSegment(p, pools, spec, travelFor(ctx, spec.seg.city, spec.seg.date), used, (p.budget ?? Infinity) - spent, {
          mealTarget: (c) => pools.restaurants(c)[Math.floor(pools.restaurants(c).length / 2)]?.cost ?? 0,
        });
      let out = schedule();
      // No unused place open for a meal that day: with repeats, try again with the city's places free.
      if (!out.ok && out.check === 'meals' && freeRestaurants(p, pools, spec.seg.city.id, used, today)) out = schedule();
      if (!out.ok) {
        ok = false;
        break;
      }
      spent += out.spend;
      visitsToday += out.timed.filter((t) => t.stop.kind === 'visit').length;
      for (const t of out.timed) used.add(t.stop.placeId);
      segments.push({ cityId: spec.seg.city.id, timed: out.timed });
    }
    if (!ok) continue;
    const rebuilt = assemblePlan(p, route, [{ frame, segments }], plan.summary).days[0] as PlanDay;
    const dayPlan: PlanDay = { ...old, items: rebuilt.items };
    const result = finish(
      input,
      plan,
      plan.days.map((d) => (d.day === day ? dayPlan : d)),
      catalog,
    );
    if (result.status === 'ok' || !avoidCurrent) return result;
  }
  return {
    status: 'infeasible',
    conflicts: [{ checks: ['pace'], message: `Day ${day} cannot be re-planned with the locked items and the other days fixed` }],
    relaxations: [],
    report: null,
  };
}
