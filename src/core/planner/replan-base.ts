import { checkPlan } from '../feasibility';
import { TripRequestSchema, type TripRequestInput } from '../trip-request/schema';
import { totalsOf } from './assemble';
import { withFreeTime } from './free-time';
import type { BuildContext } from './build-plan';
import type { Catalog } from './catalog-types';
import { mealStop, visitStop } from './day-scheduler';
import { Diagnostics } from './diagnostics';
import { buildFrames } from './frames';
import { Legs } from './legs';
import type { PricedLodging } from './pools';
import { Pools } from './pools';
import { buildProblem } from './problem';
import type { Route } from './route-search';
import type { Stop } from './sequence';
import type { TimedLeg } from './transport';
import type { MealItem, Plan, PlanDay, PlanOptions, PlanResult, VisitItem } from './types';

export type PlaceItem = VisitItem | MealItem;

/** Rebuilds the engine's view (route, transfers, lodging) of an existing plan so one day can be redone. */
export function rebuild(input: TripRequestInput, plan: Plan, catalog: Catalog, options: PlanOptions) {
  const request = TripRequestSchema.parse(input);
  const p = buildProblem(request, catalog, options.seed ?? 0);
  const pools = new Pools(p);
  const ctx: BuildContext = { p, pools, legs: new Legs(p), diag: new Diagnostics(), travel: new Map(), minCost: false };
  const legs: TimedLeg[] = plan.days.flatMap((d) =>
    d.items.flatMap((it) => {
      if (it.kind !== 'transfer' || it.scope !== 'intercity') return [];
      const option = catalog.connections(it.fromCityId, it.toCityId, d.date).find((o) => o.id === it.optionId);
      return option
        ? [{ from: it.fromCityId, to: it.toCityId, day: d.day, option, cost: it.cost, depMinute: it.startMinute, arrMinute: it.endMinute }]
        : [];
    }),
  );
  const lodging = new Map<string, PricedLodging>();
  for (const d of plan.days) {
    if (!d.lodging || lodging.has(d.lodging.cityId)) continue;
    const l = catalog.lodgings(d.lodging.cityId).find((x) => x.id === d.lodging?.lodgingId);
    if (l) lodging.set(d.lodging.cityId, { l, rooms: d.lodging.rooms, perNight: d.lodging.cost, quality: l.rating ?? 3 });
  }
  const legDays = new Set(legs.map((l) => l.day));
  const route: Route = {
    stays: plan.stays.map((s) => {
      const fullDays: number[] = [];
      for (let d = s.arriveDay; d <= s.departDay; d++) if (!legDays.has(d)) fullDays.push(d);
      return {
        cityId: s.cityId,
        arriveDay: s.arriveDay,
        endDay: s.departDay,
        days: s.days,
        nights: s.nights,
        transferIn: legDays.has(s.arriveDay),
        transferOut: legDays.has(s.departDay) && s.departDay !== s.arriveDay,
        fullDays,
      };
    }),
    legs: legs.map((l) => ({ from: l.from, to: l.to, day: l.day })),
    lb: 0,
    utility: 0,
    key: 'replan',
  };
  const frames = buildFrames(p, route, legs, lodging);
  return { request, p, pools, ctx, route, frames };
}

export function finish(input: TripRequestInput, plan: Plan, days: PlanDay[], catalog: Catalog): PlanResult {
  const named = withFreeTime(days);
  const next: Plan = { ...plan, days: named, totals: totalsOf(named) };
  next.report = checkPlan(input, next, catalog);
  if (next.report.feasible) return { status: 'ok', plan: next, report: next.report };
  return {
    status: 'infeasible',
    conflicts: next.report.checks.filter((c) => c.status === 'fail').map((c) => ({ checks: [c.id], message: c.reason })),
    relaxations: [],
    report: next.report,
  };
}

export const placeItems = (d: PlanDay) => d.items.filter((i): i is PlaceItem => i.kind === 'visit' || i.kind === 'meal');

export function toStop(pools: Pools, _people: number, i: PlaceItem): Stop | null {
  const fixed = i.locked ? { fixedStart: i.startMinute, locked: true } : {};
  if (i.kind === 'visit') {
    const x = pools.attractions(i.cityId).find((y) => y.a.id === i.placeId);
    return x ? { ...visitStop(x, i.reason), ...fixed } : null;
  }
  const x = pools.restaurants(i.cityId).find((y) => y.r.id === i.placeId);
  return x ? { ...mealStop(x, i.meal, i.reason), ...fixed } : null;
}
