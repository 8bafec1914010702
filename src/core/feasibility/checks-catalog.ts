import { parseHHMM } from '../time/dates';
import type { PlanDay, Violation } from '../planner/types';
import { findOption } from './checks-money';
import type { CheckContext } from './context';
import { eachDay } from './reuse';

/** Every referenced place, lodging and service exists in the catalog where and when the plan says. */
export function checkCatalog(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  if (c.origin && !c.city(c.origin)) out.push({ message: `Unknown origin ${c.origin}` });
  return out.concat(eachDay(c, 'catalog-consistency', (d) => catalogOfDay(c, d)));
}

function catalogOfDay(c: CheckContext, d: PlanDay): Violation[] {
  const out: Violation[] = [];
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
  return out;
}
