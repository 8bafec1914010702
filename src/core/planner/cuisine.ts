import type { MealKind } from '../trip-request/schema';
import type { Pools, ScoredRestaurant } from './pools';
import type { Problem } from './problem';

export interface MealSlot {
  day: number;
  cityId: string;
  meal: MealKind;
}
export interface CuisinePick {
  slot: MealSlot;
  x: ScoredRestaurant;
  cuisines: string[];
}

/**
 * Cheapest set of restaurants covering every requested cuisine (branch-and-bound set cover), each placed in a
 * distinct meal slot of its city. `slotOk` says whether the restaurant can serve that slot (meal kind, hours).
 */
export function coverCuisines(
  p: Problem,
  pools: Pools,
  slots: MealSlot[],
  slotOk: (x: ScoredRestaurant, s: MealSlot) => boolean,
): CuisinePick[] | null {
  if (p.cuisines.length === 0) return [];
  const cities = [...new Set(slots.map((s) => s.cityId))];
  const cands = new Map<string, Array<{ x: ScoredRestaurant; cityId: string }>>();
  for (const c of p.cuisines) {
    const list = cities
      .flatMap((cityId) =>
        pools
          .restaurants(cityId)
          .filter((x) => x.cuisines.includes(c))
          .map((x) => ({ x, cityId })),
      )
      .filter(({ x, cityId }) => slots.some((s) => s.cityId === cityId && slotOk(x, s)))
      .sort((a, b) => a.x.cost - b.x.cost || b.x.quality - a.x.quality || (a.x.r.id < b.x.r.id ? -1 : 1))
      .slice(0, 12);
    cands.set(c, list);
  }
  let best: { cost: number; picks: CuisinePick[] } | null = null;
  const taken = new Set<string>();
  const picks: CuisinePick[] = [];
  const usedSlots = new Set<number>();
  const dfs = (cost: number) => {
    if (best && cost >= best.cost) return;
    const next = p.cuisines.find((c) => !picks.some((pk) => pk.x.cuisines.includes(c)));
    if (next === undefined) {
      best = { cost, picks: picks.map((x) => ({ ...x })) };
      return;
    }
    for (const { x, cityId } of cands.get(next) ?? []) {
      if (taken.has(x.r.id)) continue;
      const si = slots.findIndex((s, i) => !usedSlots.has(i) && s.cityId === cityId && slotOk(x, s));
      if (si < 0) continue;
      taken.add(x.r.id);
      usedSlots.add(si);
      picks.push({ slot: slots[si] as MealSlot, x, cuisines: p.cuisines.filter((c) => x.cuisines.includes(c)) });
      dfs(cost + x.cost);
      picks.pop();
      usedSlots.delete(si);
      taken.delete(x.r.id);
    }
  };
  dfs(0);
  return (best as { cost: number; picks: CuisinePick[] } | null)?.picks ?? null;
}
