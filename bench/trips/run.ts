// `npm run bench:trips`: latency and throughput of the itinerary read (GET /api/itineraries/:id) and save
// (PATCH with If-Match and, like the auto-save, Prefer: return=minimal; re-running the feasibility checker) with
// on PGlite and on PostgreSQL (DATABASE_URL, or a server answering on 127.0.0.1:5432). Each request uses its own
// itinerary and that itinerary's latest ETag (checked out from a pool, returned with the ETag of the response), so
// every save is a real, successful optimistic-concurrency write. 50 connections: unconstrained (autocannon, closed
// loop) and at a fixed 200 req/s (open loop, bench/lib/open-loop.ts; decision 037). BENCH_DAYS sets the trip's
// length (4): a 1-day trip bounds what storing and checking only the edited day could gain.
// The machine is shared and noisy, so /api/health is measured in the same run and every figure is also printed
// as a ratio to it. Targets (issue 16): read >= 3000 req/s, p99 < 25 ms, >= 0.25 of health's req/s; save p99
// < 100 ms on PGlite, < 50 ms on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { openLoop } from '../lib/open-loop';
import { reachablePostgresUrl } from '../lib/postgres';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The open-loop save run's rate (BENCH_SAVE_RATE): about half of what this machine saturates at (350-480 saves/s). */
const SAVE_RATE = Number(process.env.BENCH_SAVE_RATE ?? 200);
const TARGET = { readRps: 3000, readP99: 25, readRatio: 0.25, save: { pglite: 100, postgres: 50 } as Record<string, number> };

interface Ready {
  port: number;
  token: string;
  itineraries: Array<{ id: string; etag: string; itemIds: string[]; flip?: boolean }>;
  bytes: number;
}

// BENCH_SERVER_FLAGS: node flags for the app process only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a save's time goes.
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
// BENCH_ONLY / BENCH_ENGINES: a subset while investigating, e.g. BENCH_ONLY=health,save BENCH_ENGINES=pglite.
const listEnv = (name: string) => process.env[name]?.split(',').filter(Boolean);
const onlyKinds = listEnv('BENCH_ONLY');
const onlyEngines = listEnv('BENCH_ENGINES');

function startServer(databaseUrl: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl ?? '' };
  if (!databaseUrl) delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [...serverFlags, '--import', 'tsx', new URL('./server.ts', import.meta.url).pathname, String(CONNECTIONS)],
    {
      env,
      // The ready line comes on fd 3; the server's log (stdout) goes to /dev/null, so the app pays for writing it
      // but a busy benchmark process reading a pipe does not slow it down.
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdio[3] as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ child, ready: JSON.parse(line) as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

// save and notes send `Prefer: return=minimal` as the app's auto-save does (decision 031); saveFull is the same
// plan edit for a caller that wants the whole detail back.
type Kind = 'health' | 'read' | 'save' | 'saveFull' | 'notes';

/** CPU seconds the server process has used (Linux /proc; clock ticks are 1/100 s), to tell load from code. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The request each kind sends for a pooled itinerary (read, a plan edit, a note), and what its answer updates. */
function requestFor(ready: Ready, kind: Kind, it: Ready['itineraries'][number]) {
  const auth = `Bearer ${ready.token}`;
  if (kind === 'health') return { method: 'GET' as const, path: '/api/health' };
  if (kind === 'read') return { method: 'GET' as const, path: `/api/itineraries/${it.id}`, headers: { authorization: auth } };
  it.flip = !it.flip;
  const itemId = it.itemIds[0]!;
  // A plan edit (moves an item by 10 minutes and back: re-times the day, re-runs the checker), or a note.
  const ops =
    kind === 'notes'
      ? [{ op: 'setItemNote', itemId, text: `Note ${Date.now()}`, visibility: 'private' }]
      : [{ op: 'setTime', itemId, startMinute: 600 + (it.flip ? 10 : 0) }];
  const prefer: Record<string, string> = kind === 'saveFull' ? {} : { prefer: 'return=minimal' };
  return {
    method: 'PATCH' as const,
    path: `/api/itineraries/${it.id}`,
    headers: { authorization: auth, 'content-type': 'application/json', 'if-match': it.etag, ...prefer },
    body: JSON.stringify({ ops }),
  };
}

/**
 * Each run starts from the server's current ETags. Requests cut off when the last run ended never report back, and
 * the server may still be saving them: the ETags are read until two reads half a second apart agree (a save
 * finishing after a single read made the next run's first save on that trip a 412).
 */
async function settleEtags(ready: Ready) {
  for (let changed = true; changed;) {
    changed = false;
    for (const it of ready.itineraries) {
      const res = await fetch(`http://127.0.0.1:${ready.port}/api/itineraries/${it.id}`, {
        headers: { authorization: `Bearer ${ready.token}` },
      });
      const etag = res.headers.get('etag') ?? it.etag;
      if (etag !== it.etag) [it.etag, changed] = [etag, true];
    }
    if (changed) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * One measured run. `rate` null: closed loop (autocannon, every connection sends as soon as its answer came: the
 * most the server does). A rate: open loop at that rate (bench/lib/open-loop.ts, decision 037): latency at that load.
 */
async function runOne(ready: Ready, kind: Kind, rate: number | null, pid?: number) {
  await settleEtags(ready);
  type It = Ready['itineraries'][number];
  const pool: It[] = [...ready.itineraries];
  const waiting: Array<(it: It) => void> = [];
  let conflicts = 0;
  const settle = (it: It, status: number, body: string, etag: unknown) => {
    if (status === 412) {
      conflicts++;
      it.etag = (JSON.parse(body) as { error: { details: { etag: string } } }).error.details.etag;
    }
    if (etag && kind !== 'read' && kind !== 'health') it.etag = String(etag);
    const waiter = waiting.shift();
    if (waiter) waiter(it);
    else pool.push(it);
  };
  const cpu0 = cpuSeconds(pid);
  let figures: { p50: number; p99: number; rps: number; errors: number; total: number };
  if (rate) {
    const r = await openLoop<It>({
      port: ready.port,
      connections: CONNECTIONS,
      rate,
      seconds: DURATION,
      // One request per itinerary at a time, so each save carries that itinerary's latest ETag.
      checkout: () => pool.shift() ?? new Promise<It>((resolve) => waiting.push(resolve)),
      request: (it) => requestFor(ready, kind, it),
      onResponse: (it, status, body, headers) => settle(it, status, body, headers.etag),
    });
    figures = r;
  } else {
    const result = await autocannon({
      url: `http://127.0.0.1:${ready.port}`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          setupRequest: (req, context) => {
            // Never empty with one request in flight per connection; a fallback keeps a miscount from crashing the run.
            const it = pool.shift() ?? ready.itineraries[Math.floor(Math.random() * ready.itineraries.length)]!;
            (context as { it?: unknown }).it = it;
            return { ...req, ...requestFor(ready, kind, it) };
          },
          onResponse: (status, body, context, headers) => settle((context as { it: It }).it, status, body, headers?.etag ?? headers?.ETag),
        },
      ],
    });
    figures = {
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.non2xx + result.timeouts,
      total: result.requests.total,
    };
  }
  const cpu = (cpuSeconds(pid) - cpu0) / DURATION;
  return {
    p50: figures.p50,
    p99: figures.p99,
    rps: figures.rps,
    errors: figures.errors,
    conflicts,
    // Server CPU per request; and how much of one core it used (well under 100% while latency is high = the machine is busy elsewhere).
    cpuMs: Math.round(((cpu * DURATION * 1000) / Math.max(1, figures.total)) * 10) / 10,
    cpuShare: Math.round(cpu * 100),
  };
}

interface Row {
  engine: string;
  kind: Kind;
  rate: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  conflicts: number;
  cpuMs: number;
  cpuShare: number;
}
const rows: Row[] = [];
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
const pgUrl = await reachablePostgresUrl();
const engines = [['pglite', null], ...(pgUrl ? [['postgres', pgUrl]] : [])] as Array<[string, string | null]>;
for (const [engine, url] of engines.filter(([e]) => !onlyEngines || onlyEngines.includes(e))) {
  const { child, ready } = await startServer(url);
  // The server is our child: stop it however this run ends.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  try {
    console.log(`${engine}: server on :${ready.port}, ${ready.itineraries.length} itineraries of ${(ready.bytes / 1024).toFixed(0)} KB`);
    // Warm-up: JIT, caches, connection pools.
    const selected = (kind: Kind) => !onlyKinds || onlyKinds.includes(kind);
    if (selected('health')) await runOne(ready, 'health', null);
    if (selected('read')) await runOne(ready, 'read', null);
    await runOne(ready, 'save', 100);
    let health: Row | undefined;
    for (const [kind, rate] of [
      ['health', null],
      ['read', 200],
      ['read', null],
      ['save', SAVE_RATE],
      ['save', null],
      ['saveFull', null],
      ['notes', null],
    ] as Array<[Kind, number | null]>) {
      if (!selected(kind)) continue;
      const r: Row = { engine, kind, rate: rate ? `${rate}/s` : 'max', ...(await runOne(ready, kind, rate, child.pid)) };
      rows.push(r);
      if (kind === 'health') health = r;
      const vsHealth =
        health && kind !== 'health'
          ? `  vs health: p99 x${ratio(r.p99, health.p99)}${rate ? '' : `, req/s x${ratio(r.rps, health.rps)}`}`
          : '';
      console.log(
        `${engine.padEnd(8)} ${kind.padEnd(8)} @${r.rate.padEnd(6)} p50 ` +
          `${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
          (`${String(r.rps).padStart(5)} req/s  errors ${r.errors}  412s ` +
            `${r.conflicts}  server cpu ${r.cpuMs} ms/req, ${r.cpuShare}% of a core`) +
          vsHealth,
      );
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stopChild();
    await exited;
    process.removeListener('exit', stopChild);
  }
}
if (!pgUrl) console.log('PostgreSQL not reachable: set DATABASE_URL to include it');

console.log(
  `load average ` +
    `during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores`,
);
const misses: string[] = [];
const summary: string[] = [];
for (const engine of new Set(rows.map((r) => r.engine))) {
  const find = (kind: Kind, rate: string) => rows.find((r) => r.engine === engine && r.kind === kind && r.rate === rate);
  const health = find('health', 'max');
  const read = find('read', 'max');
  const save = find('save', 'max');
  if (!health || !read || !save) {
    console.log(`${engine}: a subset was run (BENCH_ONLY); no summary against the targets`);
    continue;
  }
  const readRatio = read.rps / Math.max(1, health.rps);
  const floorMs = Math.round((CONNECTIONS / Math.max(1, save.rps)) * 1000);
  summary.push(
    `${engine}: read ${read.rps} req/s p99 ${read.p99} ms (x${readRatio.toFixed(2)} of health ${health.rps} req/s), ` +
      `save p99 ${save.p99} ms (x${ratio(save.p99, health.p99)} of health p99 ${health.p99} ms, ` +
      `${save.cpuMs} ms server cpu per save; full answer p99 ${find('saveFull', 'max')?.p99 ?? 'n/a'} ms); ` +
      // Decision 037: at saturation a closed loop's latency is connections / throughput (Little's law); the open
      // loop at a stated rate is the latency a user sees at that load. Both are printed; the target reads @max.
      `save at ${SAVE_RATE}/s open loop p99 ${find('save', `${SAVE_RATE}/s`)?.p99 ?? 'n/a'} ms, ` +
      `floor at max: ${CONNECTIONS} connections / ${save.rps} saves/s = ${floorMs} ms mean`,
  );
  if (read.rps < TARGET.readRps) misses.push(`${engine} read ${read.rps} req/s < ${TARGET.readRps}`);
  if (read.p99 >= TARGET.readP99) misses.push(`${engine} read p99 ${read.p99} >= ${TARGET.readP99} ms`);
  if (readRatio < TARGET.readRatio) misses.push(`${engine} read x${readRatio.toFixed(2)} of health < ${TARGET.readRatio}`);
  if (save.p99 >= TARGET.save[engine]!) misses.push(`${engine} save p99 ${save.p99} >= ${TARGET.save[engine]} ms`);
  for (const r of rows.filter((x) => x.engine === engine && x.errors > 0))
    misses.push(`${engine} ${r.kind} @${r.rate}: ${r.errors} errors`);
}
console.log(`bench:trips at ${CONNECTIONS} connections: ${summary.join('; ')}`);
const subset = onlyKinds || onlyEngines ? ' (a subset: not every target was measured)' : '';
console.log(misses.length ? `bench:trips MISS: ${misses.join('; ')}${subset}` : `bench:trips PASS${subset || ' (every target met)'}`);
