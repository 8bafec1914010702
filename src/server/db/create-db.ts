import { mkdirSync } from 'node:fs';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/**
 * One dialect (PostgreSQL), two engines: embedded PGlite by default, a real server when
 * DATABASE_URL is set. Both expose the same drizzle API and run the same SQL migrations.
 */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for migrations and health checks. */
  exec(sql: string): Promise<void>;
  /** Runs SQL in one transaction on one connection (rolled back whole on error). */
  execInTransaction(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite; `memory://` for a throwaway in-memory database. */
  pgliteDir?: string;
  /** A PostgreSQL schema to isolate tests on a shared server. */
  pgSchema?: string;
}

export async function createDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    if (opts.pgSchema) {
      const c = await pool.connect();
      try {
        await c.query(`CREATE SCHEMA IF NOT EXISTS "${opts.pgSchema}"`);
      } finally {
        c.release();
      }
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => void (await pool.query(sql)),
      execInTransaction: async (sql) => {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          await c.query(sql);
          await c.query('COMMIT');
        } catch (err) {
          await c.query('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          c.release();
        }
      },
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? './data/db';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // Memory (issue 16, README operations notes): PostgreSQL's defaults size buffers for a server of its own; in
  // WebAssembly memory, once grown, is never given back. One connection needs far less.
  // Loaded only here: a server on DATABASE_URL never holds PGlite's code (issue 16, README operations notes).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const client = await PGlite.create(dir, {
    postgresqlconf: ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB'],
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    execInTransaction: async (sql) => void (await client.transaction((tx) => tx.exec(sql))),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}
