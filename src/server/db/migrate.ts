import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './create-db';

/**
 * Plain SQL migrations in ./migrations, applied in file-name order inside one transaction each and
 * recorded with a checksum. See docs/decisions/002-sql-migrations.md for why not drizzle-kit's journal.
 */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex').slice(0, 16) };
    });
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, ` +
      `checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Map(
    (await database.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map((r) => [
      r.name,
      r.checksum,
    ]),
  );
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    const seen = done.get(m.name);
    if (seen) {
      if (seen !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead`);
      continue;
    }
    // The transaction-scoped advisory lock serialises instances starting together on one PostgreSQL;
    // the primary key on schema_migrations makes a loser's transaction fail whole instead of twice-applying.
    const lock = database.kind === 'postgres' ? 'SELECT pg_advisory_xact_lock(727274);\n' : '';
    await database.execInTransaction(
      `${lock}${m.sql}\n;INSERT INTO schema_migrations (name, checksum) VALUES ('${m.name}', '${m.checksum}');`,
    );
    applied.push(m.name);
  }
  return applied;
}

/** For readiness: are all migrations on disk applied? */
export async function pendingMigrations(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const rows = await database.query<{ name: string }>('SELECT name FROM schema_migrations').catch(() => []);
  const done = new Set(rows.map((r) => r.name));
  return listMigrations(dir)
    .filter((m) => !done.has(m.name))
    .map((m) => m.name);
}
