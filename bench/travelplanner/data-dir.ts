import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Benchmark data lives outside the project (never copied in): `../shared/benchmarks` relative to the repo,
 * or wherever BENCH_DATA_DIR points.
 */
export function benchDataDir(): string {
  const fromEnv = process.env.BENCH_DATA_DIR;
  if (fromEnv) return resolve(fromEnv);
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  return resolve(repoRoot, '..', 'shared', 'benchmarks');
}

export function travelPlannerDir(): string {
  return join(benchDataDir(), 'travelplanner');
}

export function hasBenchData(): boolean {
  return existsSync(join(travelPlannerDir(), 'CHECKS.md'));
}
