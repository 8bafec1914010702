import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { classMergeTable } from './scripts/class-merge-table';

/**
 * Two projects. Server, core, data and bench tests share modules within a worker (`isolate: false`): importing the
 * app once per worker instead of once per file cuts the suite's import time several-fold, and none of them mocks
 * modules or stubs globals (each file builds its own app and database). Browser tests keep per-file isolation:
 * they use fake timers, module mocks and a jsdom per file.
 */
const shared = {
  // Vitest's default is one fork fewer than the cores: one fork on a 2-core CI machine, with the second core
  // mostly idle (PGlite's thread and the planner's pool only part-fill it). Two forks: 428 s -> 332 s there.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  setupFiles: ['src/test-setup.ts'],
};

export default defineConfig({
  plugins: [react(), classMergeTable()],
  test: {
    ...shared,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'data/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['node_modules', 'dist', 'e2e', 'src/client/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: ['node_modules', 'dist', 'e2e'],
          environment: 'node',
        },
      },
    ],
  },
});
