#!/usr/bin/env node
// `npm start`: build the client and the server when missing or older than their sources, then run the server
// on the embedded defaults (PGlite in ./data/db, built-in sign-in, planner, assistant, sandbox payments).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, serverBuildStale } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sources = ['src/client', 'src/core', 'index.html', 'public', 'vite.config.ts'].map((p) => path.join(root, p)).filter(existsSync);
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale && process.env.SKIP_CLIENT_BUILD !== '1') {
  console.log('Building the client (first start or sources changed)...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server runs compiled (decision 027): rebuilt here when missing or older than its sources (under a second), so
// `npm start` stays the only command; no TypeScript loader is held at run time.
// In a child process, like the client build: the server's process holds none of esbuild.
if (serverBuildStale()) {
  console.log('Compiling the server (first start or sources changed)...');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// It runs in this process, not in a child: no wrapper process stays behind (issue 16). Signals reach server.ts directly.
process.chdir(root);
await import(pathToFileURL(SERVER_ENTRY).href);
