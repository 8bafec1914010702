import { mkdirSync } from 'node:fs';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { startPgliteThread } from './pglite-thread/pglite-thread';

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

/** The drizzle database and raw helpers over a node-postgres pool: a PostgreSQL server, or PGlite's thread. */
function poolDatabase(pool: pg.Pool, kind: Database['kind'], close: () => Promise<void>): Database {
  // An idle connection that breaks (server restart, the database thread ending) must not crash the process: the
  // pool drops it, and the next query opens a new one or fails with a clear error.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
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
    close,
  };
}

// Memory (issue 16, README operations notes): PostgreSQL's defaults size buffers for a server of its own; in
// WebAssembly memory, once grown, is never given back. One connection needs far less.
const PGLITE_CONF = ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB'];

/** Connections to PGlite's thread (decision 042): enough that a query always waits there, not in the pool. */
const PGLITE_CONNECTIONS = 8;

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
    return poolDatabase(pool, 'postgres', () => pool.end());
  }
  const dir = opts.pgliteDir ?? './data/db';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // PGlite runs on its own thread and is spoken to over the PostgreSQL protocol (decision 034): its work leaves the
  // request thread, and both engines share one driver. PGlite is one backend; the thread shares it between the
  // pool's connections one request at a time (decision 042), so it starts the next query while this thread is still
  // reading the last answer.
  const thread = await startPgliteThread(dir, PGLITE_CONF);
  const pool = new pg.Pool({
    host: thread.host,
    port: thread.port,
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_CONNECTIONS,
    idleTimeoutMillis: 0,
  });
  return poolDatabase(pool, 'pglite', async () => {
    await pool.end();
    await thread.stop();
  });
}
