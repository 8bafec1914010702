#!/usr/bin/env node
// `npm test`: everything — typecheck, lint, formatting (Prettier, no line over 140 characters), unit + integration
// (PGlite; PostgreSQL too when DATABASE_URL is set), then the production build and end-to-end tests in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

// Machine-readable results beside the human output, summed into one closing line.
// Not test-results/: Playwright empties that folder when it starts.
mkdirSync('.test-reports', { recursive: true });
const VITEST_JSON = '.test-reports/vitest.json';
const PLAYWRIGHT_JSON = '.test-reports/playwright.json';
for (const f of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(f, { force: true });

const bin = (name) => `node_modules/.bin/${name}`;
// The static checks are single-threaded and independent: they run at once, each one's output printed whole.
const staticChecks = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['lines', process.execPath, ['scripts/check-line-length.mjs']],
];
const steps = [
  ['static checks', null, staticChecks],
  ['unit + integration', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['end-to-end', bin('playwright'), ['test', '--reporter=list,json']],
];

const only = process.argv.slice(2);
const started = Date.now();
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON };
for (const [name, cmd, args] of steps) {
  if (cmd === null) {
    const chosen = args.filter(([n]) => !only.length || only.includes(n));
    if (chosen.length && !(await runTogether(chosen))) {
      printTotals();
      process.exit(1);
    }
    continue;
  }
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  if (name === 'end-to-end' && !ensureChromium()) process.exit(1);
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal})`);
    printTotals();
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** Runs the checks at once; prints each one's output when it ends, then whether it passed. */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('close', (code, signal) => {
            console.log(`\n▶ ${name}`);
            if (out.length) process.stdout.write(Buffer.concat(out));
            const ok = code === 0;
            if (ok) console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
            else console.error(`\n✗ ${name} failed (exit ${code ?? signal})`);
            resolve(ok);
          });
        }),
    ),
  );
  return results.every(Boolean);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
printTotals();

/** One closing line over every runner: "tests: N passed, N failed, N skipped". */
function printTotals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(VITEST_JSON)) {
    const v = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(PLAYWRIGHT_JSON)) {
    const p = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8')).stats ?? {};
    passed += (p.expected ?? 0) + (p.flaky ?? 0);
    failed += p.unexpected ?? 0;
    skipped += p.skipped ?? 0;
  }
  if (passed + failed + skipped > 0) console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
