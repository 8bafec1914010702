import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config/config';
import type { Invalidation } from '../../lib/invalidation-bus';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { buildOperator } from '../admin/testing/operators';
import { bearer, generateItinerary } from '../trips/testing/trips-fixtures';
import { TestBrowser } from './testing/browser';
import { buildPrincipal, type Principal } from './testing/principals';

/**
 * Decision 018: signed-in requests are answered from cached principals, and every change that ends a credential
 * or alters its user takes effect on the very next request: logout, token revocation, suspension, account deletion.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
}, 60_000);
afterAll(async () => t.close());

const me = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/user', headers });
const cookieOf = (p: Principal) => ({ cookie: `wf_session=${p.browser.cookie('wf_session')}` });

describe('cached principals on one instance', () => {
  it('serves a known credential without the database, so only invalidation can end it early', async () => {
    const p = await buildPrincipal(t.app);
    expect((await me(t.app, bearer(p))).statusCode).toBe(200);
    // Revoked behind the app's back (no invalidation): the cache still answers. This is why every writer invalidates.
    await t.database.exec(`UPDATE personal_access_tokens SET revoked_at = now() WHERE id = '${p.tokenId}'`);
    expect((await me(t.app, bearer(p))).statusCode).toBe(200);
    await t.app.principals.invalidateUser(p.userId);
    expect((await me(t.app, bearer(p))).statusCode).toBe(401);
  });

  it('logout, token revocation and account deletion end the credential at once', async () => {
    const p = await buildPrincipal(t.app);
    const other = p.browser.clone();
    expect((await me(t.app, cookieOf(p))).statusCode).toBe(200);
    expect((await p.browser.request('DELETE', `/api/auth/tokens/${p.tokenId}`)).statusCode).toBe(200);
    expect((await me(t.app, bearer(p))).statusCode).toBe(401);
    expect((await p.browser.request('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await other.request('GET', '/api/auth/user')).statusCode).toBe(401);

    const q = await buildPrincipal(t.app);
    expect((await me(t.app, bearer(q))).statusCode).toBe(200);
    const email = (await me(t.app, bearer(q))).json().data.email as string;
    const deleted = await q.browser.request('DELETE', '/api/settings/account', { json: { confirmEmail: email } });
    expect(deleted.statusCode).toBe(200);
    expect((await me(t.app, bearer(q))).statusCode).toBe(401);
  });

  it('a profile change shows in the next request (the cached row is the user row)', async () => {
    const p = await buildPrincipal(t.app);
    expect((await me(t.app, bearer(p))).json().data.firstName).not.toBe('Renamed');
    expect((await p.browser.request('PATCH', '/api/settings/profile', { json: { firstName: 'Renamed', lastName: '' } })).statusCode).toBe(
      200,
    );
    expect((await me(t.app, bearer(p))).json().data.firstName).toBe('Renamed');
  });

  it('a load that overlaps an invalidation is not kept', async () => {
    const p = await buildPrincipal(t.app);
    await t.app.principals.invalidateUser(p.userId);
    const [loaded] = await Promise.all([t.app.principals.token(p.token), t.app.principals.invalidateUser(p.userId)]);
    expect(loaded?.row.id).toBe(p.userId);
    await t.database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${p.userId}`);
    expect((await me(t.app, bearer(p))).statusCode).toBe(401);
  });
});

/** Two instances on one database, their caches kept in step through the real Redis (CI sets REDIS_URL). */
describe.runIf(Boolean(process.env.REDIS_URL))('cached principals across two instances (Redis pub/sub)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const config = testConfig({ RATE_LIMIT_MAX: '1000000', REDIS_URL: process.env.REDIS_URL });
    a = await buildApp({ config, database: db.database, clientDir: '/nonexistent' });
    b = await buildApp({ config, database: db.database, clientDir: '/nonexistent' });
    await Promise.all([a.ready(), b.ready()]);
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
  });

  /** Resolves when instance `app` has received (and applied) the next invalidation matching `what`. */
  const received = (app: FastifyInstance, what: (m: Invalidation) => boolean) =>
    new Promise<void>((resolve) => app.deps.bus.subscribe((m) => m && what(m) && resolve()));

  it('a token revoked on A is refused by B; a suspension on A ends the session on B', async () => {
    const p = await buildPrincipal(a);
    const onB = new TestBrowser(b);
    onB.setCookie('wf_session', p.browser.cookie('wf_session')!);
    expect((await me(b, bearer(p))).statusCode).toBe(200);
    expect((await onB.request('GET', '/api/auth/user')).statusCode).toBe(200);

    let delivered = received(b, (m) => m.kind === 'user' && m.id === p.userId);
    expect((await p.browser.request('DELETE', `/api/auth/tokens/${p.tokenId}`)).statusCode).toBe(200);
    await delivered;
    expect((await me(b, bearer(p))).statusCode).toBe(401);
    expect((await onB.request('GET', '/api/auth/user')).statusCode).toBe(200);

    const support = await buildOperator(a, 'support', { reauth: true });
    delivered = received(b, (m) => m.kind === 'user' && m.id === p.userId);
    expect((await support.browser.request('POST', `/api/admin/users/${p.userId}/suspend`)).statusCode).toBe(200);
    await delivered;
    expect((await onB.request('GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('an itinerary saved on A is read at its new version on B', async () => {
    const p = await buildPrincipal(a);
    const trip = await generateItinerary(a, p, { days: 1 });
    const read = () => b.inject({ method: 'GET', url: `/api/itineraries/${trip.id}`, headers: bearer(p) });
    expect((await read()).headers.etag).toBe(trip.etag);
    const delivered = received(b, (m) => m.kind === 'trip' && m.id === trip.id);
    const saved = await a.inject({
      method: 'PATCH',
      url: `/api/itineraries/${trip.id}`,
      headers: { ...bearer(p), 'if-match': trip.etag },
      payload: { ops: [{ op: 'rename', title: 'Saved on A' }] },
    });
    expect(saved.statusCode).toBe(200);
    await delivered;
    const after = await read();
    expect(after.headers.etag).toBe(saved.headers.etag);
    expect(after.json().data.title).toBe('Saved on A');
  });
});
