// `npm run bench:places`: p50/p99 latency and throughput of city autocomplete and map bounding-box
// queries under load (autocannon, 10 s, 50 connections) against the real app on a local port, on
// PGlite and, when DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL too.
// Targets: autocomplete p99 < 20 ms, bbox p99 < 30 ms, map-highlights (zoomed out and city, with and without "open at")
// p99 < 20 ms.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config/config';
import { createTestDatabase } from '../../src/server/test/test-app';
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

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: '100000000', REDIS_URL: undefined }),
    database,
    clientDir: '/nonexistent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const kb = await app.deps.knowledgeBase();
  // Warm the city index and the JIT before measuring.
  for (const q of QUERIES) await fetch(`${base}/api/cities/autocomplete?q=${encodeURIComponent(q)}`);
  const autocomplete = [...QUERIES, ...realisticQueries()].map((q) => `/api/cities/autocomplete?q=${encodeURIComponent(q)}`);
  const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
  const box = (lon: number, lat: number, span: number) =>
    [clamp(lon - span, 180), clamp(lat - span, 85), clamp(lon + span, 180), clamp(lat + span, 85)].map((n) => n.toFixed(4)).join(',');
  const cities = kb.destinations.slice(0, 40);
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
    const d = kb.destinations[i % kb.destinations.length]!;
    const z = 3 + (i % 3);
    return `/api/map-highlights?bbox=${box(d.coordinates.lon + nudge(i), d.coordinates.lat, Math.min(80, 360 / 2 ** z))}&zoom=${z}`;
  });
  const city = Array.from({ length: 6000 }, (_, i) => {
    const d = kb.destinations[i % kb.destinations.length]!;
    const z = 12 + (i % 2);
    return `/api/map-highlights?bbox=${box(d.coordinates.lon + nudge(i), d.coordinates.lat, 0.02 * 2 ** (14 - z))}&zoom=${z}`;
  });
  const rows = [
    await runOne(base, `${engine} autocomplete`, autocomplete),
    await runOne(base, `${engine} bbox`, bboxes),
    await runOne(base, `${engine} highlights-wide`, wide),
    await runOne(base, `${engine} highlights-city`, city),
    await runOne(base, `${engine} open-at-wide`, openWide),
    await runOne(base, `${engine} open-at-city`, openCity),
  ];
  await app.close();
  await drop();
  return rows;
}

const rows = await benchEngine('pglite');
const pg = await reachablePostgresUrl();
if (pg) rows.push(...(await benchEngine('postgres', pg)));
else console.log('PostgreSQL not reachable: skipped the postgres run');

console.log(
  `\n${'query'.padEnd(24)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)} ${'errors'.padStart(7)}  target`,
);
for (const r of rows) {
  const target = r.name.endsWith('autocomplete') || r.name.includes('open-at') || r.name.includes('highlights') ? 20 : 30;
  console.log(
    `${r.name.padEnd(24)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.rps).padStart(8)} ` +
      `${String(r.errors).padStart(7)}  p99<${target} ${r.p99 < target ? 'met' : 'MISSED'}`,
  );
}
console.log(`SUMMARY bench:places ${rows.map((r) => `${r.name.replace(' ', '-')} p50=${r.p50}ms p99=${r.p99}ms ${r.rps}rps`).join(' | ')}`);
