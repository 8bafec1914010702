// `npm run bench:places`: p50/p99 latency and throughput of city autocomplete and map bounding-box
// queries under load (autocannon, 10 s, 50 connections) against the real app in its own process (bench/places/server.ts)
// on a local port, on PGlite and, when DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL too.
// /api/health in the same run is the floor this machine allows at 50 connections (each row's ratio to it is printed).
// Targets: autocomplete p99 < 20 ms, bbox p99 < 30 ms, map-highlights (zoomed out and city, with and without "open at")
// p99 < 20 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { reachablePostgresUrl } from '../lib/postgres';

const require = createRequire(import.meta.url);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const QUERIES = ['lis', 'par', 'new y', 'tokio', 'sao pa', 'barcleona', 'kra', 'mel', 'cape', 'rio'];

/**
 * 3,000 distinct queries (prefixes of 3–7 letters of the 1,500 largest cities, some with a typo),
 * more than the 2,000-entry response cache holds, so most requests really search the index.
 */
function realisticQueries(): string[] {
  const { cityIndex } = require('../../src/server/modules/geo/city-index') as typeof import('../../src/server/modules/geo/city-index');
  const big = [...cityIndex().cities].sort((a, b) => b.population - a.population).slice(0, 1500);
  const out = new Set<string>();
  big.forEach((c, i) => {
    const n = c.name.toLowerCase();
    out.add(n.slice(0, 3 + (i % 5)));
    if (n.length > 5) out.add(n.slice(0, 2) + n[3] + n[2] + n.slice(4, 6)); // swapped letters
  });
  return [...out].slice(0, 3000);
}

async function runOne(baseUrl: string, name: string, paths: string[]) {
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  const errors = result.errors + result.non2xx;
  return { name, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors };
}

function startServer(databaseUrl?: string): Promise<{ child: ChildProcess; port: number; centres: Array<[number, number]> }> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const { child, port, centres } = await startServer(databaseUrl);
  const base = `http://127.0.0.1:${port}`;
  const destinations = centres.map(([lon, lat]) => ({ coordinates: { lon, lat } }));
  // Warm the city index and the JIT before measuring.
  for (const q of QUERIES) await fetch(`${base}/api/cities/autocomplete?q=${encodeURIComponent(q)}`);
  const autocomplete = [...QUERIES, ...realisticQueries()].map((q) => `/api/cities/autocomplete?q=${encodeURIComponent(q)}`);
  const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
  const box = (lon: number, lat: number, span: number) =>
    [clamp(lon - span, 180), clamp(lat - span, 85), clamp(lon + span, 180), clamp(lat + span, 85)].map((n) => n.toFixed(4)).join(',');
  const cities = destinations.slice(0, 40);
  const bboxes = cities.flatMap((d) =>
    [14, 12, 9].map((z) => `/api/map-highlights?bbox=${box(d.coordinates.lon, d.coordinates.lat, 0.02 * 2 ** (14 - z))}&zoom=${z}`),
  );
  // The map explorer's "open at" filter: zoomed out (continent-sized boxes, zoom 3-5) and at city level (zoom 12-13),
  // over many distinct hours so most requests miss the response cache.
  const hours = Array.from(
    { length: 48 },
    (_, i) => `2026-06-${String(1 + (i % 7)).padStart(2, '0')}T${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
  const openWide = hours.flatMap((at, i) =>
    [3, 4, 5].map((z) => {
      const d = cities[(i * 3 + z) % cities.length]!;
      return `/api/map-highlights?bbox=${box(d.coordinates.lon, d.coordinates.lat, Math.min(80, 360 / 2 ** z))}&zoom=${z}&openAt=${at}`;
    }),
  );
  const openCity = hours.flatMap((at, i) =>
    [12, 13].map((z) => {
      const d = cities[(i * 2 + z) % cities.length]!;
      return `/api/map-highlights?bbox=${box(d.coordinates.lon, d.coordinates.lat, 0.02 * 2 ** (14 - z))}&zoom=${z}&openAt=${at}`;
    }),
  );
  // /api/map-highlights as the explorer asks while panning: zoomed out (zoom 3-5, continent-sized boxes) and at city
  // level (zoom 12-13), each box nudged a little so nearly every request is a new URL (past the 2,000-entry response
  // cache): the server really filters and clusters, as for a person panning, not a cache read.
  const nudge = (i: number) => ((i * 7919) % 1000) / 20_000;
  const wide = Array.from({ length: 6000 }, (_, i) => {
    const d = destinations[i % destinations.length]!;
    const z = 3 + (i % 3);
    return `/api/map-highlights?bbox=${box(d.coordinates.lon + nudge(i), d.coordinates.lat, Math.min(80, 360 / 2 ** z))}&zoom=${z}`;
  });
  const city = Array.from({ length: 6000 }, (_, i) => {
    const d = destinations[i % destinations.length]!;
    const z = 12 + (i % 2);
    return `/api/map-highlights?bbox=${box(d.coordinates.lon + nudge(i), d.coordinates.lat, 0.02 * 2 ** (14 - z))}&zoom=${z}`;
  });
  const rows = [
    await runOne(base, `${engine} health`, ['/api/health']),
    await runOne(base, `${engine} autocomplete`, autocomplete),
    await runOne(base, `${engine} bbox`, bboxes),
    await runOne(base, `${engine} highlights-wide`, wide),
    await runOne(base, `${engine} highlights-city`, city),
    await runOne(base, `${engine} open-at-wide`, openWide),
    await runOne(base, `${engine} open-at-city`, openCity),
  ];
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return rows;
}

const rows = await benchEngine('pglite');
const pg = await reachablePostgresUrl();
if (pg) rows.push(...(await benchEngine('postgres', pg)));
else console.log('PostgreSQL not reachable: skipped the postgres run');

console.log(
  `\n${'query'.padEnd(24)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)} ${'errors'.padStart(7)}` +
    `  ${'rps/health'.padStart(10)}  target`,
);
for (const r of rows) {
  const health = rows.find((h) => h.name === `${r.name.split(' ')[0]} health`)!;
  const ratio = (r.rps / health.rps).toFixed(2);
  const target = r.name.endsWith('health') ? null : /autocomplete|open-at|highlights/.test(r.name) ? 20 : 30;
  const verdict = target ? `p99<${target} ${r.p99 < target ? 'met' : 'MISSED'}` : 'baseline';
  console.log(
    `${r.name.padEnd(24)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.rps).padStart(8)} ` +
      `${String(r.errors).padStart(7)}  ${ratio.padStart(10)}  ${verdict}`,
  );
}
console.log(`SUMMARY bench:places ${rows.map((r) => `${r.name.replace(' ', '-')} p50=${r.p50}ms p99=${r.p99}ms ${r.rps}rps`).join(' | ')}`);
