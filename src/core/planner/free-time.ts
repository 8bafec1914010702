import { formatMinute } from '../time/dates';
import { MAX_IDLE_MINUTES } from '../trip-request/pace';
import type { FreeTime, PlanDay, PlanItem } from './types';

/** Long enough to go back to the room and rest rather than wander. */
const REST_MINUTES = 150;

const placeName = (it: PlanItem | undefined) => (it && it.kind !== 'transfer' ? it.name : null);

/**
 * Names every gap longer than MAX_IDLE_MINUTES between two consecutive items of a day (a day is never left with
 * unexplained holes): free time around the place just visited, or, for a long gap on a day with a room, rest at
 * the lodging. Gaps before the first and after the last item are the traveller's own morning and evening.
 */
export function labelFreeTime(day: PlanDay, lodgingName?: string): FreeTime[] {
  const out: FreeTime[] = [];
  // Items are in order; after an inter-city transfer its end (in the arrival zone) is where the day resumes.
  const items = day.items;
  let prevEnd: number | null = null;
  let prev: PlanItem | undefined;
  for (const it of items) {
    if (prevEnd !== null && it.startMinute - prevEnd > MAX_IDLE_MINUTES) {
      const len = it.startMinute - prevEnd;
      const near = placeName(prev) ?? placeName(it);
      const room = lodgingName ?? day.lodging?.name;
      out.push(
        len >= REST_MINUTES && room
          ? {
              startMinute: prevEnd,
              endMinute: it.startMinute,
              kind: 'rest',
              label: `Rest at ${room} (${formatMinute(prevEnd)}–${formatMinute(it.startMinute)})`,
            }
          : {
              startMinute: prevEnd,
              endMinute: it.startMinute,
              kind: 'free',
              label: `Free time${near ? ` around ${near}` : ''} (${formatMinute(prevEnd)}–${formatMinute(it.startMinute)})`,
            },
      );
    }
    prevEnd = it.kind === 'transfer' && it.scope === 'intercity' ? it.endMinute : Math.max(prevEnd ?? 0, it.endMinute);
    prev = it;
  }
  return out;
}

/** The plan's days with their free time named again (after building, re-planning or editing). */
export function withFreeTime(days: PlanDay[]): PlanDay[] {
  return days.map((d, i) => {
    // The night before is where you rest on a day that ends in a new city (its own lodging otherwise).
    const free = labelFreeTime(d, d.lodging?.name ?? days[i - 1]?.lodging?.name);
    // An unchanged day stays the same object: an edit's compact answer (decision 031) sends only days that changed.
    if (free.length ? sameFreeTime(d.freeTime, free) : !('freeTime' in d)) return d;
    const { freeTime: _old, ...rest } = d;
    return free.length ? { ...rest, freeTime: free } : rest;
  });
}

function sameFreeTime(old: FreeTime[] | undefined, free: FreeTime[]): boolean {
  return (
    old?.length === free.length &&
    old.every((o, i) => {
      const f = free[i]!;
      return o.startMinute === f.startMinute && o.endMinute === f.endMinute && o.kind === f.kind && o.label === f.label;
    })
  );
}
