import type { EditOp, ItineraryNotes } from '../api/trips';
import { totalsOf } from '../planner/assemble';
import { withFreeTime } from '../planner/free-time';
import type { Catalog, Plan, PlanDay } from '../planner/types';
import { formatMinute } from '../time/dates';
import { resolvePace } from '../trip-request/pace';
import type { TripRequest } from '../trip-request/schema';
import { buildPlaceItem } from './add-place';
import { isPlace, retimeDay, type PlaceItem } from './retime';

/** The editable part of an itinerary. */
export interface EditableDoc {
  title: string;
  request: TripRequest;
  plan: Plan;
  notes: ItineraryNotes;
}

export class EditError extends Error {
  constructor(
    message: string,
    readonly opIndex: number,
  ) {
    super(message);
    this.name = 'EditError';
  }
}

export interface EditOptions {
  /** Stamps the notes' `updatedAt` (core never reads the clock). */
  now: Date;
  /**
   * The browser's optimistic view: an op that cannot apply (say, to an item someone else removed) is skipped and
   * listed in `skipped` instead of failing the batch. Every op checks before it changes anything, so skipping one
   * leaves the same document as a batch without it.
   */
  skipInvalid?: boolean;
}

export interface EditResult<D extends EditableDoc> {
  doc: D;
  planChanged: boolean;
  skipped: number[];
}

/**
 * Applies a batch of edit operations (src/core/api/trip-edits.ts) to a document, purely: in order, all or
 * nothing (the first bad op throws EditError, unless `skipInvalid`) and never mutating the input. Days whose items
 * changed are re-timed and get fresh local transfers, pins follow the locked items, totals are recomputed.
 * The feasibility report is left as it was: `applyOps` (apply-ops.ts) re-runs the checker; the browser runs it
 * lazily because the checker is large. The server and the browser both run this function (one engine).
 */
export function applyEdits<D extends EditableDoc>(input: D, ops: EditOp[], catalog: Catalog, options: EditOptions): EditResult<D> {
  // Copy-on-write: the input may be a cached version shared with other requests, so nothing reachable from it
  // is ever mutated. Days are replaced whole (retimeDay), items are copied before they change.
  const doc: D = {
    ...input,
    notes: { items: { ...input.notes.items }, days: { ...input.notes.days } },
    plan: { ...input.plan, days: [...input.plan.days] },
  };
  const days = doc.plan.days;
  const orders: PlaceItem[][] = days.map((d) => d.items.filter(isPlace).sort((a, b) => a.startMinute - b.startMinute));
  const touched = new Set<number>();
  const fixed = new Set<string>();
  const stamp = options.now.toISOString();
  const skipped: number[] = [];
  // Items removed earlier in this batch: `days` still lists them until the orders are written back.
  const removed = new Set<string>();

  const locate = (itemId: string, i: number) => {
    for (let d = 0; d < orders.length; d++) {
      const k = (orders[d] as PlaceItem[]).findIndex((x) => x.id === itemId);
      if (k >= 0) return { d, k, item: (orders[d] as PlaceItem[])[k] as PlaceItem };
    }
    throw new EditError(`No visit or meal ${itemId} in this itinerary`, i);
  };
  const dayIndex = (day: number, i: number) => {
    if (day < 1 || day > days.length) throw new EditError(`No day ${day}: the trip has ${days.length} days`, i);
    return day - 1;
  };

  const apply = (op: EditOp, i: number) => {
    switch (op.op) {
      case 'rename':
        doc.title = op.title;
        return;
      case 'setItemNote': {
        const exists =
          orders.some((o) => o.some((x) => x.id === op.itemId)) ||
          (!removed.has(op.itemId) && days.some((d) => d.items.some((x) => x.id === op.itemId)));
        if (!exists) throw new EditError(`No item ${op.itemId} in this itinerary`, i);
        if (op.text.trim()) doc.notes.items[op.itemId] = { text: op.text, visibility: op.visibility, updatedAt: stamp };
        else delete doc.notes.items[op.itemId];
        return;
      }
      case 'setDayNote': {
        dayIndex(op.day, i);
        if (op.text.trim()) doc.notes.days[String(op.day)] = { text: op.text, visibility: op.visibility, updatedAt: stamp };
        else delete doc.notes.days[String(op.day)];
        return;
      }
      case 'pinItem': {
        const { d, k, item } = locate(op.itemId, i);
        const next: PlaceItem = { ...item };
        if (op.pinned) next.locked = true;
        else delete next.locked;
        (orders[d] as PlaceItem[])[k] = next;
        touched.add(d);
        return;
      }
      case 'removeItem': {
        const { d, k } = locate(op.itemId, i);
        (orders[d] as PlaceItem[]).splice(k, 1);
        delete doc.notes.items[op.itemId];
        removed.add(op.itemId);
        touched.add(d);
        return;
      }
      case 'moveItem': {
        const { d, k, item } = locate(op.itemId, i);
        const to = dayIndex(op.toDay, i);
        (orders[d] as PlaceItem[]).splice(k, 1);
        const target = orders[to] as PlaceItem[];
        const at = Math.min(op.toIndex, target.length);
        // The moved item takes the time slot where it was dropped; the items after it move later as needed.
        const slot = target[at]?.startMinute ?? target[at - 1]?.endMinute ?? resolvePace(doc.request.pace).dayStart;
        const length = item.endMinute - item.startMinute;
        target.splice(at, 0, { ...item, startMinute: slot, endMinute: slot + length });
        if (item.locked) fixed.add(item.id);
        touched.add(d).add(to);
        return;
      }
      case 'setTime': {
        const { d, k, item } = locate(op.itemId, i);
        const end = op.endMinute ?? op.startMinute + (item.endMinute - item.startMinute);
        if (end <= op.startMinute) throw new EditError('endMinute must be after startMinute', i);
        const list = orders[d] as PlaceItem[];
        list[k] = { ...item, startMinute: op.startMinute, endMinute: end };
        list.sort((a, b) => a.startMinute - b.startMinute);
        fixed.add(item.id);
        touched.add(d);
        return;
      }
      case 'addPlace': {
        const d = dayIndex(op.day, i);
        const target = orders[d] as PlaceItem[];
        // Ids in use now: the visits and meals as edited so far (an id removed earlier in this batch is free again)
        // and the transfers, whose ids do not change until the days are re-timed.
        const taken = new Set(
          orders
            .flatMap((o) => o.map((x) => x.id))
            .concat(days.flatMap((x) => x.items.filter((y) => y.kind === 'transfer').map((y) => y.id))),
        );
        const built = buildPlaceItem(op, days[d] as PlanDay, doc.request, doc.plan, catalog, taken, target);
        if (typeof built === 'string') throw new EditError(built, i);
        target.splice(built.index, 0, built.item);
        target.sort((a, b) => a.startMinute - b.startMinute);
        if (op.startMinute !== undefined) fixed.add(built.item.id);
        touched.add(d);
        return;
      }
    }
  };
  ops.forEach((op, i) => {
    try {
      apply(op, i);
    } catch (err) {
      if (!(options.skipInvalid && err instanceof EditError)) throw err;
      skipped.push(i);
    }
  });

  if (touched.size === 0) return { doc, planChanged: false, skipped };
  for (const d of touched) days[d] = retimeDay(days[d] as PlanDay, orders[d] as PlaceItem[], fixed, doc.request, catalog);
  // Gaps opened or closed by the edit are named again (the checker's idle-time check reads them).
  withFreeTime(days).forEach((d, i) => (days[i] = d));
  doc.request = { ...doc.request, pins: pinsOf(days) };
  doc.plan.totals = totalsOf(days);
  return { doc, planChanged: true, skipped };
}

/** Pins mirror the locked items (day and local start), so re-plans keep them and the checker verifies them. */
export function pinsOf(days: PlanDay[]): TripRequest['pins'] {
  return days.flatMap((d) =>
    d.items
      .filter(isPlace)
      .filter((x) => x.locked)
      .map((x) => ({
        placeId: x.placeId,
        day: d.day,
        ...(x.startMinute < 1440 ? { start: formatMinute(x.startMinute) } : {}),
      })),
  );
}
