// `npm run bench:trips`: latency and throughput of the itinerary read (GET /api/itineraries/:id) and save
// (PATCH with If-Match, re-running the feasibility checker) with autocannon, on PGlite and on PostgreSQL
// (DATABASE_URL, or a server answering on 127.0.0.1:5432). Each request uses its own itinerary and that
// itinerary's latest ETag (checked out from a pool, returned with the ETag of the response), so every save
// is a real, successful optimistic-concurrency write. At a fixed 200 req/s and unconstrained.
// Targets: read p99 < 25 ms, save p99 < 50 ms at 200 req/s.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { reachablePostgresUrl } from '../lib/postgres';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const TARGET = { read: 25, save: 50, notes: 50 } as const;

interface Ready {
  port: number;
  token: string;
  itineraries: Array<{ id: string; etag: string; itemIds: string[]; flip?: boolean }>;
  bytes: number;
}

function startServer(databaseUrl: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl ?? '' };
  if (!databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname, String(CONNECTIONS)], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, ready: JSON.parse(line) as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

type Kind = 'read' | 'save' | 'notes';

/** CPU seconds the server process has used (Linux /proc; clock ticks are 1/100 s), to tell load from code. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function runOne(ready: Ready, kind: Kind, rate: number | null, pid?: number) {
  // Requests cut off when a run ends never report back, so each run starts from the server's current ETags.
  for (const it of ready.itineraries) {
    const res = await fetch(`http://127.0.0.1:${ready.port}/api/itineraries/${it.id}`, {
      headers: { authorization: `Bearer ${ready.token}` },
    });
    it.etag = res.headers.get('etag') ?? it.etag;
  }
  const pool = [...ready.itineraries];
  const auth = `Bearer ${ready.token}`;
  let conflicts = 0;
  const cpu0 = cpuSeconds(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${ready.port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (req, context) => {
          // Never empty with one request in flight per connection; a fallback keeps a miscount from crashing the run.
          const it = pool.shift() ?? ready.itineraries[Math.floor(Math.random() * ready.itineraries.length)]!;
          (context as { it?: unknown }).it = it;
          if (kind === 'read') return { ...req, method: 'GET', path: `/api/itineraries/${it.id}`, headers: { authorization: auth } };
          it.flip = !it.flip;
          const itemId = it.itemIds[0]!;
          // A plan edit (moves an item by 10 minutes and back: re-times the day, re-runs the checker), or a note.
          const ops =
            kind === 'save'
              ? [{ op: 'setTime', itemId, startMinute: 600 + (it.flip ? 10 : 0) }]
              : [{ op: 'setItemNote', itemId, text: `Note ${Date.now()}`, visibility: 'private' }];
          return {
            ...req,
            method: 'PATCH',
            path: `/api/itineraries/${it.id}`,
            headers: { authorization: auth, 'content-type': 'application/json', 'if-match': it.etag },
            body: JSON.stringify({ ops }),
          };
        },
        onResponse: (status, body, context, headers) => {
          const it = (context as { it: (typeof pool)[number] }).it;
          const etag = headers?.etag ?? headers?.ETag;
          if (status === 412) {
            conflicts++;
            it.etag = (JSON.parse(body) as { error: { details: { etag: string } } }).error.details.etag;
          }
          if (etag && kind !== 'read') it.etag = String(etag);
          pool.push(it);
        },
      },
    ],
  });
  const cpu = (cpuSeconds(pid) - cpu0) / DURATION;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
    conflicts,
    // Server CPU per request; and how much of one core it used (well under 100% while latency is high = the machine is busy elsewhere).
    cpuMs: Math.round(((cpu * DURATION * 1000) / Math.max(1, result.requests.total)) * 10) / 10,
    cpuShare: Math.round(cpu * 100),
  };
}

const rows: Array<{
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
}> = [];
const pgUrl = await reachablePostgresUrl();
for (const [engine, url] of [['pglite', null], ...(pgUrl ? [['postgres', pgUrl]] : [])] as Array<[string, string | null]>) {
  const { child, ready } = await startServer(url);
  // The server is our child: stop it however this run ends.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  try {
    console.log(`${engine}: server on :${ready.port}, ${ready.itineraries.length} itineraries of ${(ready.bytes / 1024).toFixed(0)} KB`);
    // Warm-up: JIT, caches, connection pools.
    await runOne(ready, 'read', null);
    await runOne(ready, 'save', 100);
    for (const kind of ['read', 'save', 'notes'] as const) {
      for (const rate of [200, null]) {
        const r = await runOne(ready, kind, rate, child.pid);
        rows.push({ engine, kind, rate: rate ? `${rate}/s` : 'max', ...r });
        console.log(
          `${engine.padEnd(8)} ${kind.padEnd(5)} @${(rate ? `${rate}/s` : 'max').padEnd(6)} p50 ` +
            `${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
            (`${String(r.rps).padStart(5)} req/s  errors ${r.errors}  412s ` +
              `${r.conflicts}  server cpu ${r.cpuMs} ms/req, ${r.cpuShare}% of a core`),
        );
      }
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stopChild();
    await exited;
    process.removeListener('exit', stopChild);
  }
}
if (!pgUrl) console.log('PostgreSQL not reachable: set DATABASE_URL to include it');

const at200 = rows.filter((r) => r.rate === '200/s');
const verdict = at200.every((r) => r.p99 < TARGET[r.kind] && r.errors === 0) ? 'PASS' : 'MISS';
console.log(
  `load average ` +
    `during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores`,
);
console.log(
  `bench:trips ${verdict} @200/s: ${at200.map((r) => `${r.engine} ${r.kind} p99 ${r.p99}ms`).join(', ')} (targets read<` +
    `${TARGET.read} save<${TARGET.save})`,
);
