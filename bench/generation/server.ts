// The app under test for bench/generation/run.ts, in its own process (the probe and the generation loops run in the
// runner). Real app on a fresh PGlite in a directory on disk (bench/lib/database.ts), listening on a port; signs in
// USERS people through the real sign-in flow (each Free plan allows 10 generations a month, 10 a minute), generates
// one trip to read, prints one JSON line {port, tokens, itineraryId, nice} and serves until SIGTERM. PLANNER_WORKERS
// passes through (0 = the planner on the request thread, as before decision 019), and PLANNER_WORKER_NICE (its
// priority below requests).
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config/config';
import { buildPrincipal } from '../../src/server/modules/auth/testing/principals';
import { generateItinerary } from '../../src/server/modules/trips/testing/trips-fixtures';
import { benchDatabase } from '../lib/database';
import { serveUntilSignalled } from '../lib/serve';

const users = Number(process.argv[2] ?? 200);
const { database, drop } = await benchDatabase();
const config = testConfig({
  RATE_LIMIT_MAX: '100000000',
  REDIS_URL: undefined,
  GENERATIONS_PER_USER: '4',
  PLANNER_WORKERS: process.env.PLANNER_WORKERS,
  PLANNER_WORKER_NICE: process.env.PLANNER_WORKER_NICE,
});
const app = await buildApp({
  config,
  database,
  clientDir: '/nonexistent',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const principals = [];
for (let i = 0; i < users; i += 8)
  principals.push(...(await Promise.all(Array.from({ length: Math.min(8, users - i) }, () => buildPrincipal(app)))));
const trip = await generateItinerary(app, principals[0]!, { days: 4 });
process.stdout.write(
  `${JSON.stringify({ port, tokens: principals.map((p) => p.token), itineraryId: trip.id, nice: config.PLANNER_WORKER_NICE })}\n`,
);

serveUntilSignalled(app, drop);
