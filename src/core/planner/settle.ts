import { breakOwed, MAX_IDLE_MINUTES } from '../trip-request/pace';
import { earliestStart, type Segment, type Timed } from './sequence';

/** Arrive at the item after the morning with this much in hand, like the planner's transfers (assemble.ts). */
const MARGIN = 15;
const STEP = 5;

/**
 * Items are timed as early as possible, so a morning with one short visit and a lunch booked at 12:30 read
 * "Piazza Navona 09:02–09:32, then rest at the hotel until noon". When the day's first long gap comes after its
 * first items, those items move later as a block (each still open, inside its meal or access window and not pinned),
 * so the day starts later instead of stopping: the traveller keeps the morning. Nothing else moves; the order and the
 * legs stay as they are, so every check the day passed still holds.
 */
export function settleMorning(seg: Segment, timed: Timed[], breakMin: number): Timed[] {
  for (let k = 0; k + 1 < timed.length; k++) {
    const cur = timed[k]!;
    const next = timed[k + 1]!;
    const legMin = next.legIn?.minutes ?? 0;
    const slack = next.start - cur.end - legMin - breakOwed(breakMin, legMin, !!cur.stop.meal || !!next.stop.meal);
    if (slack <= MAX_IDLE_MINUTES) continue;
    const prefix = timed.slice(0, k + 1);
    if (prefix.some((t) => t.stop.locked || t.stop.fixedStart !== undefined)) return timed;
    for (let delta = Math.floor((slack - MARGIN) / STEP) * STEP; delta >= 30; delta -= STEP) {
      if (prefix.every((t) => earliestStart(seg, t.stop, t.start + delta) === t.start + delta))
        return [...prefix.map((t) => ({ ...t, start: t.start + delta, end: t.end + delta })), ...timed.slice(k + 1)];
    }
    return timed;
  }
  return timed;
}
