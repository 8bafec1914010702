import type { LlmConfig } from '../../integrations/llm/llm';
import { z } from 'zod';
import { isoDate, isoInstant, ResourceIdSchema, text } from '../../../core/api/input-rules';
import { decodeCursor, encodeCursor, parseFields, pickFields } from '../../../core/api/list-query';
import { itineraryEtag, RESTORE_WINDOW_MS, type ItineraryListQuery } from '../../../core/api/trips';
import type { Db } from '../../db/create-db';
import { AppError, notFound } from '../../lib/app-error';
import { randomId, randomSecret } from '../../lib/secrets';
import { planJson } from './plan-json';
import type { KnowledgeBase } from '../places/knowledge-base';
import { catalogFor } from './planning/catalog';
import { currentPlan } from '../billing/entitlements';
import { withinEntitlement } from '../billing/guards';
import {
  extrasKey,
  presentDetail,
  presentExtras,
  presentShare,
  presentShared,
  presentSummary,
  serializeDetail,
  utcToday,
} from './trips.presenter';
import * as repo from './trips.repository';
import type { ItineraryRow } from './trips.table';
import { docKey, tripChanged, type TripsCache } from './trips.cache';
import type { Engine } from './engine/engine-pool';
import type { Generations } from './generation/generations';

/** What the trips services need from the app (app.deps), plus the per-app document cache. */
export interface TripsContext {
  db: Db;
  knowledgeBase(): Promise<KnowledgeBase>;
  publicUrl: string;
  cache: TripsCache;
  /** The planner's worker pool (re-plan, swap, and generation on this instance). */
  engine: Engine;
  /** Where generations are planned: this instance's pool, or the BullMQ queue (trips.module.ts). */
  generations: Generations;
  /** The configured language model: free-text requests on /generate are read by it first (planning/model-read.ts). */
  llm?: LlmConfig | null;
}
type SummaryRow = repo.ItinerarySummaryRow;

/** A cursor is client input: its sort value must be what the key casts to (a date, an instant), or PostgreSQL fails. */
const CURSOR_VALUE: Record<repo.SortKey, z.ZodType<string>> = {
  updatedAt: isoInstant(),
  createdAt: isoInstant(),
  startDate: isoDate(),
  title: text().max(500),
};
const sortCursor = (sortBy: repo.SortKey) => z.object({ v: CURSOR_VALUE[sortBy], id: ResourceIdSchema });
const notFoundTrip = () => notFound('Itinerary');

export async function requireOwned(ctx: TripsContext, userId: string, id: string): Promise<SummaryRow> {
  const row = await repo.findOwned(ctx.db, userId, id);
  if (!row) throw notFoundTrip();
  return row;
}

/**
 * For reads: the owner's live itinerary from the head cache, else the database. Exact like requireOwned: a head
 * is another user's, or deleted, never answers for this user. Writes use requireOwned (the database decides).
 */
export async function requireOwnedCached(ctx: TripsContext, userId: string, id: string): Promise<SummaryRow> {
  const head = ctx.cache.heads.get(id);
  if (head && head.ownerId === userId && !head.deletedAt) return head;
  const at = ctx.cache.epoch.n;
  const row = await requireOwned(ctx, userId, id);
  if (at === ctx.cache.epoch.n) ctx.cache.heads.set(id, row);
  return row;
}

/** The row with its document, from the cache when this version was seen before. */
export async function withDoc(ctx: TripsContext, row: SummaryRow): Promise<ItineraryRow> {
  const key = docKey(row.id, row.version);
  let doc = ctx.cache.docs.get(key);
  if (!doc) {
    const found = await repo.findDoc(ctx.db, row.id, row.version);
    // Saved again between the two reads: the newer version is what the caller should see.
    if (!found) return withDoc(ctx, (await repo.findOwned(ctx.db, row.ownerId, row.id)) ?? notFoundRow());
    ctx.cache.docs.set(key, (doc = found));
  }
  return { ...row, ...doc };
}

const notFoundRow = (): never => {
  throw notFoundTrip();
};

export async function detailOf(ctx: TripsContext, row: SummaryRow) {
  const kb = await ctx.knowledgeBase();
  const full = await withDoc(ctx, row);
  const catalog = safeCatalog(kb, full.currency);
  // Re-timing items or editing notes keeps the places, so a save reuses the extras of the version it edited.
  const key = `${kb.version}|${catalog ? full.currency : '-'}|${extrasKey(full.plan)}`;
  let extras = ctx.cache.extras.get(key);
  if (!extras) ctx.cache.extras.set(key, (extras = presentExtras(kb, catalog, full.plan)));
  return presentDetail(full, kb, catalog, ctx.publicUrl, extras);
}

/** The detail as JSON with its ETag; serialized once per version and view (archived, draft, shared, day, data). */
export async function serializedDetail(
  ctx: TripsContext,
  row: SummaryRow,
): Promise<{ json: Buffer; etag: string; unchanged: boolean; key: string }> {
  const kb = await ctx.knowledgeBase();
  const view = viewOf(row, kb);
  const key = `${docKey(row.id, row.version)}|${view}`;
  let json = ctx.cache.json.get(key);
  if (!json) ctx.cache.json.set(key, (json = serializeDetail(await detailOf(ctx, row))));
  return { json, etag: itineraryEtag(row.id, row.version), unchanged: answered(ctx, row, view), key };
}

export const viewOf = (row: SummaryRow, kb: KnowledgeBase) =>
  `${row.archivedAt ? 1 : 0}${row.draft ? 'd' : ''}|${row.publicId ?? ''}|${kb.version}|${utcToday()}`;

/**
 * Records that this version was answered in this view. The ETag is the version's (If-Match takes it), but archive
 * and share change the view without a new version: a 304 is only safe while every answer for it looked the same.
 */
export function answered(ctx: TripsContext, row: SummaryRow, view: string): boolean {
  const version = docKey(row.id, row.version);
  const first = ctx.cache.served.get(version);
  if (first === undefined) ctx.cache.served.set(version, view);
  else if (first !== view && first !== '*') ctx.cache.served.set(version, '*');
  return first === undefined || first === view;
}

/** Presenting never fails on a currency the rates table lost; the places map just lacks catalog-only hours. */
function safeCatalog(kb: KnowledgeBase, currency: string) {
  try {
    return catalogFor(kb, currency);
  } catch {
    return null;
  }
}

export async function getItinerary(ctx: TripsContext, userId: string, id: string) {
  return serializedDetail(ctx, await requireOwnedCached(ctx, userId, id));
}

export async function listItineraries(ctx: TripsContext, userId: string, q: ItineraryListQuery) {
  const today = q.today ?? utcToday();
  const sortBy = q.sortBy ?? 'updatedAt';
  const order = q.sortOrder ?? (sortBy === 'updatedAt' || sortBy === 'createdAt' ? 'desc' : 'asc');
  const after = decodeCursor(q.cursor, sortCursor(sortBy));
  if (q.cursor && !after) throw new AppError('VALIDATION_FAILED', 'The cursor is not valid; start again without it');
  const filter: repo.ListFilter = {
    ownerId: userId,
    archived: q.archived,
    today,
    ...(q.status ? { status: q.status } : {}),
    ...(q.search ? { search: q.search } : {}),
  };
  const [rows, total] = await Promise.all([repo.listOwned(ctx.db, filter, sortBy, order, q.limit, after), repo.countOwned(ctx.db, filter)]);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ v: sortValue(last, sortBy), id: last.id }) : null;
  const fields = parseFields(q.fields);
  return { items: page.map((r) => pickFields(presentSummary(r, today), fields)), nextCursor, total };
}

/** The cursor holds the sort key as PostgreSQL compares it (lower(title), ms timestamps, dates). */
function sortValue(row: SummaryRow, sortBy: repo.SortKey): string {
  if (sortBy === 'title') return row.title.toLowerCase();
  if (sortBy === 'startDate') return row.startDate;
  return row[sortBy].toISOString();
}

export async function setArchived(ctx: TripsContext, userId: string, id: string, archived: boolean) {
  const row = await repo.updateMeta(ctx.db, userId, id, { archivedAt: archived ? new Date() : null });
  if (!row) throw notFoundTrip();
  await tripChanged(ctx.cache, id, row);
  return presentSummary(row);
}

export async function deleteItinerary(ctx: TripsContext, userId: string, id: string, expectedVersion: number | null) {
  const now = new Date();
  // A discarded draft goes for good: it was never one of the user's trips (decision 013).
  if (await repo.deleteDraft(ctx.db, userId, id)) return { id, deletedAt: now.toISOString(), restorableUntil: now.toISOString() };
  // The version is part of the UPDATE: a PATCH and a DELETE sent with the same If-Match cannot both win.
  const deleted = await repo.updateMeta(
    ctx.db,
    userId,
    id,
    { deletedAt: now },
    expectedVersion === null ? {} : { version: expectedVersion },
  );
  if (!deleted) throw await staleError(ctx, await requireOwned(ctx, userId, id));
  await tripChanged(ctx.cache, id, deleted);
  // Deleted trips past the undo window go for good; doing it here needs no scheduler.
  await repo.purgeDeletedBefore(ctx.db, new Date(now.getTime() - RESTORE_WINDOW_MS));
  return { id, deletedAt: now.toISOString(), restorableUntil: new Date(now.getTime() + RESTORE_WINDOW_MS).toISOString() };
}

/** Keeps a draft the assistant planned: from now on a normal trip, listed and counted on My Trips. */
export async function keepItinerary(ctx: TripsContext, userId: string, id: string) {
  const kept = await repo.updateMeta(ctx.db, userId, id, { draft: false, updatedAt: new Date() });
  if (!kept) throw notFoundTrip();
  return serializedDetail(ctx, kept);
}

export async function restoreItinerary(ctx: TripsContext, userId: string, id: string) {
  const restored = await repo.updateMeta(
    ctx.db,
    userId,
    id,
    { deletedAt: null },
    { deleted: true, deletedSince: new Date(Date.now() - RESTORE_WINDOW_MS) },
  );
  if (!restored) throw notFoundTrip();
  await tripChanged(ctx.cache, id, restored);
  return serializedDetail(ctx, restored);
}

export async function duplicateItinerary(ctx: TripsContext, userId: string, id: string, title: string | undefined) {
  const row = await withDoc(ctx, await requireOwned(ctx, userId, id));
  const now = new Date();
  // The copy starts a new life: no link, not archived, version 1 (the insert writes only NewItinerary's columns).
  const { plan, ...copy } = row;
  const name = title ?? `${row.title} (copy)`.slice(0, 120);
  const created = await repo.insertItinerary(ctx.db, {
    ...copy,
    planJson: planJson(plan),
    title: name,
    searchText: copy.searchText.replace(row.title.toLowerCase(), name.toLowerCase()),
    id: randomId('itn'),
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  return serializedDetail(ctx, created);
}

export async function shareItinerary(ctx: TripsContext, userId: string, id: string) {
  // 128 random bits: unguessable; the unique constraint backs it up. Idempotent: an existing link is kept.
  // The plan caps how many trips are shared at once (an already shared trip keeps its link).
  const shared = await withinEntitlement(
    ctx.db,
    userId,
    'shareLinks',
    (tx) => repo.countSharedExcept(tx, userId, id),
    (tx) => repo.shareOnce(tx, userId, id, randomSecret(16), new Date()),
  );
  if (!shared) throw notFoundTrip();
  await tripChanged(ctx.cache, id, shared);
  return presentShare(shared, ctx.publicUrl)!;
}

export async function unshareItinerary(ctx: TripsContext, userId: string, id: string) {
  const row = await repo.updateMeta(ctx.db, userId, id, { publicId: null, sharedAt: null });
  if (!row) throw notFoundTrip();
  await tripChanged(ctx.cache, id, row);
  return { shared: false as const };
}

export async function requireShared(ctx: TripsContext, publicId: string): Promise<ItineraryRow> {
  const row = await repo.findShared(ctx.db, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'This link is not shared (any more)');
  return withDoc(ctx, row);
}

export async function getShared(ctx: TripsContext, publicId: string) {
  const row = await requireShared(ctx, publicId);
  const [kb, plan] = await Promise.all([ctx.knowledgeBase(), currentPlan(ctx.db, row.ownerId)]);
  // The owner's plan decides which files the link exports; the export menu offers the same list.
  return presentShared(row, kb, safeCatalog(kb, row.currency), [...plan.entitlements.exportFormats]);
}

/** 412 with the server's current version, so the client can resolve the conflict (keep mine / take theirs). */
export async function staleError(ctx: TripsContext, row: SummaryRow): Promise<AppError> {
  const itinerary = await detailOf(ctx, row);
  return new AppError('PRECONDITION_FAILED', 'This itinerary was changed elsewhere since you loaded it', {
    currentVersion: row.version,
    etag: itinerary.etag,
    itinerary,
  });
}
