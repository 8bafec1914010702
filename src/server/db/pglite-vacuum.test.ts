import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './create-db';
import { vacuumPeriodically } from './pglite-vacuum';

/** PGlite has no autovacuum: without a VACUUM, rows rewritten by saves leave their old versions and the table grows. */
describe('vacuumPeriodically (embedded database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ pgliteDir: 'memory://' });
    await database.exec(`CREATE TABLE plans (id int PRIMARY KEY, version int NOT NULL, body text NOT NULL);
      CREATE INDEX plans_version_idx ON plans (version);
      INSERT INTO plans SELECT g, 0, md5(g::text) FROM generate_series(1, 50) g;`);
  });
  afterAll(async () => database.close());

  const size = async () => Number((await database.query<{ s: string }>(`SELECT pg_total_relation_size('plans') AS s`))[0]!.s);
  // Saves as the app makes them: each rewrites a row and an indexed column (the version), so no in-page reuse.
  // Fifty to a round trip (each row once per batch, so every batch leaves 50 dead versions, as 50 saves would).
  const saves = async (n: number, from: number) => {
    for (let i = 0; i < n; i += 50) {
      const batch = Array.from({ length: Math.min(50, n - i) }, (_, k) => {
        const j = from + i + k;
        const body = Array.from({ length: 40 }, (_, c) => `${j}-${c}`).join(',');
        return `UPDATE plans SET version = version + 1, body = '${body}' WHERE id = ${(j % 50) + 1};`;
      });
      await database.exec(batch.join('\n'));
    }
  };
  const logs: string[] = [];
  const log = { debug: (_: unknown, m: string) => logs.push(m), warn: (_: unknown, m: string) => logs.push(m) } as never;

  it('keeps a table that is rewritten again and again from growing without end', async () => {
    await saves(1500, 0);
    const unvacuumed = await size();
    await saves(1500, 1500);
    expect(await size()).toBeGreaterThan(unvacuumed * 1.3);

    const stop = vacuumPeriodically(database, log, 20);
    try {
      await expect.poll(() => logs.includes('embedded database vacuumed'), { timeout: 10_000 }).toBe(true);
      const vacuumed = await size();
      for (let round = 0; round < 3; round++) {
        logs.length = 0;
        await saves(1000, 3000 + round * 1000);
        await expect.poll(() => logs.includes('embedded database vacuumed'), { timeout: 10_000 }).toBe(true);
      }
      expect(await size()).toBeLessThan(vacuumed * 1.3);
    } finally {
      stop();
    }
  });
});
