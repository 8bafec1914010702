import type { Diagnostics } from './diagnostics';
import type { Pools } from './pools';
import type { Problem } from './problem';
import type { RouteStay } from './route-search';
import type { Slot } from './route-slots';
import { cityLabel } from './labels';
import { mealsFloor, restaurantsSuffice } from './restaurant-rotation';

export interface StayEval {
  cost: number;
  utility: number;
  stay: RouteStay;
}

/**
 * A stay in city `c` from day `a` to day `e`: its cheapest fixed cost (lodging, the meals and the cheapest visits a
 * pace needs) and the utility of the visits it has room for; null when the city cannot host it (why goes to
 * `diag`). Memoised per search: the same stay is reached from many orders.
 */
export function stayEvaluator(p: Problem, pools: Pools, diag: Diagnostics, cityIndex: Map<string, number>) {
  const r = p.request;
  const stayCache = new Map<number, StayEval | null>();
  return function evalStay(c: string, a: number, e: number, transferIn: boolean, transferOut: boolean, days: number): StayEval | null {
    const key = ((((cityIndex.get(c) ?? 0) * 128 + a) * 128 + e) * 2 + Number(transferIn)) * 2 + Number(transferOut);
    if (stayCache.has(key)) return stayCache.get(key) ?? null;
    const nights = e - a;
    const fullDays: number[] = [];
    for (let d = a; d <= e; d++) if (!((d === a && transferIn) || (d === e && transferOut))) fullDays.push(d);
    let cost = 0;
    let result: StayEval | null = null;
    const lodgingOk = (() => {
      if (!r.lodging.required || nights === 0) return true;
      const l = pools.lodgingsFor(c, nights)[0];
      if (!l) {
        diag.add(
          pools.lodgings(c).length ? 'minimum-nights' : 'house-rules',
          () => `No lodging in ${cityLabel(p.catalog, c)} fits the rules for ${nights} nights`,
        );
        return false;
      }
      cost += l.perNight * nights;
      return true;
    })();
    if (lodgingOk) {
      const meals = fullDays.length * p.pace.meals.length;
      const acts = fullDays.length * p.pace.minActivities;
      const rest = pools.restaurants(c);
      const attr = pools.attractions(c);
      if (!restaurantsSuffice(p, rest.length, meals, p.pace.meals.length))
        diag.add(
          p.diets.length ? 'diets' : 'meals',
          () => `${cityLabel(p.catalog, c)} has ${rest.length} suitable restaurants for ${meals} meals`,
        );
      else if (attr.length < acts)
        diag.add('pace', () => `${cityLabel(p.catalog, c)} has ${attr.length} suitable attractions for ${acts} visits`);
      else {
        cost += mealsFloor(p, pools, c, meals);
        cost += attr
          .map((x) => x.cost)
          .sort((x, y) => x - y)
          .slice(0, acts)
          .reduce((s, x) => s + x, 0);
        const slotsForVisits = Math.round((fullDays.length + 0.5 * (days - fullDays.length)) * p.pace.maxActivities);
        const utility = attr.slice(0, slotsForVisits).reduce((s, x) => s + x.score, 0) / 100;
        result = { cost, utility, stay: { cityId: c, arriveDay: a, endDay: e, days, nights, transferIn, transferOut, fullDays } };
      }
    }
    stayCache.set(key, result);
    return result;
  };
}

/**
 * Upper bound on the utility the slots not in `usedSlots` can still add, each as if it got every remaining day:
 * lets the search drop a path that cannot reach the best routes kept so far.
 */
export function utilityBound(slots: readonly Slot[], pools: Pools, maxActivities: number) {
  const topUtil = new Map<string, number[]>();
  const utilOf = (c: string, days: number) => {
    let arr = topUtil.get(c);
    if (!arr) {
      arr = [0];
      for (const x of pools.attractions(c)) arr.push((arr[arr.length - 1] as number) + x.score / 100);
      topUtil.set(c, arr);
    }
    return arr[Math.min(arr.length - 1, days * maxActivities)] as number;
  };
  const slotUb = (slot: Slot, days: number) => Math.max(0, ...slot.candidates.map((c) => utilOf(c, Math.min(days, slot.maxDays))));
  return function remainingUb(usedSlots: number, days: number): number {
    let ub = 0;
    for (let si = 0; si < slots.length; si++) if (!(usedSlots & (1 << si))) ub += slotUb(slots[si] as Slot, days);
    return ub;
  };
}
