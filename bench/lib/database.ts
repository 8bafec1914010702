import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/server/db/create-db';
import { createTestDatabase } from '../../src/server/test/test-app';

/**
 * The database a bench's app process runs on: a throwaway schema when DATABASE_URL is set, else PGlite in a fresh
 * directory on disk, as `npm start` runs it (PGLITE_DIR), removed when the bench ends (decision 044). The tests'
 * in-memory PGlite grows its files by copying them whole (Emscripten's MEMFS), which under a stream of saves costs
 * more than the disk does, so it is not what a deployment sees; `BENCH_PGLITE_MEMORY=1` measures it anyway.
 */
export async function benchDatabase() {
  if (process.env.DATABASE_URL || process.env.BENCH_PGLITE_MEMORY) return createTestDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfarer-bench-'));
  const database = await createDatabase({ pgliteDir: dir });
  return {
    database,
    drop: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
