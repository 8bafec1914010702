import type { Database } from '../../db/create-db';
import { pendingMigrations } from '../../db/migrate';

/** One round trip to the database, timed; unreachable → latency null. */
export async function probeDatabase(database: Database): Promise<{ reachable: boolean; latencyMs: number | null }> {
  const t0 = performance.now();
  const reachable = await database.query('SELECT 1').then(
    () => true,
    () => false,
  );
  return { reachable, latencyMs: reachable ? Math.round((performance.now() - t0) * 100) / 100 : null };
}

export const pendingMigrationNames = (database: Database) => pendingMigrations(database);
