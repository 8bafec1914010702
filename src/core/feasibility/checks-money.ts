import { haversineKm } from '../geo/distance';
import { formatMoney } from '../money/currencies';
import { parseHHMM } from '../time/dates';
import { localTravelCost } from '../time/local-travel';
import { vehiclesNeeded } from '../trip-request/derive';
import type { LocalMode } from '../trip-request/schema';
import type { IntercityOption } from '../planner/catalog-types';
import type { PlanItem, TransferItem, Violation } from '../planner/types';
import { accessOf, isPlaceItem, type CheckContext } from './context';

function findOption(c: CheckContext, t: TransferItem, date: string): IntercityOption | undefined {
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
  let sum = 0;
  for (const d of c.plan.days) {
    for (const it of d.items) sum += expectedCost(c, d.date, it) ?? it.cost;
    if (d.lodging) {
      const l = c.lodgings.get(d.lodging.lodgingId);
      sum += l ? l.pricePerNight * d.lodging.rooms : d.lodging.cost;
    }
  }
  return sum;
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
  const out: Violation[] = [];
  const sums = { transport: 0, local: 0, lodging: 0, meals: 0, activities: 0 };
  for (const d of c.plan.days) {
    for (const it of d.items) {
      const want = expectedCost(c, d.date, it);
      if (want !== null && want !== it.cost)
        out.push({ message: `${it.id} costs ${it.cost}; the catalog says ${want}`, day: d.day, itemId: it.id });
      if (it.kind === 'visit') sums.activities += it.cost;
      else if (it.kind === 'meal') sums.meals += it.cost;
      else if (it.scope === 'intercity') sums.transport += it.cost;
      else sums.local += it.cost;
    }
    if (d.lodging) {
      const l = c.lodgings.get(d.lodging.lodgingId);
      if (l && l.pricePerNight * d.lodging.rooms !== d.lodging.cost)
        out.push({
          message: `Night of day ${d.day} costs ${d.lodging.cost}; ${d.lodging.rooms} x ${l.pricePerNight} expected`,
          day: d.day,
        });
      sums.lodging += d.lodging.cost;
    }
  }
  const t = c.plan.totals;
  for (const k of Object.keys(sums) as Array<keyof typeof sums>)
    if (t[k] !== sums[k]) out.push({ message: `Total for ${k} is ${t[k]}; items add up to ${sums[k]}` });
  const all = sums.transport + sums.local + sums.lodging + sums.meals + sums.activities;
  if (t.total !== all) out.push({ message: `Grand total is ${t.total}; categories add up to ${all}` });
  return out;
}

/** Every referenced place, lodging and service exists in the catalog where and when the plan says. */
export function checkCatalog(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  if (c.origin && !c.city(c.origin)) out.push({ message: `Unknown origin ${c.origin}` });
  for (const d of c.plan.days) {
    if (!c.city(d.cityId)) out.push({ message: `Unknown city ${d.cityId}`, day: d.day });
    for (const it of d.items) {
      if (it.kind === 'visit' && c.attractions.get(it.placeId)?.cityId !== it.cityId)
        out.push({ message: `${it.name} is not an attraction of ${it.cityId}`, day: d.day, itemId: it.id });
      if (it.kind === 'meal' && c.restaurants.get(it.placeId)?.cityId !== it.cityId)
        out.push({ message: `${it.name} is not a restaurant of ${it.cityId}`, day: d.day, itemId: it.id });
      if (it.kind === 'transfer' && it.scope === 'intercity') {
        const o = findOption(c, it, d.date);
        if (!o) {
          out.push({
            message: `No ${it.mode} ${it.service ?? ''} from ${it.fromCityId} to ${it.toCityId} on ${d.date}`,
            day: d.day,
            itemId: it.id,
          });
          continue;
        }
        if (o.mode !== it.mode || o.durationMinutes !== it.durationMinutes)
          out.push({ message: `${it.id} does not match the catalog's ${o.mode} of ${o.durationMinutes} min`, day: d.day, itemId: it.id });
        if (o.departure !== undefined && parseHHMM(o.departure) !== it.startMinute)
          out.push({ message: `${it.service ?? it.id} departs at ${o.departure}`, day: d.day, itemId: it.id });
        if (o.arrival !== undefined && parseHHMM(o.arrival) + 1440 * (o.arrivalDayOffset ?? 0) !== it.endMinute)
          out.push({ message: `${it.service ?? it.id} arrives at ${o.arrival}`, day: d.day, itemId: it.id });
      }
    }
    if (d.lodging && !c.lodgings.has(d.lodging.lodgingId)) out.push({ message: `Unknown lodging ${d.lodging.lodgingId}`, day: d.day });
  }
  return out;
}
