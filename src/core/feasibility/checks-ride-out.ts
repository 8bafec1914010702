import { accessLeg, accessWindow } from '../time/access';
import { formatMinute } from '../time/dates';
import type { LocalMode } from '../trip-request/schema';
import type { PlanDay, TransferItem, Violation } from '../planner/types';
import { accessOf, isPlaceItem, isTourLeg, type CheckContext } from './context';

/**
 * The ride out from the lodging to a day trip (a local transfer that starts at no place of the day): it takes at
 * least the trip's sourced door-to-door time by its mode and arrives by the time the visit starts; an organised tour's
 * ride out is the tour's own minibus (context.ts, isTourLeg). One day's; the travel-time check runs it on each.
 */
export function rideOutViolations(c: CheckContext, day: PlanDay): Violation[] {
  const out: Violation[] = [];
  const places = day.items.filter(isPlaceItem);
  for (const t of day.items) {
    if (t.kind !== 'transfer' || t.scope !== 'local' || places.some((p) => p.placeId === t.fromPlaceId)) continue;
    const to = places.find((p) => p.placeId === t.toPlaceId);
    const access = to && accessOf(c, to);
    if (!to || !access) continue;
    const leg = accessLeg(undefined, access, [t.mode as LocalMode]);
    const need = leg ? leg.minutes : Infinity;
    if (t.durationMinutes < need || t.endMinute - t.startMinute < need)
      out.push({ message: `The ride out to ${to.name} takes ${need} min by ${t.mode}, not ${t.durationMinutes}`, ...at(day.day, t) });
    if (t.endMinute > to.startMinute) out.push({ message: `The ride out arrives after ${to.name} starts`, ...at(day.day, t) });
    if (access.operator === 'tour' && !isTourLeg(c, day, t))
      out.push({ message: `${to.name} is an organised tour: the ride out is its own minibus from the lodging`, ...at(day.day, t) });
  }
  return out;
}

/** The way back from a day trip leaves by its last departure (the last bus down, the tour's van back). */
export function rideBackViolations(c: CheckContext, day: PlanDay): Violation[] {
  const out: Violation[] = [];
  const places = day.items.filter(isPlaceItem);
  for (const t of day.items) {
    const from = t.kind === 'transfer' && t.scope === 'local' ? places.find((p) => p.placeId === t.fromPlaceId) : undefined;
    const access = from && accessOf(c, from);
    const to = places.find((p) => t.kind === 'transfer' && p.placeId === t.toPlaceId);
    if (t.kind !== 'transfer' || !from || !access?.lastDeparture || (to && accessOf(c, to)?.hub === access.hub)) continue;
    const last = accessWindow(access)[1];
    if (t.startMinute > last)
      out.push({
        message: `The way back from ${from.name} leaves at ${formatMinute(t.startMinute)}, after the last departure`,
        ...at(day.day, t),
      });
  }
  return out;
}

const at = (day: number, t: TransferItem) => ({ day, itemId: t.id });
