import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { Database } from './create-db';
import { listMigrations, migrate, pendingMigrations } from './migrate';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await createTestDatabase()));
afterAll(async () => drop());

describe('SQL migrations', () => {
  it('applies every migration once, in name order, and then has nothing pending', async () => {
    const applied = await migrate(database);
    expect(applied).toEqual(listMigrations().map((m) => m.name));
    expect(await migrate(database)).toEqual([]);
    expect(await pendingMigrations(database)).toEqual([]);
  });

  it('stores plans with lz4 where the server has it, and leaves the column as it was where it does not (PGlite)', async () => {
    const [column] = await database.query<{ method: string }>(
      "SELECT attcompression::text AS method FROM pg_attribute WHERE attrelid = 'itineraries'::regclass AND attname = 'plan'",
    );
    const [lz4] = await database.query<{ built: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) AS built",
    );
    expect(column!.method).toBe(lz4!.built ? 'l' : '');
  });

  it('rolls back a failing migration whole and refuses a changed one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wf-mig-'));
    writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE mig_a (id int);');
    writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE mig_b (id int); SELECT no_such_function();');
    await expect(migrate(database, dir)).rejects.toThrow();
    const tables = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'mig_b'",
    );
    expect(tables[0]!.n).toBe(0);
    expect(await pendingMigrations(database, dir)).toEqual(['0002_bad.sql']);

    writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE mig_a (id bigint);');
    await expect(migrate(database, dir)).rejects.toThrow(/changed after it was applied/);
  });
});
