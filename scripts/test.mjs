#!/usr/bin/env node
// `npm test`: everything — typecheck, lint, unit + integration (PGlite; PostgreSQL too when
// DATABASE_URL is set), then the production build and end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['unit + integration', bin('vitest'), ['run']],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['end-to-end', bin('playwright'), ['test']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  if (name === 'end-to-end' && !ensureChromium()) process.exit(1);
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
