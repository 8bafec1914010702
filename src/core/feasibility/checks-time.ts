import { haversineKm } from '../geo/distance';
import { formatMinute } from '../time/dates';
import { accessLeg, accessWindow } from '../time/access';
import { localTravelMinutes } from '../time/local-travel';
import { breakOwed, leavesBeforeBreakfast, mealWindow } from '../trip-request/pace';
import type { LocalMode } from '../trip-request/schema';
import type { PlanItem, TransferItem, Violation } from '../planner/types';
import { lightDayViolations } from './checks-light-day';
import { rideOutViolations } from './checks-ride-out';
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
function accessWindowViolations(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  for (const day of c.plan.days)
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

/** Consecutive places need a transfer long enough for its mode; transfers between cities need their buffers. */
export function checkTravelTime(c: CheckContext): Violation[] {
  const out: Violation[] = [...accessWindowViolations(c), ...rideOutViolations(c)];
  const timeline = c.plan.days
    .flatMap((day) => day.items.map((it) => ({ day, it, ...instants(day, it) })))
    .filter((x) => !(x.it.kind === 'transfer' && x.it.scope === 'local'))
    .sort((x, y) => x.start - y.start);
  for (let i = 1; i < timeline.length; i++) {
    const prev = timeline[i - 1] as (typeof timeline)[number];
    const cur = timeline[i] as (typeof timeline)[number];
    const gap = Math.round((cur.start - prev.end) / 60_000);
    const a = prev.it;
    const b = cur.it;
    if (isPlaceItem(a) && isPlaceItem(b)) {
      if (prev.day.day !== cur.day.day) continue;
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
      continue;
    }
    const transfer = prev.it.kind === 'transfer' ? prev.it : cur.it.kind === 'transfer' ? cur.it : null;
    if (!transfer) continue;
    let need = bufferOf(c, transfer);
    if (prev.it.kind === 'transfer' && cur.it.kind === 'transfer') need += bufferOf(c, prev.it as TransferItem);
    if (gap < need) {
      const name = (x: PlanItem) => (x.kind === 'transfer' ? `the ${x.mode} ${x.service ?? ''}`.trim() : x.name);
      out.push({
        message: `Only ${gap} min between ${name(prev.it)} and ${name(cur.it)}; ${need} min needed to reach or leave the station`,
        day: cur.day.day,
        itemId: cur.it.id,
      });
    }
  }
  return out;
}

export function checkNoOverlap(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const all = c.plan.days
    .flatMap((day) => day.items.map((it) => ({ day, it, ...instants(day, it) })))
    .sort((x, y) => x.start - y.start || x.end - y.end);
  for (const x of all) if (x.end < x.start) out.push({ message: `${x.it.id} ends before it starts`, day: x.day.day, itemId: x.it.id });
  for (let i = 1; i < all.length; i++) {
    const a = all[i - 1] as (typeof all)[number];
    const b = all[i] as (typeof all)[number];
    if (b.start < a.end) out.push({ message: `${b.it.id} starts before ${a.it.id} ends`, day: b.day.day, itemId: b.it.id });
  }
  return out;
}

/** Activities per day within the pace, the minimum on full days, and the break between consecutive items. */
export function checkPace(c: CheckContext): Violation[] {
  const out: Violation[] = lightDayViolations(c);
  c.plan.days.forEach((day, i) => {
    const visits = day.items.filter((x) => x.kind === 'visit').length;
    const counted = (c.counts[i]?.length ?? 0) > 0;
    const full = counted && ((c.presence[i]?.transfers.length ?? 0) === 0 || c.pace.travelDaysFull);
    if (visits > c.pace.maxActivities)
      out.push({ message: `Day ${day.day} has ${visits} visits; the pace allows ${c.pace.maxActivities}`, day: day.day });
    if (full && visits < c.pace.minActivities)
      out.push({ message: `Day ${day.day} has ${visits} visits; the pace asks for at least ${c.pace.minActivities}`, day: day.day });
    const places = day.items.filter(isPlaceItem).sort((a, b) => a.startMinute - b.startMinute);
    for (let k = 1; k < places.length; k++) {
      const a = places[k - 1] as (typeof places)[number];
      const b = places[k] as (typeof places)[number];
      if (a.cityId !== b.cityId) continue;
      const t = day.items.find(
        (x): x is TransferItem => x.kind === 'transfer' && x.scope === 'local' && x.fromPlaceId === a.placeId && x.toPlaceId === b.placeId,
      );
      const free = b.startMinute - a.endMinute - (t ? t.durationMinutes : 0);
      if (free < breakOwed(c.pace.breakMinutes, t?.durationMinutes ?? 0, a.kind === 'meal' || b.kind === 'meal'))
        out.push({
          message: `Only ${free} min of break before ${b.name}; the pace asks for ${c.pace.breakMinutes}`,
          day: day.day,
          itemId: b.id,
        });
    }
  });
  return out;
}

export function checkMeals(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  c.plan.days.forEach((day, i) => {
    for (const it of day.items) {
      if (it.kind !== 'meal') continue;
      // Local meal times: a 22:00 dinner is normal in Madrid, an 11:30 lunch is not.
      const [w0, w1] = mealWindow(c.city(it.cityId), it.meal);
      if (it.startMinute < w0 || it.startMinute > w1)
        out.push({
          message: `${it.meal} at ${it.name} starts ${formatMinute(it.startMinute)}; locals eat it ${formatMinute(w0)}-${formatMinute(w1)}`,
          day: day.day,
          itemId: it.id,
        });
    }
    const full = (c.presence[i]?.transfers.length ?? 0) === 0 && (c.counts[i]?.length ?? 0) > 0;
    if (!full) return;
    // A day trip whose tour includes the meal on the road (its access data says so) is that meal.
    const first = day.items[0];
    const earlyRideOut =
      first?.kind === 'transfer' &&
      first.scope === 'local' &&
      day.items.some((x) => x.kind === 'visit' && x.placeId === first.toPlaceId && accessOf(c, x)?.firstArrival) &&
      leavesBeforeBreakfast(c.city(first.toCityId), first.startMinute);
    const onTour = (meal: (typeof c.pace.meals)[number]) =>
      (meal === 'breakfast' && earlyRideOut) || day.items.some((x) => x.kind === 'visit' && accessOf(c, x)?.meals?.includes(meal));
    for (const meal of c.pace.meals) {
      if (!day.items.some((x) => x.kind === 'meal' && x.meal === meal) && !onTour(meal))
        out.push({ message: `Day ${day.day} has no ${meal}`, day: day.day });
    }
  });
  return out;
}
