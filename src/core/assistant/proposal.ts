import type { CatalogPlace } from '../api/trip-catalog';
import type { EditOp } from '../api/trip-edits';
import type { ItineraryNotes } from '../api/trips';
import { tripCityIds } from '../edits/add-place';
import type { EditableDoc } from '../edits/apply-edits';
import { applyOps } from '../edits/apply-ops';
import { catalogPlace } from '../edits/catalog-slice';
import { isPlace, type PlaceItem } from '../edits/retime';
import type { Catalog, Plan, Violation } from '../planner/types';
import { formatMinute } from '../time/dates';
import type { EditProposal, ProposalDiff } from './schema';

interface Located {
  item: PlaceItem;
  day: number;
}

function placesOf(plan: Plan): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const d of plan.days) for (const it of d.items) if (isPlace(it)) out.set(it.id, { item: it, day: d.day });
  return out;
}

const hhmm = (m: number) => formatMinute(m);

/** Items added, removed and moved (another day or another start time) between two plans. */
export function diffPlans(before: Plan, after: Plan): ProposalDiff {
  const a = placesOf(before);
  const b = placesOf(after);
  const row = ({ item, day }: Located) => ({
    itemId: item.id,
    name: item.name,
    day,
    start: hhmm(item.startMinute),
    end: hhmm(item.endMinute),
  });
  const diff: ProposalDiff = { added: [], removed: [], moved: [] };
  for (const [id, x] of b) if (!a.has(id)) diff.added.push(row(x));
  for (const [id, x] of a) if (!b.has(id)) diff.removed.push(row(x));
  for (const [id, y] of b) {
    const x = a.get(id);
    if (x && (x.day !== y.day || x.item.startMinute !== y.item.startMinute)) {
      diff.moved.push({
        itemId: id,
        name: y.item.name,
        from: { day: x.day, start: hhmm(x.item.startMinute) },
        to: { day: y.day, start: hhmm(y.item.startMinute) },
      });
    }
  }
  return diff;
}

/**
 * Ops that turn the given days of `from` back into those days of `to`: remove every visit and meal there, then add
 * the target's items with their ids, times and lengths (and pin the pinned ones). Used for Undo and for re-planned
 * days, so both go through the same PATCH as any edit.
 */
export function restoreDaysOps(from: Plan, to: Plan, days: number[]): EditOp[] {
  const remove: EditOp[] = [];
  const add: EditOp[] = [];
  const pin: EditOp[] = [];
  for (const day of [...new Set(days)].sort((x, y) => x - y)) {
    for (const it of from.days[day - 1]?.items ?? []) if (isPlace(it)) remove.push({ op: 'removeItem', itemId: it.id });
    for (const it of to.days[day - 1]?.items ?? []) {
      if (!isPlace(it)) continue;
      add.push({
        op: 'addPlace',
        day,
        placeId: it.placeId,
        itemId: it.id,
        startMinute: Math.min(it.startMinute, 2879),
        durationMinutes: Math.max(5, Math.min(720, it.endMinute - it.startMinute)),
        ...(it.kind === 'meal' ? { meal: it.meal } : {}),
      });
      if (it.locked) pin.push({ op: 'pinItem', itemId: it.id, pinned: true });
    }
  }
  return [...remove, ...add, ...pin];
}

/**
 * Notes ops that give items present in `plan` the note they have in `notes` unless `current` already holds the same
 * text: removing an item (or restoring a day by remove + add) drops its note, so Apply and Undo put it back.
 */
export function keepNotesOps(plan: Plan, notes: ItineraryNotes, current: ItineraryNotes): EditOp[] {
  const out: EditOp[] = [];
  for (const [id] of placesOf(plan)) {
    const note = notes.items[id];
    if (note && current.items[id]?.text !== note.text)
      out.push({ op: 'setItemNote', itemId: id, text: note.text, visibility: note.visibility });
  }
  return out;
}

const violationsOf = (plan: Plan): Violation[] =>
  plan.report.checks.filter((c) => c.status === 'fail').flatMap((c) => (c.violations.length ? c.violations : [{ message: c.reason }]));

function undoOpsOf(before: EditableDoc, after: EditableDoc, days: number[]): EditOp[] {
  const restore = restoreDaysOps(after.plan, before.plan, days);
  const dayPlan = { ...before.plan, days: before.plan.days.filter((d) => days.includes(d.day)) };
  const cleared = {
    ...after.notes,
    items: Object.fromEntries(Object.entries(after.notes.items).filter(([id]) => !restoredIds(restore).has(id))),
  };
  return [...restore, ...keepNotesOps(dayPlan, before.notes, cleared)];
}
const restoredIds = (ops: EditOp[]) => new Set(ops.flatMap((o) => (o.op === 'addPlace' && o.itemId ? [o.itemId] : [])));

export interface ProposalInput {
  id: string;
  itineraryId: string;
  baseVersion: number;
  summary: string;
}

/**
 * A change proposal: the ops applied by the one edit engine (applyOps re-runs the feasibility checker) to a copy
 * of the trip, with the diff, the cost delta, feasibility before → after and the violations it adds. Throws
 * EditError when an op cannot apply. Nothing is saved: Apply sends `ops` through the itinerary editor.
 */
export function buildEditProposal(doc: EditableDoc, planned: EditOp[], catalog: Catalog, now: Date, meta: ProposalInput): EditProposal {
  const { doc: applied } = applyOps(doc, planned, catalog, now);
  // Items that stay (a re-planned day is removed and re-added) keep their notes.
  const keep = keepNotesOps(applied.plan, doc.notes, applied.notes);
  const ops = [...planned, ...keep];
  const after = keep.length ? applyOps(doc, ops, catalog, now).doc : applied;
  const diff = diffPlans(doc.plan, after.plan);
  const touched = new Set<number>([
    ...diff.added.map((x) => x.day),
    ...diff.removed.map((x) => x.day),
    ...diff.moved.flatMap((m) => [m.from.day, m.to.day]),
  ]);
  const seen = new Set(violationsOf(doc.plan).map((v) => `${v.day ?? ''}|${v.itemId ?? ''}|${v.message}`));
  const cities = tripCityIds(doc.plan);
  const addedPlaceIds = [...new Set(ops.flatMap((o) => (o.op === 'addPlace' ? [o.placeId] : [])))];
  const places = addedPlaceIds.flatMap((id) => catalogPlace(catalog, cities, id) ?? []) as CatalogPlace[];
  return {
    kind: 'edit',
    ...meta,
    ops,
    // Undo restores the touched days and the notes of every item on them, removed ones included.
    undoOps: undoOpsOf(doc, after, [...touched]),
    places,
    diff,
    currency: doc.plan.currency,
    costBefore: doc.plan.totals.total,
    costAfter: after.plan.totals.total,
    costDelta: after.plan.totals.total - doc.plan.totals.total,
    feasibleBefore: doc.plan.report.feasible,
    feasibleAfter: after.plan.report.feasible,
    newViolations: violationsOf(after.plan)
      .filter((v) => !seen.has(`${v.day ?? ''}|${v.itemId ?? ''}|${v.message}`))
      .slice(0, 10),
    state: 'proposed',
  };
}
