import { formatMinute } from '../time/dates';
import { earliestVisitStart } from '../time/access';
import type { PlanDay, TransferItem, Violation } from '../planner/types';
import { accessOf, isPlaceItem, type CheckContext } from './context';
import { eachDay } from './reuse';

type PlaceItem = Extract<PlanDay['items'][number], { kind: 'visit' | 'meal' }>;

/**
 * A day may start before the pace's usual start only for a day trip's early ride out: the day's first place is a
 * visit whose transport has a first arrival (a Vinicunca tour at the trailhead by 08:00), it starts no earlier
 * than that arrival, and the plan has the ride out from the lodging ending by then. A start the traveller set
 * themselves holds for the visit too (earliestVisitStart); only the ride out leaves before it. Returns that ride, or null.
 */
function earlyRideOut(c: CheckContext, day: PlanDay, it: PlaceItem): TransferItem | null {
  const places = day.items.filter(isPlaceItem);
  const first = [...places].sort((a, b) => a.startMinute - b.startMinute)[0];
  const access = it.kind === 'visit' ? accessOf(c, it) : undefined;
  if (first !== it || !access?.firstArrival || it.startMinute < earliestVisitStart(c.pace.dayStart, access, c.pace.dayStartStated))
    return null;
  const ride = day.items.find(
    (t): t is TransferItem =>
      t.kind === 'transfer' &&
      t.scope === 'local' &&
      t.toPlaceId === it.placeId &&
      !places.some((p) => p.placeId === t.fromPlaceId) &&
      t.endMinute <= it.startMinute,
  );
  return ride ?? null;
}

/** Visits and meals within the pace's day (an early day trip's start aside, as above). */
export function checkDayWindow(c: CheckContext): Violation[] {
  return eachDay(c, 'day-window', (day) => dayWindowOfDay(c, day));
}

function dayWindowOfDay(c: CheckContext, day: PlanDay): Violation[] {
  const out: Violation[] = [];
  for (const it of day.items.filter(isPlaceItem)) {
    const early = it.startMinute < c.pace.dayStart && earlyRideOut(c, day, it) !== null;
    if ((it.startMinute < c.pace.dayStart && !early) || it.endMinute > c.pace.dayEnd) {
      out.push({
        message:
          `${it.name} at ${formatMinute(it.startMinute)}-${formatMinute(it.endMinute)} is outside the day (` +
          `${formatMinute(c.pace.dayStart)}-${formatMinute(c.pace.dayEnd)})`,
        day: day.day,
        itemId: it.id,
      });
    }
  }
  return out;
}

/** The pass line names every day that starts early for a day trip, and why. */
export function dayWindowPassReason(c: CheckContext): string {
  const early = eachDay(c, 'day-window:pass', (day) =>
    day.items.filter(isPlaceItem).flatMap((it) => {
      const ride = it.startMinute < c.pace.dayStart ? earlyRideOut(c, day, it) : null;
      return ride
        ? [
            `day ${day.day} starts at ${formatMinute(it.startMinute)} at ${it.name}, its transport's first arrival ` +
              `(leave the lodging at ${formatMinute(ride.startMinute)})`,
          ]
        : [];
    }),
  );
  const base = "Visits and meals stay within each day's hours";
  return early.length ? `${base}; only a day trip's early ride out starts a day sooner: ${early.join('; ')}` : base;
}
