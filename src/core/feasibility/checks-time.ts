import { haversineKm } from '../geo/distance';
import { formatMinute } from '../time/dates';
import { accessLeg, accessWindow } from '../time/access';
import { localTravelMinutes } from '../time/local-travel';
import type { LocalMode } from '../trip-request/schema';
import type { PlanDay, PlanItem, TransferItem, Violation } from '../planner/types';
import { rideBackViolations, rideOutViolations } from './checks-ride-out';
import { noOverlapByDay, travelTimeByDay } from './checks-time-days';
import { accessOf, instants, isPlaceItem, type CheckContext } from './context';

function requiredMinutes(
  c: CheckContext,
  a: PlanItem & { kind: 'visit' | 'meal' },
  b: PlanItem & { kind: 'visit' | 'meal' },
  mode: LocalMode,
): number {
  // A day trip is reached by the region's own transport (sourced minutes), whatever the crow-flies distance.
  const far = accessLeg(accessOf(c, a), accessOf(c, b), [mode]);
  if (far !== undefined) return far ? far.minutes : Infinity;
  if (!a.coordinates || !b.coordinates) return c.city(a.cityId)?.defaultLocalMinutes ?? 20;
  return localTravelMinutes(haversineKm(a.coordinates, b.coordinates), mode);
}

/** A day trip happens while its services run: not before the first arrival, left by the last departure. */
export function accessWindowViolations(c: CheckContext, day: PlanDay): Violation[] {
  const out: Violation[] = [];
  for (const it of day.items.filter(isPlaceItem)) {
    const access = accessOf(c, it);
    if (!access) continue;
    const [first, last] = accessWindow(access);
    if (it.startMinute < first || it.endMinute > last)
      out.push({
        message:
          `${it.name} at ${formatMinute(it.startMinute)}-${formatMinute(it.endMinute)} is outside the hours its transport ` +
          `allows (${formatMinute(first)}-${formatMinute(last)})`,
        day: day.day,
        itemId: it.id,
      });
  }
  return out;
}

function bufferOf(c: CheckContext, t: TransferItem): number {
  return t.mode === 'flight' ? c.r.transport.flightBufferMinutes : c.r.transport.groundBufferMinutes;
}

/** An item of the plan at its absolute instants (ms). */
export interface Timed {
  day: PlanDay;
  it: PlanItem;
  start: number;
  end: number;
}

export const byStart = (x: Timed, y: Timed) => x.start - y.start;
export const byStartThenEnd = (x: Timed, y: Timed) => x.start - y.start || x.end - y.end;
/** The travel-time check's timeline leaves out local transfers: they are judged with the places they join. */
export const onTimeline = (x: Timed) => !(x.it.kind === 'transfer' && x.it.scope === 'local');

/** Consecutive places need a transfer long enough for its mode; transfers between cities need their buffers. */
export function checkTravelTime(c: CheckContext): Violation[] {
  if (c.reuse) {
    const kept = travelTimeByDay(c);
    if (kept) return kept;
  }
  const out: Violation[] = [
    ...c.plan.days.flatMap((day) => accessWindowViolations(c, day)),
    ...c.plan.days.flatMap((day) => rideOutViolations(c, day)),
    ...c.plan.days.flatMap((day) => rideBackViolations(c, day)),
  ];
  const timeline = c.plan.days
    .flatMap((day) => day.items.map((it) => ({ day, it, ...instants(day, it) })))
    .filter(onTimeline)
    .sort(byStart);
  for (let i = 1; i < timeline.length; i++) travelPair(c, timeline[i - 1] as Timed, timeline[i] as Timed, out);
  return out;
}

/** The travel-time check of two consecutive items of the timeline. */
export function travelPair(c: CheckContext, prev: Timed, cur: Timed, out: Violation[]): void {
  const gap = Math.round((cur.start - prev.end) / 60_000);
  const a = prev.it;
  const b = cur.it;
  if (isPlaceItem(a) && isPlaceItem(b)) {
    if (prev.day.day !== cur.day.day) return;
    const t = cur.day.items.find(
      (x): x is TransferItem => x.kind === 'transfer' && x.scope === 'local' && x.fromPlaceId === a.placeId && x.toPlaceId === b.placeId,
    );
    const allowed = c.r.mobility.localModes;
    if (t) {
      const need = requiredMinutes(c, a, b, t.mode as LocalMode);
      if (t.durationMinutes < need)
        out.push({
          message: `Transfer of ${t.durationMinutes} min from ${a.name} to ${b.name} needs ${need} min by ${t.mode}`,
          day: cur.day.day,
          itemId: t.id,
        });
      if (t.startMinute < a.endMinute || t.endMinute > b.startMinute)
        out.push({ message: `Transfer to ${b.name} does not fit between the two visits`, day: cur.day.day, itemId: t.id });
    } else {
      const need = Math.min(...allowed.map((m) => requiredMinutes(c, a, b, m)));
      if (gap < need)
        out.push({
          message: `Only ${gap} min between ${a.name} and ${b.name}; the trip needs ${need} min`,
          day: cur.day.day,
          itemId: b.id,
        });
    }
    return;
  }
  const transfer = a.kind === 'transfer' ? a : b.kind === 'transfer' ? b : null;
  if (!transfer) return;
  let need = bufferOf(c, transfer);
  if (a.kind === 'transfer' && b.kind === 'transfer') need += bufferOf(c, a);
  if (gap < need) {
    const name = (x: PlanItem) => (x.kind === 'transfer' ? `the ${x.mode} ${x.service ?? ''}`.trim() : x.name);
    out.push({
      message: `Only ${gap} min between ${name(a)} and ${name(b)}; ${need} min needed to reach or leave the station`,
      day: cur.day.day,
      itemId: b.id,
    });
  }
}

export function checkNoOverlap(c: CheckContext): Violation[] {
  if (c.reuse) {
    const kept = noOverlapByDay(c);
    if (kept) return kept;
  }
  const out: Violation[] = [];
  const all = c.plan.days.flatMap((day) => day.items.map((it) => ({ day, it, ...instants(day, it) }))).sort(byStartThenEnd);
  for (const x of all) endsBeforeStart(x, out);
  for (let i = 1; i < all.length; i++) overlapPair(all[i - 1] as Timed, all[i] as Timed, out);
  return out;
}

export function endsBeforeStart(x: Timed, out: Violation[]): void {
  if (x.end < x.start) out.push({ message: `${x.it.id} ends before it starts`, day: x.day.day, itemId: x.it.id });
}

export function overlapPair(a: Timed, b: Timed, out: Violation[]): void {
  if (b.start < a.end) out.push({ message: `${b.it.id} starts before ${a.it.id} ends`, day: b.day.day, itemId: b.it.id });
}
