import { servesMeal } from '../trip-request/pace';
import type { MealKind } from '../trip-request/schema';
import type { Pools } from './pools';
import type { Problem } from './problem';

// Restaurants that may come back (FoodNeedsSchema.repeatRestaurants): every suitable one in the city has its turn
// before any comes back, and none serves two meals of one day.

/** What `n` meals cost at least: the cheapest places not yet used, then (with repeats) the city's list again. */
export function mealsFloor(p: Problem, pools: Pools, cityId: string, n: number, used?: ReadonlySet<string>): number {
  const all = pools.restaurants(cityId);
  const fresh = used ? all.filter((x) => !used.has(x.r.id)) : all;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const x = i < fresh.length ? fresh[i] : p.repeatRestaurants && all.length ? all[(i - fresh.length) % all.length] : undefined;
    if (!x) break;
    sum += x.cost;
  }
  return sum;
}

/** Whether a city's suitable restaurants can serve `meals` meals over days of `perDay` meals each. */
export function restaurantsSuffice(p: Problem, count: number, meals: number, perDay: number): boolean {
  return p.repeatRestaurants ? count >= Math.min(meals, perDay) : count >= meals;
}

/**
 * Before a day's stretch in a city: when the unused restaurants left there cannot serve the stretch's meals (too few,
 * or none for one of them: cafés do not serve dinner), the city's restaurants become free again, except those
 * already eaten at today (`today`).
 */
export function rotateRestaurants(
  p: Problem,
  pools: Pools,
  cityId: string,
  meals: readonly MealKind[],
  used: Set<string>,
  today: ReadonlySet<string>,
) {
  if (!p.repeatRestaurants) return;
  const all = pools.restaurants(cityId);
  const fresh = all.filter((x) => !used.has(x.r.id) && meals.some((m) => servesMeal(x.r, m, x.quick)));
  if (fresh.length >= meals.length && meals.every((m) => fresh.some((x) => servesMeal(x.r, m, x.quick)))) return;
  freeRestaurants(p, pools, cityId, used, today);
}

/**
 * Makes the city's restaurants free again, except today's: before a stretch whose unused places cannot serve it, or
 * after one failed for want of a place open for a meal that day. Whether anything was freed.
 */
export function freeRestaurants(p: Problem, pools: Pools, cityId: string, used: Set<string>, today: ReadonlySet<string>): boolean {
  if (!p.repeatRestaurants) return false;
  let freed = false;
  for (const x of pools.restaurants(cityId)) if (!today.has(x.r.id) && used.delete(x.r.id)) freed = true;
  return freed;
}
