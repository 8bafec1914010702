// `npm run bench:generation`: does trip generation stall other requests? /api/health and the itinerary read
// (GET /api/itineraries/:id) at a fixed rate (an open loop, decision 037), idle and while 4 fourteen-day generations
// run at once in a process of their own (load.ts; each loop starts the next as soon as one ends); target: loaded p99
// within 2x of idle. Also generation time per size (2/4/7/14 days, p50 of a few sequential runs on an idle server).
// PLANNER_WORKERS=0 measures the planner on the request thread (as before decision 019); unset = the default pool.
// Last, the machine's floor (decision 039): the same probe while one busy thread at the planner's priority runs in
// another process (burn.ts) and the server does nothing else. Loaded p99 near the floor means the rest of the miss
// is how this machine schedules two cores; well above it, the server's own work under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { openLoop } from '../lib/open-loop';
import { generator } from './generate';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [2, 4, 7, 14];
// Each Free-plan user may generate 10 times a month and 10 times a minute: generations are spread over the users.
// A 14-day generation takes ~50 ms, so 4 loops run ~1,600 in the two 10-second loaded runs: 200 users allow 1,990.
const USERS = Number(process.env.BENCH_USERS ?? 200);

interface Ready {
  port: number;
  tokens: string[];
  itineraryId: string;
  nice: number;
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_SERVER_FLAGS: node flags for the app process only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, `--trace-gc`).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', new URL('./server.ts', import.meta.url).pathname, String(USERS)], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    // The ready line is the one that starts with '{"port"'; other lines (e.g. `--trace-gc`'s) go to stderr.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"port"')) resolve({ child, ready: JSON.parse(line) as Ready });
      else process.stderr.write(`${line}\n`);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const { child, ready } = await startServer();
process.once('exit', () => child.kill('SIGTERM'));
const base = `http://127.0.0.1:${ready.port}`;
// The first user reads the itinerary the server generated for it (one of its 10), so generations use the others.
const generators = ready.tokens.slice(1);
const { generate, used } = generator(base, generators);

// The probe is an open loop at RATE (decision 037): requests evenly spread, so a stall anywhere in the second is
// sampled (autocannon's fixed rate sends each connection's share in a burst at the start of every second).
async function latency(path: string, auth: boolean) {
  const r = await openLoop({
    port: ready.port,
    connections: 10,
    rate: RATE,
    seconds: DURATION,
    checkout: () => null,
    request: () => ({ method: 'GET', path, ...(auth ? { headers: { authorization: `Bearer ${ready.tokens[0]}` } } : {}) }),
    onResponse: () => undefined,
  });
  return { p50: r.p50, p99: r.p99, max: r.max, errors: r.errors };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const workers = process.env.PLANNER_WORKERS ?? 'default';
console.log(`bench:generation  PLANNER_WORKERS=${workers}  ${availableParallelism()} cores, ${RATE} req/s, ${DURATION} s per run`);

for (const days of SIZES) await generate(days); // warm-up: worker start, JIT, the catalog
const sizes: string[] = [];
for (const days of SIZES) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await generate(days))!);
  sizes.push(`${days}d ${Math.round(median(times))} ms`);
}
console.log(`generation p50 (idle, ${RUNS} runs each): ${sizes.join(', ')}`);

const read = `/api/itineraries/${ready.itineraryId}`;
const idle = { health: await latency('/api/health', false), read: await latency(read, true) };

// Each load runs in its own process (this one only measures): it prints "started", runs until its stdin closes,
// then prints one JSON line of figures.
async function under<T>(script: string, arg: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname, arg], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  await lines.next(); // "started"
  const probed = { health: await latency('/api/health', false), read: await latency(read, true) };
  child.stdin!.end();
  return { ...probed, result: JSON.parse(String((await lines.next()).value)) as T };
}

const loaded = await under<{ generated: number; spent: boolean }>('./load.ts', JSON.stringify({ base, tokens: generators, first: used() }));
const { generated, spent } = loaded.result;
const floor = await under<{ rounds: number }>('./burn.ts', String(ready.nice));

const rows: string[] = [];
let pass = true;
for (const kind of ['health', 'read'] as const) {
  const ratio = loaded[kind].p99 / Math.max(1, idle[kind].p99);
  pass &&= ratio <= 2 && loaded[kind].errors === 0;
  rows.push(`${kind} p99 ${idle[kind].p99} ms idle → ${loaded[kind].p99} ms loaded (${ratio.toFixed(1)}x, max ${loaded[kind].max} ms)`);
  console.log(
    `${kind.padEnd(6)} idle p50 ${idle[kind].p50} p99 ${idle[kind].p99} ms | 4×14-day generations: p50 ${loaded[kind].p50} ` +
      `p99 ${loaded[kind].p99} max ${loaded[kind].max} ms, errors ${loaded[kind].errors}`,
  );
}
console.log(`${generated} fourteen-day generations finished during the loaded runs`);
const floorRows = (['health', 'read'] as const).map(
  (kind) =>
    `${kind} p99 ${floor[kind].p99} ms (${(floor[kind].p99 / Math.max(1, idle[kind].p99)).toFixed(1)}x idle; loaded is ` +
    `${(loaded[kind].p99 / Math.max(1, floor[kind].p99)).toFixed(1)}x this)`,
);
console.log(`floor, one busy thread at nice ${ready.nice} in another process and no generations: ${floorRows.join('; ')}`);
if (spent) console.log(`the users' allowance ran out before the loaded runs ended: raise BENCH_USERS (${USERS})`);
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores`);
console.log(`bench:generation ${pass ? 'PASS' : 'MISS'} (target: loaded p99 within 2x of idle): ${rows.join('; ')}`);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await exited;
