import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../../core/api/list-query';
import type { DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';

/**
 * Admin lists sort by any allowed column, so the opaque cursor carries an offset (operators page through
 * hundreds of rows, not millions). `total` comes from the same query (count(*) OVER ()).
 */
const OffsetCursor = z.object({ o: z.number().int().min(0).max(1_000_000) });

export function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const decoded = decodeCursor(cursor, OffsetCursor);
  if (!decoded)
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid', [{ path: 'query.cursor', message: 'not a cursor from this list' }]);
  return decoded.o;
}

export function pageOf<R extends { total: number }, T>(rows: R[], offset: number, limit: number, present: (row: R) => T) {
  const total = rows[0]?.total ?? 0;
  return { items: rows.map(present), total, nextCursor: offset + rows.length < total ? encodeCursor({ o: offset + rows.length }) : null };
}

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const orderBy = (column: string, order: 'asc' | 'desc') => sql.raw(`${column} ${order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`);

/** Rows of a raw query on either engine (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
