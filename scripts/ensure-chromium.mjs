#!/usr/bin/env node
// Playwright uses Debian's Chromium (its own browser download fails on these machines: NOTES.md).
// Install it with apt when missing and we are root; otherwise say what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return r.status === 0 && existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
