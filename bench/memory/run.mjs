#!/usr/bin/env node
// `npm run bench:memory`: idle memory of the server as `npm start` runs it (issue 16 target: RSS ≤ 350 MB on PGlite,
// ≤ 200 MB on PostgreSQL). Starts `npm start` on each database, waits for `/api/health/ready` (which loads the
// knowledge base), waits BENCH_MEMORY_IDLE_S (20) seconds, then prints VmRSS, its peak (VmHWM) and PSS of every
// process in the tree (npm and any wrapper included). PGlite runs on an existing data directory (a first start,
// initdb and the migrations, is done once before and its peak printed). `--db=pglite|postgres` runs one database;
// `--runs=N` repeats each (runs interleave); PostgreSQL is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/wf_memory.
// BENCH_MEMORY_PORT (default 5290), BENCH_MEMORY_PGLITE_DIR (default a temporary directory). `--strict` exits 1 on a miss.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 5290);
const IDLE_S = Number(process.env.BENCH_MEMORY_IDLE_S ?? 20);
const RUNS = Number(arg('runs') ?? 1);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/wf_memory';
const TARGET_MB = { pglite: 350, postgres: 200 };
const dbs = arg('db') ? [arg('db')] : ['pglite', 'postgres'];
const ownDir = !process.env.BENCH_MEMORY_PGLITE_DIR;
const pgliteDir = process.env.BENCH_MEMORY_PGLITE_DIR ?? mkdtempSync(path.join(tmpdir(), 'wayfarer-bench-memory-'));

/** kB fields of /proc/<pid>/status and smaps_rollup; null once the process is gone. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    let pss = 0;
    try {
      pss = field(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // smaps_rollup needs a 4.14+ kernel; RSS is still printed.
    }
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, cmd, rss: field(status, 'VmRSS'), hwm: field(status, 'VmHWM'), pss, threads: field(status, 'Threads') };
  } catch {
    return null;
  }
}

/** The process and all its descendants (from /proc/<pid>/task/<tid>/children). */
function tree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${out[i]}/task`)) {
        const kids = readFileSync(`/proc/${out[i]}/task/${tid}/children`, 'utf8').trim();
        if (kids) out.push(...kids.split(/\s+/).map(Number));
      }
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

const mb = (kb) => Math.round(kb / 1024);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer(db) {
  // The embedded defaults of `npm start`; only the port, the database and the log level (warn: quiet output) differ.
  const env = { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', REDIS_URL: '', DATABASE_URL: db === 'postgres' ? PG_URL : '' };
  env.PGLITE_DIR = pgliteDir;
  delete env.NODE_ENV;
  // detached: its own process group, so the whole tree (npm, start.mjs) stops together.
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  let peak = 0;
  for (;;) {
    peak = Math.max(peak, ...tree(child.pid).map((p) => memoryOf(p)?.hwm ?? 0));
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() - started > 600_000) throw new Error('the server was not ready within 10 minutes');
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(250);
  }
  const stop = async () => {
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
  };
  return { pid: child.pid, readyMs: Date.now() - started, stop, peakKb: () => peak };
}

/** Creates the benchmark's database when the server answers but it is not there yet (a fresh machine). */
async function ensurePgDatabase(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await c.end();
  }
}

async function measure(db) {
  const server = await startServer(db);
  try {
    await sleep(IDLE_S * 1000);
    const procs = tree(server.pid).map(memoryOf).filter(Boolean);
    // The server is the node process running scripts/start.mjs (not `sh -c`, not npm): the largest such.
    const server_ = procs.filter((p) => p.cmd.includes('scripts/start.mjs')).sort((a, b) => b.rss - a.rss)[0] ?? procs.at(-1);
    return { db, readyMs: server.readyMs, procs, server: server_, totalRss: procs.reduce((s, p) => s + p.rss, 0) };
  } finally {
    await server.stop();
  }
}

const results = [];
try {
  if (
    await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${PORT} is already in use; stop whatever listens there or set BENCH_MEMORY_PORT.`);
  }
  if (dbs.includes('postgres')) await ensurePgDatabase(PG_URL);
  if (dbs.includes('pglite')) {
    // The first start (initdb + migrations) is not the idle figure; its peak is printed once.
    const first = await startServer('pglite');
    await first.stop();
    console.log(`# PGlite first start (initdb + migrations): ready in ${first.readyMs} ms, peak RSS ${mb(first.peakKb())} MB`);
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const db of dbs) {
      const r = await measure(db);
      results.push(r);
      console.log(`\n# ${db} run ${run}: ready in ${r.readyMs} ms, then ${IDLE_S} s idle`);
      for (const p of r.procs) {
        const col = (kb) => `${String(mb(kb)).padStart(4)} MB`;
        const line = `RSS ${col(p.rss)}  peak ${col(p.hwm)}  PSS ${col(p.pss)}`;
        console.log(`  ${String(p.pid).padStart(7)}  ${line}  ${String(p.threads).padStart(3)} threads  ${p.cmd.slice(0, 70)}`);
      }
      console.log(`  tree RSS ${mb(r.totalRss)} MB; server process ${mb(r.server.rss)} MB (target ≤ ${TARGET_MB[db]} MB)`);
    }
  }
} finally {
  if (ownDir) rmSync(pgliteDir, { recursive: true, force: true });
}

console.log('\n# summary (server process RSS at idle, MB; tree = with npm)');
let miss = false;
for (const db of dbs) {
  const mine = results.filter((r) => r.db === db);
  const servers = mine.map((r) => mb(r.server.rss));
  const trees = mine.map((r) => mb(r.totalRss));
  const worst = Math.max(...servers);
  if (worst > TARGET_MB[db]) miss = true;
  const verdict = worst <= TARGET_MB[db] ? 'met' : 'MISSED';
  console.log(`  ${db.padEnd(9)} server ${servers.join(', ')}  tree ${trees.join(', ')}  target ≤ ${TARGET_MB[db]}: ${verdict}`);
}
if (miss && process.argv.includes('--strict')) process.exit(1);
