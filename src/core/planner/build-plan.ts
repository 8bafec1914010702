import { transitClosureOn } from '../time/closure-rules';
import type { CatalogCity } from './catalog-types';
import { scheduleSegment, type Preferences, type SegmentSpec } from './day-scheduler';
import { placeForced } from './forced';
import type { Diagnostics } from './diagnostics';
import { assemblePlan, type ScheduledFrame } from './assemble';
import { buildFrames, type DayFrame } from './frames';
import type { Legs } from './legs';
import { chooseLodging } from './lodging';
import type { Pools } from './pools';
import type { Problem } from './problem';
import type { Route } from './route-search';
import { makeTravel, type Timed, type Travel } from './sequence';
import { chooseTransport } from './transport';
import type { Plan } from './types';
import { formatMoney } from '../money/currencies';
import { freeRestaurants, mealsFloor, rotateRestaurants } from './restaurant-rotation';

/** Share of the budget slack that may go to better lodging and to nicer meals. */
const LODGING_SHARE = 0.4;
const MEAL_SHARE = 0.5;

export interface BuildContext {
  p: Problem;
  pools: Pools;
  legs: Legs;
  diag: Diagnostics;
  travel: Map<string, Travel>;
  minCost: boolean;
}

/** Meal slots where a cuisine pick turned out not to fit are excluded and the cover is chosen again, a few times. */
const CUISINE_RETRIES = 4;

export function buildPlan(ctx: BuildContext, route: Route): Omit<Plan, 'report'> | null {
  const excluded = new Set<string>();
  for (let i = 0; i <= CUISINE_RETRIES; i++) {
    const out = buildOnce(ctx, route, excluded);
    if (out.plan || !out.retryWithout) return out.plan;
    excluded.add(out.retryWithout);
  }
  return null;
}

/** Local travel in a city on a date: no public transport on the city's transit-closure days (London, 25 Dec). */
export function travelFor(ctx: BuildContext, city: CatalogCity, date: string, noWalk = false): Travel {
  const noTransit = transitClosureOn(city, date, ctx.p.catalog) !== null;
  const key = `${city.id}|${noWalk}|${noTransit}`;
  let t = ctx.travel.get(key);
  if (!t) {
    t = makeTravel(ctx.p, city, noWalk, noTransit);
    ctx.travel.set(key, t);
  }
  return t;
}

const walkedKm = (timed: Timed[]) => timed.reduce((s, t) => s + (t.legIn?.mode === 'walk' ? (t.legIn.km ?? 0) : 0), 0);

type BuildOutcome = { plan: Omit<Plan, 'report'> | null; retryWithout?: string };

/** Everything below the route: transport, lodging, cuisine picks, pins, must-sees, then each day. */
function buildOnce(ctx: BuildContext, route: Route, excluded: Set<string>): BuildOutcome {
  const { p, pools, diag } = ctx;
  const valueOfTime = ctx.minCost ? 0 : (p.catalog.valueOfTimePerHour ?? 0);
  let transport = chooseTransport(p, ctx.legs, route.legs, valueOfTime);
  if (!transport) {
    diag.add('travel-time', 'No combination of transfers leaves enough time between them');
    return { plan: null };
  }
  const cheapest = chooseLodging(p, pools, route.stays, 'cheapest');
  if (!cheapest) {
    diag.add('minimum-nights', 'No lodging satisfies the rules for the stay lengths');
    return { plan: null };
  }
  const nightsOf = (cityId: string) => route.stays.find((s) => s.cityId === cityId)?.nights ?? 0;
  const lodgingCost = (m: typeof cheapest) => [...m].reduce((s, [c, l]) => s + l.perNight * nightsOf(c), 0);
  const budget = p.budget ?? Infinity;
  const fixed = lodgingCost(cheapest) + foodFloor(p, pools, route);
  const costOf = (legs: NonNullable<typeof transport>) => legs.reduce((s, l) => s + l.cost, 0);
  // Faster transfers only while the budget allows them; otherwise the cheapest combination, as without a value of time.
  if (valueOfTime > 0 && costOf(transport) + fixed > budget) transport = chooseTransport(p, ctx.legs, route.legs) ?? transport;
  const transportCost = costOf(transport);
  const base = transportCost + fixed;
  if (base > budget) {
    diag.add(
      'budget',
      `The cheapest plan on this ` +
        `route costs at least ${formatMoney(base, p.catalog.currency)}, over the budget of ${formatMoney(budget, p.catalog.currency)}`,
    );
    return { plan: null };
  }
  const slack = ctx.minCost || p.budget === null ? 0 : budget - base;
  const lodging = ctx.minCost ? cheapest : chooseLodging(p, pools, route.stays, slack * LODGING_SHARE);
  if (!lodging) return { plan: null };
  const frames = buildFrames(p, route, transport, lodging);
  const bare =
    p.pace.travelDaysFull && p.pace.minActivities > 0
      ? frames.find((f) => f.leg && f.specs.length === 0 && route.stays.some((s) => s.cityId === f.endCityId || s.cityId === f.startCityId))
      : undefined;
  if (bare) {
    diag.add('pace', `Day ${bare.day} is all travel, no time for a visit`);
    return { plan: null };
  }
  if (!placeForced(ctx, frames, excluded)) return { plan: null };

  const specs = frames.flatMap((f) => f.specs);
  const mealCount = Math.max(
    1,
    specs.reduce((s, x) => s + x.requiredMeals.length, 0),
  );
  const mealSlack = (budget === Infinity ? 0 : budget - transportCost - lodgingCost(lodging) - foodFloor(p, pools, route)) * MEAL_SHARE;
  const prefs: Preferences = {
    cheapest: ctx.minCost,
    mealTarget: (cityId) => {
      const list = pools.restaurants(cityId).map((x) => x.cost);
      if (!list.length) return 0;
      if (ctx.minCost) return list[0] as number;
      if (p.budget === null) return list[Math.floor(list.length / 2)] as number;
      return (list[0] as number) + Math.max(0, mealSlack) / mealCount;
    },
  };
  const used = new Set<string>(specs.flatMap((s) => s.forced.map((f) => f.placeId)));
  let committed = transportCost + lodgingCost(lodging);
  const scheduled: ScheduledFrame[] = [];
  for (let fi = 0; fi < frames.length; fi++) {
    const frame = frames[fi] as DayFrame;
    const segs: ScheduledFrame['segments'] = [];
    let visitsToday = 0;
    for (const [si, spec0] of frame.specs.entries()) {
      // Both stretches of a travel day share the day's activity limit.
      const laterMin = frame.specs.slice(si + 1).reduce((n, s) => n + s.minActs, 0);
      const spec = { ...spec0, maxActs: Math.max(spec0.minActs, spec0.maxActs - visitsToday - laterMin) };
      const today = new Set(segs.flatMap((s) => s.timed.map((t) => t.stop.placeId)));
      rotateRestaurants(p, pools, spec.seg.city.id, spec.requiredMeals, used, today);
      const reserve = reserveAfter(p, pools, specs, spec0, used);
      const cap = budget - committed - reserve;
      const segPrefs = { ...prefs, reserved: reservedCounts(specs, spec0) };
      let out = scheduleSegment(p, pools, spec, travelFor(ctx, spec.seg.city, spec.seg.date), used, cap, segPrefs);
      // No unused place open for a meal that day: with repeats, try again with the city's places free.
      if (!out.ok && out.check === 'meals' && freeRestaurants(p, pools, spec.seg.city.id, used, today))
        out = scheduleSegment(p, pools, spec, travelFor(ctx, spec.seg.city, spec.seg.date), used, cap, segPrefs);
      const limit = p.request.mobility.maxWalkKmPerDay;
      if (out.ok && limit !== undefined && walkedKm(out.timed) > limit)
        out = scheduleSegment(p, pools, spec, travelFor(ctx, spec.seg.city, spec.seg.date, true), used, cap, segPrefs);
      if (out.ok && limit !== undefined && walkedKm(out.timed) > limit)
        out = { ok: false, check: 'mobility', message: `Day ${spec.seg.day} needs more walking than ${limit} km` };
      if (!out.ok) {
        diag.add(out.check, out.message);
        return { plan: null, ...(out.check === 'cuisines' && out.placeId ? { retryWithout: out.placeId } : {}) };
      }
      for (const t of out.timed) used.add(t.stop.placeId);
      visitsToday += out.timed.filter((t) => t.stop.kind === 'visit').length;
      committed += out.spend;
      segs.push({ cityId: spec.seg.city.id, timed: out.timed });
    }
    scheduled.push({ frame, segments: segs });
  }
  const names = route.stays.map((s) => `${(p.catalog.city(s.cityId) as CatalogCity).name} (${s.days} d)`).join(' → ');
  return {
    plan: assemblePlan(
      p,
      route,
      scheduled,
      `Route ${names}: ${p.budget !== null ? 'fits the budget' : 'cheapest feasible transfers'}; stays and order chosen by exact search.`,
    ),
  };
}

/** Cheapest possible meals and required visits for the route (distinct places): a lower bound. */
function foodFloor(p: Problem, pools: Pools, route: Route): number {
  let sum = 0;
  for (const s of route.stays) {
    sum += mealsFloor(p, pools, s.cityId, s.fullDays.length * p.pace.meals.length);
    const acts = s.fullDays.length * p.pace.minActivities;
    sum += pools
      .attractions(s.cityId)
      .map((x) => x.cost)
      .sort((a, b) => a - b)
      .slice(0, acts)
      .reduce((t, x) => t + x, 0);
  }
  return sum;
}

/** Visits and meals later segments of the same city must still find among unused places. */
function reservedCounts(specs: SegmentSpec[], current: SegmentSpec): { visits: number; meals: number; visitDates: string[] } {
  const later = specs.slice(specs.indexOf(current) + 1).filter((s) => s.seg.city.id === current.seg.city.id);
  return {
    visitDates: later.flatMap((s) =>
      Array.from({ length: Math.max(0, s.minActs - s.forced.filter((f) => f.kind === 'visit').length) }, () => s.seg.date),
    ),
    visits: later.reduce((n, s) => n + Math.max(0, s.minActs - s.forced.filter((f) => f.kind === 'visit').length), 0),
    meals: later.reduce((n, s) => n + Math.max(0, s.requiredMeals.length - s.forced.filter((f) => f.meal).length), 0),
  };
}

/** Money to keep for segments after `current`: their forced items and cheapest unused meals and visits. */
function reserveAfter(p: Problem, pools: Pools, specs: SegmentSpec[], current: SegmentSpec, used: Set<string>): number {
  const idx = specs.indexOf(current);
  const need = new Map<string, { meals: number; acts: number }>();
  let sum = 0;
  for (const s of specs.slice(idx + 1)) {
    sum += s.forced.reduce((t, f) => t + f.cost, 0);
    const forcedMeals = s.forced.filter((f) => f.meal).length;
    const n = need.get(s.seg.city.id) ?? { meals: 0, acts: 0 };
    n.meals += Math.max(0, s.requiredMeals.length - forcedMeals);
    n.acts += Math.max(0, s.minActs - s.forced.filter((f) => f.kind === 'visit').length);
    need.set(s.seg.city.id, n);
  }
  for (const [cityId, n] of need) {
    if (cityId === current.seg.city.id) continue; // the segment itself keeps money for its own city
    sum += mealsFloor(p, pools, cityId, n.meals, used);
    sum += pools
      .attractions(cityId)
      .filter((x) => !used.has(x.a.id))
      .map((x) => x.cost)
      .sort((a, b) => a - b)
      .slice(0, n.acts)
      .reduce((t, x) => t + x, 0);
  }
  return sum;
}
