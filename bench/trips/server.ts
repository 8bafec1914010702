// The app under test for bench/trips/run.ts, in its own process so that autocannon does not share its event loop.
// Builds the real app on a fresh database (PGlite on disk as `npm start` runs it, or a throwaway schema on DATABASE_URL), signs a
// user in through the real sign-in flow, generates one trip and copies it once per connection, then prints
// one JSON line {port, token, itineraries} on fd 3 and serves until SIGTERM.
import { writeSync } from 'node:fs';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config/config';
import { buildPrincipal } from '../../src/server/modules/auth/testing/principals';
import { generateItinerary } from '../../src/server/modules/trips/testing/trips-fixtures';
import { benchDatabase } from '../lib/database';
import { serveUntilSignalled } from '../lib/serve';
import { tripOf } from '../generation/generate';

const copies = Number(process.argv[2] ?? 32);
const { database, drop } = await benchDatabase();
const app = await buildApp({
  // Logs as in production (LOG_LEVEL, default info), so their cost is part of the figures.
  // One generation only (the copies are duplicates), well inside the Free plan's monthly allowance of trips, so
  // no quota setting is needed (GENERATION_LIMIT_PER_DAY went with migration 0410; the allowance is per plan now).
  config: testConfig({ RATE_LIMIT_MAX: '100000000', REDIS_URL: undefined, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' }),
  database,
  clientDir: '/nonexistent',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const user = await buildPrincipal(app);
const days = Number(process.env.BENCH_DAYS ?? 4);
// Up to 4 days, the fixture's trip (Lisbon, EUR 3,000). Longer, bench:generation's: Lisbon and Porto from 7 days, and
// EUR 1,500 a day; 14 days of the fixture's were refused as infeasible (its budget, then Lisbon's lunches).
const base = await generateItinerary(app, user, days > 4 ? tripOf(days) : { days });
// The edited items are on the second day (the first of a 1-day trip).
const itineraries: Array<{ id: string; etag: string; itemIds: string[] }> = [];
for (let i = 0; i < copies; i++) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/itineraries/${base.id}/duplicate`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const it = res.json().data;
  const itemIds = it.plan.days[Math.min(1, it.plan.days.length - 1)].items
    .filter((x: { kind: string }) => x.kind !== 'transfer')
    .map((x: { id: string }) => x.id);
  itineraries.push({ id: it.id, etag: it.etag, itemIds });
}
// On fd 3 (a pipe from bench/trips/run.ts): stdout carries the app's log.
writeSync(3, `${JSON.stringify({ port, token: user.token, itineraries, bytes: JSON.stringify(base).length })}\n`);

serveUntilSignalled(app, drop);
