import type { EditOp, InfeasibleResult } from '../../../core/api/trips';
import type { Plan, PlanResult } from '../../../core/planner/types';
import { tripCityIds } from '../../../core/edits/add-place';
import { catalogPlace } from '../../../core/edits/catalog-slice';
import { placeOpeningWindows } from '../../../core/feasibility/checks-opening-hours';
import { AppError, notFound } from '../../lib/app-error';
import { EditError, pinsOf, type EditableDoc } from '../../../core/edits/apply-edits';
import { applyOps } from '../../../core/edits/apply-ops';
import { catalogFor } from './planning/catalog';
import { derivedColumns, pruneNotes } from './trips.derive';
import { planJson } from './plan-json';
import * as repo from './trips.repository';
import { docKey, tripChanged } from './trips.cache';
import { savedAnswer } from './trips.saved-answer';
import { requireOwned, serializedDetail, staleError, withDoc, type TripsContext } from './trips.service';
import type { ItineraryRow } from './trips.table';
import type { KnowledgeBase } from '../places/knowledge-base';

/**
 * The version a write is based on, from `If-Match` (RFC 9110). Missing: 428. An ETag of another resource or
 * one that does not parse cannot match: 412 like any stale one. `W/` is tolerated (a proxy may weaken it).
 */
export function expectedVersion(header: string | undefined, id: string, required: boolean): number | null {
  if (header === undefined || header.trim() === '') {
    if (!required) return null;
    throw new AppError('PRECONDITION_REQUIRED', 'Send the If-Match header with the ETag you last read, so that no edit is lost');
  }
  const first = header.split(',')[0]!.trim().replace(/^W\//, '');
  const m = /^"(.+)\.v(\d+)"$/.exec(first);
  return m && m[1] === id ? Number(m[2]) : -1;
}

/**
 * Writes the new document if nobody saved in between (UPDATE ... WHERE owner, version = expected); when that
 * matches no row, a read tells 404 (not theirs, or deleted) from 412 (stale). Edits that touch only the title or
 * notes write only those columns.
 */
async function save(
  ctx: TripsContext,
  userId: string,
  id: string,
  expected: number,
  edited: EditableDoc,
  planChanged = true,
  minimalOver?: EditableDoc,
) {
  const kb = await ctx.knowledgeBase();
  const doc: EditableDoc = {
    title: edited.title,
    request: edited.request,
    plan: edited.plan,
    notes: pruneNotes(edited.notes, edited.plan),
  };
  const derived = derivedColumns(kb, doc.title, doc.request, doc.plan);
  // The plan's JSON is made once: the same string goes to the database and into the detail this save answers.
  const { plan, ...rest } = doc;
  const patch = planChanged
    ? { ...rest, ...derived, planJson: planJson(plan) }
    : { title: doc.title, notes: doc.notes, searchText: derived.searchText };
  const updated = await repo.updateIfVersion(ctx.db, userId, id, expected, patch);
  if (updated) {
    await tripChanged(ctx.cache, id);
    ctx.cache.docs.set(docKey(updated.id, updated.version), doc);
    return minimalOver ? savedAnswer(ctx, updated, minimalOver) : serializedDetail(ctx, updated);
  }
  throw await staleError(ctx, await requireOwned(ctx, userId, id));
}

async function loadForWrite(ctx: TripsContext, userId: string, id: string, ifMatch: string | undefined) {
  const meta = await requireOwned(ctx, userId, id);
  const expected = expectedVersion(ifMatch, id, true)!;
  if (expected !== meta.version) throw await staleError(ctx, meta);
  const row = await withDoc(ctx, meta);
  // withDoc follows a save that landed between the two reads: then this write is stale too.
  if (row.version !== expected) throw await staleError(ctx, row);
  const catalog = catalogFor(await ctx.knowledgeBase(), row.currency);
  return { row, expected, catalog };
}

function applyOrThrow(base: EditableDoc, ops: EditOp[], catalog: ReturnType<typeof catalogFor>) {
  try {
    return applyOps(base, ops, catalog, new Date());
  } catch (err) {
    if (err instanceof EditError)
      throw new AppError('VALIDATION_FAILED', `Edit ${err.opIndex + 1} cannot be applied: ${err.message}. Nothing was saved.`, {
        opIndex: err.opIndex,
        op: ops[err.opIndex],
      });
    throw err;
  }
}

/** `minimal`: the client asked for Prefer: return=minimal (answer only what changed over its version: savedAnswer). */
export async function patchItinerary(
  ctx: TripsContext,
  userId: string,
  id: string,
  ifMatch: string | undefined,
  ops: EditOp[],
  minimal = false,
) {
  const expected = expectedVersion(ifMatch, id, true)!;
  // Fast path for auto-save: this instance already holds the version being edited, so the conditional UPDATE
  // alone checks owner, deletion and version. Nothing is revealed before that check: a failed op re-checks
  // ownership first (404 for someone else's id), exactly like the slow path.
  const cached = ctx.cache.docs.get(docKey(id, expected));
  if (cached) {
    let edited: ReturnType<typeof applyOps>;
    try {
      edited = applyOrThrow(cached, ops, catalogFor(await ctx.knowledgeBase(), cached.plan.currency));
    } catch (err) {
      await requireOwned(ctx, userId, id);
      throw err;
    }
    return save(ctx, userId, id, expected, edited.doc, edited.planChanged, minimal ? cached : undefined);
  }
  const { row, catalog } = await loadForWrite(ctx, userId, id, ifMatch);
  const base = { title: row.title, request: row.request, plan: row.plan, notes: row.notes };
  const edited = applyOrThrow(base, ops, catalog);
  return save(ctx, userId, id, expected, edited.doc, edited.planChanged, minimal ? base : undefined);
}

function infeasible(result: Extract<PlanResult, { status: 'infeasible' }>, message: string): AppError {
  const details: InfeasibleResult = {
    conflicts: result.conflicts,
    relaxations: result.relaxations.map((r) => ({ ...r, request: r.request as Record<string, unknown> | undefined })),
    report: result.report,
  };
  return new AppError(
    'INFEASIBLE',
    `${message}: ${result.conflicts.map((c) => c.message).join('; ') || 'no feasible alternative'}`,
    details,
  );
}

async function engineEdit(
  ctx: TripsContext,
  userId: string,
  id: string,
  ifMatch: string | undefined,
  run: (row: ItineraryRow, kb: KnowledgeBase) => Promise<PlanResult> | string,
  what: string,
) {
  const { row, expected } = await loadForWrite(ctx, userId, id, ifMatch);
  // The engine runs on the planner's worker pool (decision 019), not on this request thread.
  const result = await run(row, await ctx.knowledgeBase());
  if (typeof result === 'string') throw new AppError('VALIDATION_FAILED', result);
  if (result.status !== 'ok') throw infeasible(result, what);
  const plan: Plan = result.plan;
  return save(ctx, userId, id, expected, {
    title: row.title,
    request: { ...row.request, pins: pinsOf(plan.days) },
    plan,
    notes: row.notes,
  });
}

export function replanItineraryDay(ctx: TripsContext, userId: string, id: string, day: number, ifMatch: string | undefined) {
  return engineEdit(
    ctx,
    userId,
    id,
    ifMatch,
    (row, kb) => {
      if (day > row.plan.days.length) return `No day ${day}: the trip has ${row.plan.days.length} days`;
      return ctx.engine.run(kb, { kind: 'replanDay', currency: row.currency, request: row.request, plan: row.plan, day });
    },
    `Day ${day} cannot be re-planned`,
  );
}

export function swapItineraryItem(ctx: TripsContext, userId: string, id: string, itemId: string, ifMatch: string | undefined) {
  return engineEdit(
    ctx,
    userId,
    id,
    ifMatch,
    (row, kb) => {
      const item = row.plan.days.flatMap((d) => d.items).find((i) => i.id === itemId);
      if (!item || item.kind === 'transfer') return `No visit or meal ${itemId} in this itinerary`;
      return ctx.engine.run(kb, { kind: 'swapItem', currency: row.currency, request: row.request, plan: row.plan, itemId });
    },
    'No alternative found',
  );
}

/** A place of the trip's cities as the planner prices it for this trip: what "Add a place" shows before saving. */
export async function tripCatalogPlace(ctx: TripsContext, userId: string, id: string, placeId: string) {
  const row = await withDoc(ctx, await requireOwned(ctx, userId, id));
  const catalog = catalogFor(await ctx.knowledgeBase(), row.currency);
  const found = catalogPlace(catalog, tripCityIds(row.plan), placeId);
  if (!found) throw notFound("Place in this trip's cities");
  const dates = row.plan.days.map((d) => d.date);
  return { ...found, openingWindows: placeOpeningWindows(found.place, catalog.city(found.place.cityId), dates) };
}
