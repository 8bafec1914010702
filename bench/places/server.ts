// The app under test for bench/places/run.ts, in its own process, so the load generator's work does not land on the
// server's event loop (as in bench:trips and bench:generation). Real app on a fresh database (PGlite, or PostgreSQL
// when DATABASE_URL is set), listening on a port; prints one JSON line {port, centres} (the curated destinations'
// coordinates, for the map boxes) and serves until SIGTERM.
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config/config';
import { benchDatabase } from '../lib/database';
import { serveUntilSignalled } from '../lib/serve';

const { database, drop } = await benchDatabase();
const app = await buildApp({
  config: testConfig({ RATE_LIMIT_MAX: '100000000', REDIS_URL: undefined }),
  database,
  clientDir: '/nonexistent',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const kb = await app.deps.knowledgeBase();
const centres = kb.destinations.map((d) => [d.coordinates.lon, d.coordinates.lat]);
process.stdout.write(`${JSON.stringify({ port, centres })}\n`);

serveUntilSignalled(app, drop);
