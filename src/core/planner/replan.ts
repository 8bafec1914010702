import { checkPlan } from '../feasibility';
import { mealMinutes, servesMeal } from '../trip-request/pace';
import { openIntervals } from '../time/opening-hours';
import { normalizeTag } from '../trip-request/derive';
import { TripRequestSchema, type TripRequestInput } from '../trip-request/schema';
import { totalsOf } from './assemble';
import { withFreeTime } from './free-time';
import type { BuildContext } from './build-plan';
import type { Catalog } from './catalog-types';
import { mealStop, scheduleSegment, visitStop, type SegmentSpec } from './day-scheduler';
import { Diagnostics } from './diagnostics';
import { buildFrames } from './frames';
import { Legs } from './legs';
import type { PricedLodging } from './pools';
import { Pools } from './pools';
import { buildProblem } from './problem';
import type { Route } from './route-search';
import type { Stop } from './sequence';
import { travelFor } from './build-plan';
import { assemblePlan } from './assemble';
import type { TimedLeg } from './transport';
import type { MealItem, Plan, PlanDay, PlanItem, PlanOptions, PlanResult, VisitItem } from './types';

type PlaceItem = VisitItem | MealItem;

/** Rebuilds the engine's view (route, transfers, lodging) of an existing plan so one day can be redone. */
function rebuild(input: TripRequestInput, plan: Plan, catalog: Catalog, options: PlanOptions) {
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

function finish(input: TripRequestInput, plan: Plan, days: PlanDay[], catalog: Catalog): PlanResult {
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

const placeItems = (d: PlanDay) => d.items.filter((i): i is PlaceItem => i.kind === 'visit' || i.kind === 'meal');

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
      const out = scheduleSegment(p, pools, spec, travelFor(ctx, spec.seg.city, spec.seg.date), used, (p.budget ?? Infinity) - spent, {
        mealTarget: (c) => pools.restaurants(c)[Math.floor(pools.restaurants(c).length / 2)]?.cost ?? 0,
      });
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
              !used.has(x.r.id) &&
              servesMeal(x.r, item.meal, x.quick) &&
              needCuisines.every((c) => x.cuisines.includes(c)) &&
              fits(x.r.openingHours, mealMinutes(item.meal, x.r.visitMinutes, x.quick)),
          )
          .sort((a, b) => b.quality - a.quality || a.cost - b.cost)
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
    const items = sortItems([...keepItems, ...rebuilt.items], day);
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

function toStop(pools: Pools, _people: number, i: PlaceItem): Stop | null {
  const fixed = i.locked ? { fixedStart: i.startMinute, locked: true } : {};
  if (i.kind === 'visit') {
    const x = pools.attractions(i.cityId).find((y) => y.a.id === i.placeId);
    return x ? { ...visitStop(x, i.reason), ...fixed } : null;
  }
  const x = pools.restaurants(i.cityId).find((y) => y.r.id === i.placeId);
  return x ? { ...mealStop(x, i.meal, i.reason), ...fixed } : null;
}

/** Items in time order; an inter-city transfer stays between the cities' parts of the day. */
function sortItems(items: PlanItem[], day: PlanDay): PlanItem[] {
  const leg = items.find((i) => i.kind === 'transfer' && i.scope === 'intercity');
  if (!leg) return [...items].sort((a, b) => a.startMinute - b.startMinute);
  const before = items
    .filter((i) => i !== leg && i.cityId === day.fromCityId && i.startMinute <= leg.startMinute)
    .sort((a, b) => a.startMinute - b.startMinute);
  const after = items.filter((i) => i !== leg && !before.includes(i)).sort((a, b) => a.startMinute - b.startMinute);
  return [...before, leg, ...after];
}
