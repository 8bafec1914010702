import type { DbOrTx } from './create-db';

const byDb = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A hot query built once per database handle (drizzle `.prepare()`): its SQL is not rebuilt per request, and on
 * PostgreSQL it is a named server-side prepared statement. `name` must be unique per query shape.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let map = byDb.get(db);
  if (!map) byDb.set(db, (map = new Map()));
  let query = map.get(name) as T | undefined;
  if (!query) map.set(name, (query = build(db, name)));
  return query;
}
