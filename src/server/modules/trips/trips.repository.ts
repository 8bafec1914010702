import { and, asc, count, desc, eq, getTableColumns, gt, gte, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { itineraries, type ItineraryRow, type NewItineraryRow } from './trips.table';

/** Drizzle queries only (STYLE). Every read by id is scoped to its owner: another user's id finds nothing. */
const { request: _r, plan: _p, notes: _n, ...summaryColumns } = getTableColumns(itineraries);
export type ItinerarySummaryRow = Omit<ItineraryRow, 'request' | 'plan' | 'notes'>;

// Reads and writes return the summary columns only: the document (request, plan, notes) is large, so it is
// fetched by (id, version) when needed and cached (trips.cache.ts).

/** What a new itinerary writes: every column but the ones only later actions set (share, archive, delete). */
export type NewItinerary = Omit<NewItineraryRow, 'plan' | 'publicId' | 'sharedAt' | 'archivedAt' | 'deletedAt'> & {
  /** The plan as JSON, serialized once by the caller (jsonOnce) and reused for the answer. */
  planJson: string;
};
const INSERT_KEYS = [
  'id',
  'ownerId',
  'title',
  'version',
  'request',
  'notes',
  'startDate',
  'endDate',
  'cities',
  'searchText',
  'travellers',
  'currency',
  'total',
  'budget',
  'feasible',
  'cover',
  'draft',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewItinerary)[];

/** One prepared statement (issue 16: drizzle built a 14-day generation's insert anew each time, ~1 ms on this thread). */
export async function insertItinerary(db: DbOrTx, row: NewItinerary): Promise<ItinerarySummaryRow> {
  const query = prepared(db, 'trips_insert', (d, name) =>
    d
      .insert(itineraries)
      // every column is a placeholder (see placeholders below); the types admit them only column by column
      .values({ ...placeholders(INSERT_KEYS), plan: sql`${sql.placeholder('planJson')}::json` } as unknown as NewItineraryRow)
      .returning(summaryColumns)
      .prepare(name),
  );
  const [created] = await query.execute({ ...row, budget: row.budget ?? null, draft: row.draft ?? false });
  return created!;
}

export async function findOwned(
  db: DbOrTx,
  ownerId: string,
  id: string,
  opts: { deleted?: boolean } = {},
): Promise<ItinerarySummaryRow | null> {
  const deleted = Boolean(opts.deleted);
  const query = prepared(db, `trips_find_owned_${deleted}`, (d, name) =>
    d
      .select(summaryColumns)
      .from(itineraries)
      .where(
        and(
          eq(itineraries.id, sql.placeholder('id')),
          eq(itineraries.ownerId, sql.placeholder('ownerId')),
          deleted ? isNotNull(itineraries.deletedAt) : isNull(itineraries.deletedAt),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ id, ownerId });
  return row ?? null;
}

export async function findShared(db: DbOrTx, publicId: string): Promise<ItinerarySummaryRow | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(itineraries)
    .where(and(eq(itineraries.publicId, publicId), isNull(itineraries.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The document of one version; null when the row has moved on (or gone) meanwhile. */
export async function findDoc(
  db: DbOrTx,
  id: string,
  version: number,
): Promise<Pick<ItineraryRow, 'title' | 'request' | 'plan' | 'notes'> | null> {
  const query = prepared(db, 'trips_find_doc', (d, name) =>
    d
      .select({ title: itineraries.title, request: itineraries.request, plan: itineraries.plan, notes: itineraries.notes })
      .from(itineraries)
      .where(and(eq(itineraries.id, sql.placeholder('id')), eq(itineraries.version, sql.placeholder('version'))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ id, version });
  return row ?? null;
}

/** The columns a save writes: the whole document and what is derived from it, or only title, notes and search text. */
export type DocPatch = Pick<
  NewItineraryRow,
  | 'title'
  | 'request'
  | 'plan'
  | 'notes'
  | 'startDate'
  | 'endDate'
  | 'cities'
  | 'searchText'
  | 'travellers'
  | 'currency'
  | 'total'
  | 'budget'
  | 'feasible'
  | 'cover'
>;
export type NotesPatch = Pick<NewItineraryRow, 'title' | 'notes' | 'searchText'>;

// What a document save reads back: the columns it does not write (the rest are the caller's own values). Fewer
// columns also mean less to decode: node-postgres parses the row description and values on the request thread.
const savedColumns = {
  version: itineraries.version,
  publicId: itineraries.publicId,
  sharedAt: itineraries.sharedAt,
  draft: itineraries.draft,
  archivedAt: itineraries.archivedAt,
  createdAt: itineraries.createdAt,
};
const where = and(
  eq(itineraries.id, sql.placeholder('id')),
  eq(itineraries.ownerId, sql.placeholder('ownerId')),
  eq(itineraries.version, sql.placeholder('version')),
  isNull(itineraries.deletedAt),
);
// drizzle encodes a placeholder in .set() with its column's mapper at execute time (sql.js fillPlaceholders), but
// its types do not admit one there.
const placeholders = (keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as unknown as Partial<NewItineraryRow>;
const DOC_KEYS = ['title', 'request', 'notes', 'startDate', 'endDate', 'cities', 'searchText'] as const;
const DERIVED_KEYS = ['travellers', 'currency', 'total', 'budget', 'feasible', 'cover'] as const;

/**
 * Optimistic concurrency: writes only if the row is still at `version`; null means someone saved first (or it is
 * not the owner's, or deleted). One prepared statement per shape (issue 16: the SQL is not rebuilt per save). The
 * plan goes in as its JSON (`planJson`, serialized once by the caller and reused for the response: jsonOnce). A
 * document save reads back only the columns it did not write; the summary row is built from the patch.
 */
export async function updateIfVersion(
  db: DbOrTx,
  ownerId: string,
  id: string,
  version: number,
  patch: (Omit<DocPatch, 'plan'> & { planJson: string }) | NotesPatch,
): Promise<ItinerarySummaryRow | null> {
  const updatedAt = new Date();
  if ('planJson' in patch) {
    const query = prepared(db, 'trips_save_doc', (d, name) =>
      d
        .update(itineraries)
        .set({
          ...placeholders([...DOC_KEYS, ...DERIVED_KEYS, 'updatedAt']),
          plan: sql`${sql.placeholder('planJson')}::json`,
          version: sql`${itineraries.version} + 1`,
        })
        .where(where)
        .returning(savedColumns)
        .prepare(name),
    );
    const [row] = await query.execute({ ...patch, updatedAt, id, ownerId, version });
    if (!row) return null;
    const { planJson: _plan, request: _request, notes: _notes, ...columns } = patch;
    return { ...columns, ...row, id, ownerId, deletedAt: null, updatedAt, budget: columns.budget ?? null };
  }
  const query = prepared(db, 'trips_save_notes', (d, name) =>
    d
      .update(itineraries)
      .set({ ...placeholders(['title', 'notes', 'searchText', 'updatedAt']), version: sql`${itineraries.version} + 1` })
      .where(where)
      .returning(summaryColumns)
      .prepare(name),
  );
  const [row] = await query.execute({
    title: patch.title,
    notes: patch.notes,
    searchText: patch.searchText,
    updatedAt,
    id,
    ownerId,
    version,
  });
  return row ?? null;
}

export interface MetaCondition {
  /** Act on a deleted row (restore) instead of a live one. */
  deleted?: boolean;
  /** Only while the row is still at this version (If-Match): checked by the UPDATE itself, so it is atomic. */
  version?: number;
  /** Only if it was deleted at or after this time (the restore window). */
  deletedSince?: Date;
}

/**
 * Metadata outside the editable document (archive, share, delete, restore): no version change. Every condition
 * is in the WHERE clause, so two concurrent writes cannot both pass a check made by an earlier read.
 */
export async function updateMeta(
  db: DbOrTx,
  ownerId: string,
  id: string,
  patch: Partial<NewItineraryRow>,
  opts: MetaCondition = {},
): Promise<ItinerarySummaryRow | null> {
  const where = [
    eq(itineraries.id, id),
    eq(itineraries.ownerId, ownerId),
    opts.deleted ? isNotNull(itineraries.deletedAt) : isNull(itineraries.deletedAt),
  ];
  if (opts.version !== undefined) where.push(eq(itineraries.version, opts.version));
  if (opts.deletedSince) where.push(gte(itineraries.deletedAt, opts.deletedSince));
  const [row] = await db
    .update(itineraries)
    .set(patch)
    .where(and(...where))
    .returning(summaryColumns);
  return row ?? null;
}

/** Shares once: concurrent calls all get the first link (the row lock orders them; COALESCE keeps the first id). */
export async function shareOnce(db: DbOrTx, ownerId: string, id: string, publicId: string, at: Date): Promise<ItinerarySummaryRow | null> {
  const [row] = await db
    .update(itineraries)
    .set({
      publicId: sql`coalesce(${itineraries.publicId}, ${publicId})`,
      sharedAt: sql`coalesce(${itineraries.sharedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(itineraries.id, id), eq(itineraries.ownerId, ownerId), isNull(itineraries.deletedAt)))
    .returning(summaryColumns);
  return row ?? null;
}

/** Trips of the owner shared by link now, other than `exceptId`. */
export async function countSharedExcept(db: DbOrTx, ownerId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(itineraries)
    .where(
      and(eq(itineraries.ownerId, ownerId), isNotNull(itineraries.publicId), isNull(itineraries.deletedAt), ne(itineraries.id, exceptId)),
    );
  return Number(row?.n ?? 0);
}

export async function purgeDeletedBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(itineraries).where(lt(itineraries.deletedAt, before));
}

/** Deletes the owner's draft for good; false when the id is not a draft of theirs (then the normal delete applies). */
export async function deleteDraft(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(itineraries)
    .where(and(eq(itineraries.id, id), eq(itineraries.ownerId, ownerId), eq(itineraries.draft, true)))
    .returning({ id: itineraries.id });
  return rows.length > 0;
}

/** Drafts nobody kept go after a while; run when a new draft is made, so it needs no scheduler. */
export async function purgeDraftsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(itineraries).where(and(eq(itineraries.draft, true), lt(itineraries.updatedAt, before)));
}

export interface ListFilter {
  ownerId: string;
  archived: 'true' | 'false' | 'all';
  status?: 'upcoming' | 'ongoing' | 'past';
  today: string;
  search?: string;
}

export type SortKey = 'updatedAt' | 'createdAt' | 'startDate' | 'title';
const SORT_SQL: Record<SortKey, SQL> = {
  updatedAt: sql`${itineraries.updatedAt}`,
  createdAt: sql`${itineraries.createdAt}`,
  startDate: sql`${itineraries.startDate}`,
  title: sql`lower(${itineraries.title})`,
};
const CAST: Record<SortKey, string> = { updatedAt: 'timestamptz', createdAt: 'timestamptz', startDate: 'date', title: 'text' };

function filterWhere(f: ListFilter): SQL {
  // Drafts (decision 013) are neither listed nor counted until kept.
  const parts: SQL[] = [eq(itineraries.ownerId, f.ownerId), isNull(itineraries.deletedAt), eq(itineraries.draft, false)];
  if (f.archived === 'false') parts.push(isNull(itineraries.archivedAt));
  if (f.archived === 'true') parts.push(isNotNull(itineraries.archivedAt));
  if (f.status === 'upcoming') parts.push(gt(itineraries.startDate, f.today));
  if (f.status === 'past') parts.push(lt(itineraries.endDate, f.today));
  if (f.status === 'ongoing') parts.push(sql`${itineraries.startDate} <= ${f.today}::date AND ${itineraries.endDate} >= ${f.today}::date`);
  if (f.search) parts.push(sql`${itineraries.searchText} LIKE ${`%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return and(...parts)!;
}

/** Keyset pagination on (sort key, id): stable under inserts, no OFFSET scans. */
export async function listOwned(
  db: DbOrTx,
  f: ListFilter,
  sort: SortKey,
  order: 'asc' | 'desc',
  limit: number,
  after: { v: string; id: string } | null,
) {
  const key = SORT_SQL[sort];
  const where = [filterWhere(f)];
  if (after) {
    const cmp = order === 'asc' ? sql.raw('>') : sql.raw('<');
    where.push(sql`(${key}, ${itineraries.id}) ${cmp} (${after.v}::${sql.raw(CAST[sort])}, ${after.id})`);
  }
  const dir = order === 'asc' ? asc : desc;
  const rows = await db
    .select(summaryColumns)
    .from(itineraries)
    .where(and(...where))
    .orderBy(dir(key), dir(itineraries.id))
    .limit(limit + 1);
  return rows as ItinerarySummaryRow[];
}

export async function countOwned(db: DbOrTx, f: ListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(itineraries).where(filterWhere(f));
  return Number(row?.n ?? 0);
}
