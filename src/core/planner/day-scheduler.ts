import { haversineKm } from '../geo/distance';
import { isLongDayTrip, LIGHT_DAY } from '../time/access';
import { openIntervals } from '../time/opening-hours';
import { excursionMealOnTime, leavesBeforeBreakfast, mealMinutes, mealWindow, servesMeal } from '../trip-request/pace';
import { parseHHMM } from '../time/dates';
import type { MealKind } from '../trip-request/schema';
import { earmarkVisits } from './earmark';
import { mealFreeStretches } from './meal-gaps';
import { optimalOrder } from './order';
import type { Pools, ScoredAttraction, ScoredRestaurant } from './pools';
import type { Problem } from './problem';
import { simulate, type Loc, type Segment, type Stop, type Timed, type Travel } from './sequence';
import { settleMorning } from './settle';
import type { CheckId } from './types';

export interface SegmentSpec {
  seg: Segment;
  requiredMeals: MealKind[];
  optionalMeals: MealKind[];
  minActs: number;
  maxActs: number;
  forced: Stop[];
}

/** On failure, `placeId` names what did not fit; for a forced meal it is the slot, "day|city|meal". */
export type SegmentOutcome = { ok: true; timed: Timed[]; spend: number } | { ok: false; check: CheckId; message: string; placeId?: string };

export interface Preferences {
  /** Per-party meal price the traveller is happy to pay; above it, quality must earn its price. */
  mealTarget: (cityId: string) => number;
  /** How many attractions / restaurants of this city later segments still need, and the dates they fall on. */
  reserved?: { visits: number; meals: number; visitDates: string[] };
  /** Minimum-cost mode (used to size a budget shortfall): fewest visits, cheapest tickets, no optional meals. */
  cheapest?: boolean;
}

const MEAL_CANDIDATES = 40;
const VISIT_CANDIDATES = 30;

/**
 * One segment as an orienteering problem with time windows: forced stops first (pins, must-sees, cuisine
 * picks), then the required meals, then attractions by greedy best-ratio insertion (score per minute spent),
 * then the chosen set is re-ordered optimally (order.ts) and timed.
 */
export function scheduleSegment(
  p: Problem,
  pools: Pools,
  spec: SegmentSpec,
  travel: Travel,
  used: Set<string>,
  spendCap: number,
  prefs: Preferences,
  /** Tour meals a first timing found off meal time: this pass finds restaurants for them instead. */
  offTime: ReadonlySet<MealKind> = new Set(),
): SegmentOutcome {
  const { seg } = spec;
  const brk = p.pace.breakMinutes;
  let order: Stop[] = [];
  let travelMin = 0;
  let spend = 0;
  const inOrder = new Set<string>();

  const insert = (s: Stop): boolean => {
    let best: { order: Stop[]; travel: number; finish: number } | null = null;
    // On a day trip, of equally short orders the one that is back first leaves room for dinner.
    const byFinish = s.access !== undefined || order.some((x) => x.access);
    for (let i = 0; i <= order.length; i++) {
      const cand = [...order.slice(0, i), s, ...order.slice(i)];
      const r = simulate(seg, cand, travel, brk);
      const finish = byFinish ? (r?.timed.at(-1)?.end ?? 0) : 0;
      if (r && (!best || r.travelMin < best.travel || (r.travelMin === best.travel && finish < best.finish)))
        best = { order: cand, travel: r.travelMin, finish };
    }
    if (!best) return false;
    order = best.order;
    travelMin = best.travel;
    inOrder.add(s.placeId);
    spend += s.cost;
    return true;
  };

  for (const f of [...spec.forced].sort((a, b) => (a.fixedStart ?? 0) - (b.fixedStart ?? 0))) {
    if (!insert(f))
      return {
        ok: false,
        check: f.locked ? 'pins' : f.meal ? 'cuisines' : 'must-see',
        message: `${f.name} does not fit on day ${seg.day}`,
        placeId: f.meal ? `${seg.day}|${seg.city.id}|${f.meal}` : f.placeId,
      };
  }
  // A day trip whose tour includes a meal on the road (time/access.ts) covers it: no restaurant is needed for it.
  const onTrip = new Set(order.flatMap((s) => (s.kind === 'visit' ? (s.access?.meals ?? []) : [])).filter((m) => !offTime.has(m)));
  const covered = new Set([...order.flatMap((s) => (s.meal ? [s.meal] : [])), ...onTrip]);
  // A day trip that leaves before breakfast time: breakfast at the lodging or on the way (trip-request/pace.ts).
  const rideOut = order.find((s) => s.kind === 'visit' && s.access?.firstArrival);
  if (rideOut?.access?.firstArrival && leavesBeforeBreakfast(seg.city, parseHHMM(rideOut.access.firstArrival) - rideOut.access.minutes))
    covered.add('breakfast');
  const open = (hours: string | null, from: number, to: number) =>
    openIntervals(hours, seg.date, seg.hoursCtx).some(([a, b]) => a < to && b > from);

  // Money to keep for the later required meals and minimum visits of this city (this segment's and later
  // ones'): the cheapest unused places, recomputed without the candidate so taking a cheap one is priced in.
  const resMeals = prefs.reserved?.meals ?? 0;
  const resVisits = prefs.reserved?.visits ?? 0;
  const cheapestSum = (costs: Array<{ id: string; cost: number }>, n: number) => {
    const sums = [0];
    for (let i = 0; i < Math.min(costs.length, n + 1); i++) sums.push((sums[i] as number) + (costs[i] as { cost: number }).cost);
    const ids = new Map(costs.slice(0, n).map((c, i) => [c.id, i]));
    return (exclude: string, cost: number) =>
      ids.has(exclude) ? (sums[Math.min(n + 1, costs.length)] as number) - cost : (sums[Math.min(n, costs.length)] as number);
  };
  const keeper = (meals: number, acts: number) => {
    if (spendCap === Infinity) return () => 0;
    const r = cheapestSum(
      pools
        .restaurants(seg.city.id)
        .filter((x) => !used.has(x.r.id) && !inOrder.has(x.r.id))
        .map((x) => ({ id: x.r.id, cost: x.cost })),
      Math.max(0, meals),
    );
    const a = cheapestSum(
      pools
        .attractions(seg.city.id)
        .filter((x) => !used.has(x.a.id) && !inOrder.has(x.a.id))
        .map((x) => ({ id: x.a.id, cost: x.cost }))
        .sort((u, v) => u.cost - v.cost),
      Math.max(0, acts),
    );
    return (id: string, cost: number) => r(id, cost) + a(id, cost);
  };
  const visitsSoFar = () => order.filter((s) => s.kind === 'visit').length;
  let mealsLeft = spec.requiredMeals.filter((m) => !covered.has(m)).length;

  const addMeal = (meal: MealKind): boolean => {
    const [w0, w1] = mealWindow(seg.city, meal);
    if (w1 < seg.start || w0 > seg.end) return false;
    const target = prefs.mealTarget(seg.city.id);
    const keep = keeper(mealsLeft + resMeals, spec.minActs - visitsSoFar() + resVisits);
    const cands = pools
      .restaurants(seg.city.id)
      .filter(
        (x) =>
          !used.has(x.r.id) &&
          !inOrder.has(x.r.id) &&
          servesMeal(x.r, meal, x.quick) &&
          spend + x.cost + keep(x.r.id, x.cost) <= spendCap &&
          // A restaurant out on a day trip (at Machu Picchu's gate) only for a day that goes there anyway.
          (!x.r.access || order.some((s) => s.kind === 'visit' && s.access?.hub === x.r.access?.hub)),
      )
      .filter((x) => open(x.r.openingHours, Math.max(w0, seg.start), Math.min(w1, seg.end) + mealMinutes(meal, x.r.visitMinutes, x.quick)))
      .map((x) => ({ x, pref: x.quality - (40 * Math.max(0, x.cost - target)) / Math.max(target, 1) }))
      .sort((a, b) => b.pref - a.pref || a.x.cost - b.x.cost || (a.x.r.id < b.x.r.id ? -1 : 1))
      .slice(0, MEAL_CANDIDATES);
    for (const { x } of cands) if (insert(mealStop(x, meal))) return true;
    return false;
  };

  for (const meal of spec.requiredMeals) {
    if (covered.has(meal)) continue;
    mealsLeft--;
    if (!addMeal(meal))
      return { ok: false, check: 'meals', message: `No suitable restaurant for ${meal} in ${seg.city.name} on day ${seg.day}` };
  }
  const spareRestaurants = () => pools.restaurants(seg.city.id).filter((x) => !used.has(x.r.id) && !inOrder.has(x.r.id)).length - resMeals;
  if (!prefs.cheapest)
    for (const meal of spec.optionalMeals)
      if (!covered.has(meal) && !spec.requiredMeals.includes(meal) && spareRestaurants() > 0) addMeal(meal);

  let visits = order.filter((s) => s.kind === 'visit').length;
  let pool = pools.attractions(seg.city.id).filter((x) => !used.has(x.a.id) && open(x.a.openingHours, seg.start, seg.end));
  if (prefs.cheapest) pool = [...pool].sort((a, b) => a.cost - b.cost);
  // Later days of this city need their minimum visits: keep a matching of them aside (used only to meet today's own minimum).
  // ...on a stretch of the day its meals leave free (a 7-hour day trip may fit no full day at all).
  const stretches = mealFreeStretches(seg.city, p.pace.meals, p.pace.dayStart, p.pace.dayEnd);
  const usableOn = (x: ScoredAttraction, date: string) => {
    const there = (travel(seg.startLoc, visitStop(x))?.minutes ?? 0) + brk;
    return openIntervals(x.a.openingHours, date, seg.hoursCtx).some(([a, b]) =>
      stretches.some(([s, e]) => Math.min(b, e - there) - Math.max(a, s + there) >= x.a.visitMinutes),
    );
  };
  const earmarked = earmarkVisits(
    pools.attractions(seg.city.id).filter((x) => !used.has(x.a.id) && !inOrder.has(x.a.id)),
    prefs.reserved?.visitDates ?? [],
    usableOn,
  );
  // After a long day trip the day stays light: one short visit near the lodging at most, else free time.
  const longTrips = order.filter((s) => s.long).length;
  const lodging = [seg.endLoc, seg.startLoc].find((l) => l?.key.startsWith('lodging:')) ?? null;
  if (longTrips) pool = pool.filter((x) => lightAfterTrip(x, lodging));
  let maxActs = Math.min(prefs.cheapest ? spec.minActs : spec.maxActs, longTrips ? longTrips + LIGHT_DAY.visits : Infinity);
  // A long day trip chosen here, not forced, comes only into a day still light enough for it (the checker's pace rule).
  const lightSoFar = () => {
    const visitsIn = order.filter((s) => s.kind === 'visit' && !s.long);
    return (
      visitsIn.length <= LIGHT_DAY.visits && visitsIn.every((s) => !s.access && s.duration <= LIGHT_DAY.maxMinutes && near(s, lodging))
    );
  };
  while (visits < maxActs) {
    const keep = keeper(resMeals, spec.minActs - visits - 1 + resVisits);
    // Earmarked places are for later days; today may take one only to reach its own minimum.
    let best = bestInsertion(false);
    if (!best && visits < spec.minActs) best = bestInsertion(true);
    if (!best) break;
    order = best.order;
    travelMin = best.travel;
    inOrder.add(best.x.a.id);
    spend += best.x.cost;
    visits++;
    if (isLong(best.x)) {
      pool = pool.filter((x) => lightAfterTrip(x, lodging));
      maxActs = Math.min(maxActs, order.filter((s) => s.long).length + LIGHT_DAY.visits);
    }

    function bestInsertion(allowEarmarked: boolean) {
      let found: { x: ScoredAttraction; order: Stop[]; travel: number; value: number } | null = null;
      let tried = 0;
      for (const x of pool) {
        if (inOrder.has(x.a.id) || spend + x.cost + keep(x.a.id, x.cost) > spendCap) continue;
        if (earmarked.has(x.a.id) && !allowEarmarked) continue;
        if (isLong(x) && !lightSoFar()) continue;
        if (++tried > VISIT_CANDIDATES) break;
        const s = visitStop(x);
        for (let i = 0; i <= order.length; i++) {
          const cand = [...order.slice(0, i), s, ...order.slice(i)];
          const r = simulate(seg, cand, travel, brk);
          if (!r) continue;
          const value = (x.score + 1) / (x.a.visitMinutes + (r.travelMin - travelMin) + 30);
          if (!found || value > found.value) found = { x, order: cand, travel: r.travelMin, value };
        }
      }
      return found;
    }
  }
  if (visits < spec.minActs)
    return { ok: false, check: 'pace', message: `Only ${visits} of ${spec.minActs} visits fit in ${seg.city.name} on day ${seg.day}` };

  if (order.length === 0) return { ok: true, timed: [], spend: 0 };
  const final = optimalOrder(seg, order, travel, brk, order) ?? order;
  const timed = simulate(seg, final, travel, brk);
  if (!timed) return { ok: false, check: 'travel-time', message: `Day ${seg.day} cannot be timed` };
  spend += timed.timed.reduce((s, t) => s + (t.legIn?.cost ?? 0), 0);
  if (spend > spendCap) return { ok: false, check: 'budget', message: `Day ${seg.day} would overspend` };
  const settled = settleMorning(seg, timed.timed, brk);
  // A tour's meal counts only if the trip is out at meal time (the checker's rule); else a restaurant, or no day.
  const late = spec.requiredMeals.filter((m) => onTrip.has(m) && !mealOnTrip(seg, settled, m));
  if (late.length === 0) return { ok: true, timed: settled, spend };
  if (offTime.size === 0) return scheduleSegment(p, pools, spec, travel, used, spendCap, prefs, new Set(late));
  return { ok: false, check: 'meals', message: `No ${late.join(' or ')} at meal time in ${seg.city.name} on day ${seg.day}` };
}

function mealOnTrip(seg: Segment, timed: readonly Timed[], meal: MealKind): boolean {
  return timed.some((t) => t.stop.kind === 'visit' && t.stop.access && excursionMealOnTime(seg.city, meal, t.stop.access, t));
}

export function mealStop(x: ScoredRestaurant, meal: MealKind, reason?: string): Stop {
  return {
    kind: 'meal',
    key: x.r.id,
    placeId: x.r.id,
    name: x.r.name,
    coords: x.r.coordinates,
    ...(x.r.access ? { access: x.r.access } : {}),
    duration: mealMinutes(meal, x.r.visitMinutes, x.quick),
    hours: x.r.openingHours,
    meal,
    cost: x.cost,
    cuisines: x.r.cuisines,
    reason:
      reason ??
      `${meal[0]?.toUpperCase()}${meal.slice(1)}: ${x.r.cuisines.slice(0, 2).join(', ') || 'local food'}` +
        `${x.r.rating ? `, rated ${x.r.rating}` : ''}`,
  };
}

/** A visit short and near enough to the lodging for the evening of a long day trip (LIGHT_DAY). */
function lightAfterTrip(x: ScoredAttraction, lodging: Loc | null): boolean {
  if (x.a.access || x.a.visitMinutes > LIGHT_DAY.maxMinutes) return false;
  return near({ coords: x.a.coordinates ?? null }, lodging);
}

function near(at: { coords: Loc['coords'] }, lodging: Loc | null): boolean {
  return !lodging?.coords || !at.coords || haversineKm(lodging.coords, at.coords) <= LIGHT_DAY.nearKm;
}

const isLong = (x: ScoredAttraction) => isLongDayTrip(x.a.access, x.a.visitMinutes, x.a.tags);

export function visitStop(x: ScoredAttraction, reason?: string): Stop {
  return {
    kind: 'visit',
    key: x.a.id,
    placeId: x.a.id,
    name: x.a.name,
    coords: x.a.coordinates,
    ...(x.a.access ? { access: x.a.access } : {}),
    ...(isLongDayTrip(x.a.access, x.a.visitMinutes, x.a.tags) ? { long: true } : {}),
    duration: x.a.visitMinutes,
    hours: x.a.openingHours,
    cost: x.cost,
    evening: x.a.category === 'nightlife',
    reason: reason ?? `Popular ${x.a.category}${x.a.tags.length ? ` (${x.a.tags.slice(0, 2).join(', ')})` : ''}`,
  };
}
