import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { signIn } from '../auth/testing/sign-in';
import { bearer, buildTripRequest, generateItinerary } from '../trips/testing/trips-fixtures';
import { buildOperator, type Operator } from './testing/operators';

let t: TestApp;
let admin: Operator;
let support: Operator;
let user: Principal;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  admin = await buildOperator(t.app, 'admin', { reauth: true });
  support = await buildOperator(t.app, 'support', { reauth: true });
  user = await buildPrincipal(t.app, { email: 'traveller.one@example.com', name: 'Trav Eller' });
}, 120_000);
afterAll(async () => t.close());

const auditOf = async (action: string) =>
  (await admin.browser.request('GET', `/api/admin/audit?action=${action}`)).json().data.items as Array<Record<string, unknown>>;

describe('users', () => {
  it('searches, sorts and pages server-side', async () => {
    for (let i = 0; i < 3; i++) await buildPrincipal(t.app, { email: `pager${i}@example.com` });
    const first = (await admin.browser.request('GET', '/api/admin/users?search=pager&limit=2&sortBy=email&sortOrder=asc')).json().data;
    expect(first.total).toBe(3);
    expect(first.items.map((u: { email: string }) => u.email)).toEqual(['pager0@example.com', 'pager1@example.com']);
    const second = (
      await admin.browser.request('GET', `/api/admin/users?search=pager&limit=2&sortBy=email&sortOrder=asc&cursor=${first.nextCursor}`)
    ).json().data;
    expect(second.items.map((u: { email: string }) => u.email)).toEqual(['pager2@example.com']);
    expect(second.nextCursor).toBeNull();
    expect((await admin.browser.request('GET', '/api/admin/users?search=%25')).json().data.total).toBe(0);
  });

  it('suspension by support ends the sessions, stops the token and refuses sign-in; it is audited', async () => {
    const res = await support.browser.request('POST', `/api/admin/users/${user.userId}/suspend`);
    expect(res.json().data).toMatchObject({ status: 'suspended', sessionsEnded: 1 });
    expect((await user.browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(user) })).statusCode).toBe(401);
    await expect(signIn(t.app, { name: 'Trav Eller', email: 'traveller.one@example.com' })).rejects.toThrow(/403/);
    const [entry] = await auditOf('user.suspend');
    expect(entry).toMatchObject({ adminEmail: support.email, targetType: 'user', targetId: user.userId });
    expect(entry!.ip).toBeTruthy();

    expect((await admin.browser.request('POST', `/api/admin/users/${user.userId}/unsuspend`)).json().data.status).toBe('active');
    const detail = (await admin.browser.request('GET', `/api/admin/users/${user.userId}`)).json().data;
    expect(detail).toMatchObject({ status: 'active', liveSessions: 0, activeTokens: 1 });
  });

  it('signs a user out everywhere', async () => {
    const p = await buildPrincipal(t.app);
    const res = await admin.browser.request('POST', `/api/admin/users/${p.userId}/sign-out`);
    expect(res.json().data.sessionsEnded).toBe(1);
    expect((await p.browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await auditOf('user.sign_out_everywhere'))[0]!.targetId).toBe(p.userId);
  });
});

describe('trips', () => {
  it('views any trip read-only (audited) and revokes its share link', async () => {
    const owner = await buildPrincipal(t.app);
    const trip = await generateItinerary(t.app, owner);
    const share = (await t.app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) })).json().data;
    const listed = (await support.browser.request('GET', `/api/admin/trips?userId=${owner.userId}`)).json().data;
    expect(listed.items[0]).toMatchObject({ id: trip.id, ownerId: owner.userId });
    const view = (await support.browser.request('GET', `/api/admin/trips/${trip.id}`)).json().data;
    expect(view.days.length).toBe(3);
    expect((await auditOf('trip.view'))[0]).toMatchObject({ adminEmail: support.email, targetId: trip.id });

    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${share.publicId}` })).statusCode).toBe(200);
    expect((await admin.browser.request('DELETE', `/api/admin/trips/${trip.id}/share`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${share.publicId}` })).statusCode).toBe(404);
    expect((await auditOf('trip.share_revoked'))[0]!.details).toEqual({ publicId: share.publicId });
  });
});

describe('client errors, messages, audit export, KPIs and system', () => {
  const report = (message: string, frame: string, ua: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      payload: {
        errorMessage: message,
        stackTrace: `TypeError: ${message}\n    at ${frame}\n    at caller (x.js:9:9)`,
        additionalContext: { userAgent: ua },
      },
    });

  it('groups reports by message + top frame, and a resolved group reopens on a new report', async () => {
    await report('x is undefined', 'render (app.js:10:5)', 'Firefox');
    await report('x is undefined', 'render (app.js:10:5)', 'Chromium');
    await report('x is undefined', 'other (app.js:99:1)', 'Chromium');
    const groups = (await admin.browser.request('GET', '/api/admin/errors?search=undefined&sortBy=count&sortOrder=desc')).json().data.items;
    expect(groups.map((g: { count: number }) => g.count)).toEqual([2, 1]);
    expect(groups[0]).toMatchObject({ topFrame: 'at render (app.js:10:5)', message: 'x is undefined' });
    const fp = groups[0].fingerprint;
    expect(
      (await admin.browser.request('POST', `/api/admin/errors/${fp}/resolve`, { json: { resolved: true } })).json().data.resolvedAt,
    ).toBeTruthy();
    expect((await admin.browser.request('GET', '/api/admin/errors?search=undefined')).json().data.total).toBe(1);
    await new Promise((r) => setTimeout(r, 5)); // a later created_at than the resolution
    await report('x is undefined', 'render (app.js:10:5)', 'Safari');
    expect((await admin.browser.request('GET', '/api/admin/errors?search=undefined')).json().data.total).toBe(2);
  });

  it('lists messages with filters and sets their status', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { kind: 'support', name: 'Bo', email: 'bo@example.com', message: 'Help with my trip please' },
    });
    const id = sent.json().data.id;
    const inbox = (await admin.browser.request('GET', '/api/admin/messages?status=new&kind=support')).json().data;
    expect(inbox.items[0]).toMatchObject({ id, status: 'new', kind: 'support' });
    expect((await admin.browser.request('PATCH', `/api/admin/messages/${id}`, { json: { status: 'closed' } })).json().data.status).toBe(
      'closed',
    );
    expect((await admin.browser.request('GET', '/api/admin/messages?status=new&kind=support')).json().data.total).toBe(0);
  });

  it('exports the audit log as CSV (and records the export)', async () => {
    const res = await admin.browser.request('GET', '/api/admin/audit.csv?action=user.');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="wayfarer-audit-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,adminEmail,action,targetType,targetId,ip,details');
    expect(lines.slice(1).every((l) => /,user\./.test(l))).toBe(true);
    expect((await auditOf('audit.export')).length).toBe(1);
  });

  it('computes KPIs per day: people, trips, assistant usage (per-day trigger), errors per request and latency p95', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // The assistant's monthly counter changes; the daily table follows by trigger.
    await t.database.exec(
      `INSERT INTO assistant_usage (user_id, month, messages, input_tokens, output_tokens)
       VALUES ('${user.userId}', 'kpi-test', 2, 100, 50)`,
    );
    await t.database.exec(
      `UPDATE assistant_usage SET messages = messages + 1, input_tokens = input_tokens + 10, output_tokens = output_tokens + 5
       WHERE user_id = '${user.userId}' AND month = 'kpi-test'`,
    );
    const k = (await admin.browser.request('GET', `/api/admin/kpis?from=${today}&to=${today}`)).json().data;
    expect(k.days[0].signUps).toBeGreaterThanOrEqual(5);
    expect(k.days[0].tripsFeasible + k.days[0].tripsInfeasible).toBe(1);
    expect(k.days[0].activeUsers).toBe(1);
    expect(k.days[0]).toMatchObject({ assistantMessages: 3, modelTokens: 165 });
    // Every request of this file so far went through the latency histogram (flushed before the answer).
    expect(k.days[0].apiRequests).toBeGreaterThan(20);
    expect(k.range.apiLatencyP95Ms).toBeGreaterThan(0);
    expect(k.days[0].clientErrorRate).toBeCloseTo((k.days[0].clientErrors / k.days[0].apiRequests) * 1000, 2);
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM api_latency_minutes');
    expect(rows[0]!.n).toBeLessThan(5);
    expect((await admin.browser.request('GET', '/api/admin/kpis?from=2030-02-01&to=2030-01-01')).statusCode).toBe(400);
    const sys = (await admin.browser.request('GET', '/api/admin/system')).json().data;
    expect(sys).toMatchObject({ ready: true, database: { reachable: true, migrationsCurrent: true } });
    expect(sys.queues).toEqual([
      expect.objectContaining({ name: 'billing jobs', depth: 0 }),
      expect.objectContaining({ name: 'API latency', depth: expect.any(Number) }),
    ]);
  });
});

describe('drafts in the statistics and lists', () => {
  it("does not count or list the assistant's drafts as trips (KPIs, totals, a user's trips) until they are kept", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const email = `drafter.${Date.now()}@example.com`;
    const p = await buildPrincipal(t.app, { email });
    const counts = async () => {
      const k = (await admin.browser.request('GET', `/api/admin/kpis?from=${today}&to=${today}`)).json().data;
      const users = (await admin.browser.request('GET', `/api/admin/users?search=${encodeURIComponent(email)}`)).json().data;
      const listed = (await admin.browser.request('GET', `/api/admin/trips?userId=${p.userId}`)).json().data;
      return {
        day: k.days[0].tripsFeasible + k.days[0].tripsInfeasible,
        total: k.totals.trips,
        user: users.items[0].trips,
        listed: listed.total,
      };
    };
    const before = await counts();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(p),
      payload: { request: buildTripRequest(), draft: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json().data.itinerary as { id: string; draft?: boolean };
    expect(draft.draft).toBe(true);
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: `/api/itineraries/${draft.id}/keep`, headers: bearer(p) })).statusCode).toBe(200);
    expect(await counts()).toEqual({ day: before.day + 1, total: before.total + 1, user: before.user + 1, listed: before.listed + 1 });
  });
});
