import { haversineKm } from '../geo/distance';
import { formatMoney } from '../money/currencies';
import { localTravelCost } from '../time/local-travel';
import { vehiclesNeeded } from '../trip-request/derive';
import type { LocalMode } from '../trip-request/schema';
import type { IntercityOption } from '../planner/catalog-types';
import type { PlanDay, PlanItem, TransferItem, Violation } from '../planner/types';
import { accessOf, isPlaceItem, type CheckContext } from './context';
import { orNone, perDay } from './reuse';

export function findOption(c: CheckContext, t: TransferItem, date: string): IntercityOption | undefined {
  return c.catalog.connections(t.fromCityId, t.toCityId, date).find((o) => o.id === t.optionId);
}

/** What an item must cost according to the catalog (null when the catalog cannot say). */
function expectedCost(c: CheckContext, date: string, it: PlanItem): number | null {
  if (it.kind === 'visit') {
    const a = c.attractions.get(it.placeId);
    return a ? a.price * c.people : null;
  }
  if (it.kind === 'meal') {
    const r = c.restaurants.get(it.placeId);
    return r ? r.costPerPerson * c.people : null;
  }
  if (it.scope === 'intercity') {
    const o = findOption(c, it, date);
    if (!o) return null;
    return o.priceUnit === 'person' ? o.price * c.people : o.price * vehiclesNeeded(c.people, o.vehicleCapacity ?? 4);
  }
  const day = c.plan.days.find((d) => d.date === date);
  const from = day?.items.find((x) => isPlaceItem(x) && x.placeId === it.fromPlaceId);
  const to = day?.items.find((x) => isPlaceItem(x) && x.placeId === it.toPlaceId);
  const a = from && isPlaceItem(from) ? from.coordinates : null;
  const b = to && isPlaceItem(to) ? to.coordinates : null;
  if (!a || !b) return it.cost;
  // The fare to a day trip and back is part of its visit price (time/access.ts).
  if ([from, to].some((x) => x && isPlaceItem(x) && accessOf(c, x))) return 0;
  return localTravelCost(haversineKm(a, b), it.mode as LocalMode, c.people, c.city(it.cityId)?.localTransport);
}

/** The total recomputed from catalog prices, not from the plan's own figures. */
export function recomputedTotal(c: CheckContext): number {
  return tripMoney(c).recomputed;
}

type Category = 'transport' | 'local' | 'lodging' | 'meals' | 'activities';
type Sums = Record<Category, number>;

/** One day's money: what its items and night cost by the catalog, its costs by category, and where they disagree. */
interface DayMoney {
  /** The day's costs by the catalog (the plan's own where the catalog cannot say), in order. */
  recomputed: number[];
  /** The plan's own costs by category, in order. */
  costs: Array<[Category, number]>;
  violations: Violation[];
}

/** The trip's money: the recomputed total, the plan's costs summed by category, and the disagreements in order. */
interface TripMoney {
  recomputed: number;
  sums: Sums;
  violations: Violation[];
}

const zero = (): Sums => ({ transport: 0, local: 0, lodging: 0, meals: 0, activities: 0 });
const tripMoneyOf = new WeakMap<CheckContext, TripMoney>();

/** Worked out once per check of a plan (the totals and budget checks both read it). */
function tripMoney(c: CheckContext): TripMoney {
  let money = tripMoneyOf.get(c);
  if (!money) tripMoneyOf.set(c, (money = keptTripMoney(c) ?? summedTripMoney(c)));
  return money;
}

/** Item by item, in the plan's order. */
function summedTripMoney(c: CheckContext): TripMoney {
  const money: TripMoney = { recomputed: 0, sums: zero(), violations: [] };
  for (const d of c.plan.days) {
    const day = dayMoneyOf(c, d);
    for (const cost of day.recomputed) money.recomputed += cost;
    for (const [category, cost] of day.costs) money.sums[category] += cost;
    money.violations.push(...day.violations);
  }
  return money;
}

/**
 * From each day's sums, kept between checks (reuse.ts). Summed by day instead of item by item, so only when that
 * gives the same numbers: every amount a whole number of minor units, a day's amounts under 2^45 in all and at most
 * 256 days, so that no sum in any order passes 2^53 (each is then exact). Otherwise null: summed item by item.
 */
function keptTripMoney(c: CheckContext): TripMoney | null {
  const reuse = c.reuse;
  if (!reuse || c.plan.days.length > 256) return null;
  const days = c.plan.days.map((d, i) =>
    reuse.dateTaken[i] ? daySums(dayMoneyOf(c, d)) : perDay(reuse, c.plan.days, i, 'money', () => daySums(dayMoneyOf(c, d))),
  );
  const money: TripMoney = { recomputed: 0, sums: zero(), violations: [] };
  for (const day of days) {
    if (!day) return null;
    money.recomputed += day.recomputed;
    for (const k of Object.keys(money.sums) as Category[]) money.sums[k] += day.sums[k];
    money.violations.push(...day.violations);
  }
  return money;
}

function daySums(day: DayMoney): TripMoney | null {
  const amounts = [...day.recomputed, ...day.costs.map(([, cost]) => cost)];
  if (!amounts.every(Number.isSafeInteger) || amounts.reduce((n, x) => n + Math.abs(x), 0) > 2 ** 45) return null;
  const sums = zero();
  for (const [category, cost] of day.costs) sums[category] += cost;
  return { recomputed: day.recomputed.reduce((n, x) => n + x, 0), sums, violations: orNone(day.violations) };
}

function dayMoneyOf(c: CheckContext, d: PlanDay): DayMoney {
  const money: DayMoney = { recomputed: [], costs: [], violations: [] };
  for (const it of d.items) {
    const want = expectedCost(c, d.date, it);
    money.recomputed.push(want ?? it.cost);
    if (want !== null && want !== it.cost)
      money.violations.push({ message: `${it.id} costs ${it.cost}; the catalog says ${want}`, day: d.day, itemId: it.id });
    const category = it.kind === 'visit' ? 'activities' : it.kind === 'meal' ? 'meals' : it.scope === 'intercity' ? 'transport' : 'local';
    money.costs.push([category, it.cost]);
  }
  if (d.lodging) {
    const l = c.lodgings.get(d.lodging.lodgingId);
    money.recomputed.push(l ? l.pricePerNight * d.lodging.rooms : d.lodging.cost);
    if (l && l.pricePerNight * d.lodging.rooms !== d.lodging.cost)
      money.violations.push({
        message: `Night of day ${d.day} costs ${d.lodging.cost}; ${d.lodging.rooms} x ${l.pricePerNight} expected`,
        day: d.day,
      });
    money.costs.push(['lodging', d.lodging.cost]);
  }
  return money;
}

export function checkBudget(c: CheckContext): Violation[] | 'n/a' {
  const b = c.r.budget;
  if (!b) return 'n/a';
  if (b.currency !== c.plan.currency) return [{ message: `Budget is in ${b.currency} but prices are in ${c.plan.currency}` }];
  const total = recomputedTotal(c);
  return total <= b.amount
    ? []
    : [
        {
          message:
            `Total ${formatMoney(total, b.currency)} exceeds the ` +
            `budget of ${formatMoney(b.amount, b.currency)} by ${formatMoney(total - b.amount, b.currency)}`,
        },
      ];
}

/** Every item's cost matches the catalog and the totals add up. */
export function checkTotals(c: CheckContext): Violation[] {
  const { sums, violations } = tripMoney(c);
  const out = [...violations];
  const t = c.plan.totals;
  for (const k of Object.keys(sums) as Array<keyof typeof sums>)
    if (t[k] !== sums[k]) out.push({ message: `Total for ${k} is ${t[k]}; items add up to ${sums[k]}` });
  const all = sums.transport + sums.local + sums.lodging + sums.meals + sums.activities;
  if (t.total !== all) out.push({ message: `Grand total is ${t.total}; categories add up to ${all}` });
  return out;
}
