import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, generateItinerary } from '../trips/testing/trips-fixtures';
import { createCoupon } from '../billing/coupons.service';
import { overview, subscribe } from '../billing/testing/billing-fixtures';
import { buildOperator, type Operator } from './testing/operators';

/**
 * Issue 13: every admin endpoint against every kind of caller. Travellers' sessions and tokens are never
 * admin credentials (401); support reads and may suspend; admin does everything; a write carrying the admin
 * cookie from another site is refused (403 origin_mismatch) before anything happens.
 */
let t: TestApp;
let traveller: Principal;
let support: Operator;
let admin: Operator;
const target = { userId: '', tripId: '', fingerprint: '', messageId: 0, couponId: '', invoiceId: '' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  traveller = await buildPrincipal(t.app);
  const owner = await buildPrincipal(t.app);
  target.userId = owner.userId;
  target.tripId = (await generateItinerary(t.app, owner)).id;
  await t.app.inject({ method: 'POST', url: `/api/itineraries/${target.tripId}/share`, headers: bearer(owner) });
  await t.app.inject({
    method: 'POST',
    url: '/api/log-client-error',
    payload: { errorMessage: 'Boom in matrix', stackTrace: 'Error: Boom\n    at explode (app.js:1:2)' },
  });
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello from the matrix test' },
  });
  target.messageId = contact.json().data.id;
  const payer = await buildPrincipal(t.app);
  await subscribe(payer.browser, 'explorer');
  target.invoiceId = (await overview(payer.browser)).invoices[0].id;
  target.couponId = (
    await createCoupon(t.app.deps.database.db, { code: 'MATRIX', kind: 'credits', creditKind: 'trips', creditAmount: 1 })
  ).id;
  support = await buildOperator(t.app, 'support', { reauth: true });
  admin = await buildOperator(t.app, 'admin', { reauth: true });
  const groups = (await admin.browser.request('GET', '/api/admin/errors')).json().data.items as Array<{ fingerprint: string }>;
  target.fingerprint = groups[0]!.fingerprint;
}, 120_000);
afterAll(async () => t.close());

type Caller = 'anonymous' | 'travellerSession' | 'travellerToken' | 'support' | 'admin' | 'adminCrossSite';
interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: unknown;
  expect: Partial<Record<Caller, number>>;
}

const nobody = { anonymous: 401, travellerSession: 401, travellerToken: 401 };
const read = { ...nobody, support: 200, admin: 200 };
const manage = { ...nobody, support: 403, admin: 200, adminCrossSite: 403 };
const suspend = { ...nobody, support: 200, admin: 200, adminCrossSite: 403 };

const rows: Row[] = [
  // Without an operator session "me" is 200 null (signed-out pages load without a 401); see the test below.
  {
    method: 'GET',
    url: () => '/api/admin/auth/me',
    expect: { anonymous: 200, travellerSession: 200, travellerToken: 200, support: 200, admin: 200 },
  },
  { method: 'POST', url: () => '/api/admin/auth/totp/setup', expect: { ...nobody, support: 409, admin: 409, adminCrossSite: 403 } },
  {
    method: 'POST',
    url: () => '/api/admin/auth/totp/enable',
    body: { code: '000000' },
    expect: { ...nobody, support: 409, admin: 409, adminCrossSite: 403 },
  },
  { method: 'GET', url: () => '/api/admin/users?search=example', expect: read },
  { method: 'GET', url: () => `/api/admin/users/${target.userId}`, expect: read },
  { method: 'POST', url: () => `/api/admin/users/${target.userId}/suspend`, expect: suspend },
  { method: 'POST', url: () => `/api/admin/users/${target.userId}/unsuspend`, expect: manage },
  { method: 'POST', url: () => `/api/admin/users/${target.userId}/sign-out`, expect: manage },
  { method: 'GET', url: () => '/api/admin/trips', expect: read },
  { method: 'GET', url: () => `/api/admin/trips/${target.tripId}`, expect: read },
  { method: 'DELETE', url: () => `/api/admin/trips/${target.tripId}/share`, expect: manage },
  { method: 'GET', url: () => '/api/admin/errors?status=all', expect: read },
  { method: 'POST', url: () => `/api/admin/errors/${target.fingerprint}/resolve`, body: { resolved: true }, expect: manage },
  { method: 'GET', url: () => '/api/admin/messages', expect: read },
  { method: 'PATCH', url: () => `/api/admin/messages/${target.messageId}`, body: { status: 'read' }, expect: manage },
  { method: 'GET', url: () => '/api/admin/audit', expect: read },
  { method: 'GET', url: () => '/api/admin/audit.csv', expect: read },
  { method: 'GET', url: () => '/api/admin/kpis?from=2030-01-01&to=2030-01-31', expect: read },
  { method: 'GET', url: () => '/api/admin/system', expect: read },
  { method: 'GET', url: () => '/api/admin/coupons', expect: read },
  {
    method: 'POST',
    url: () => '/api/admin/coupons',
    body: { code: 'MATRIX2', kind: 'percent', percentOff: 10 },
    expect: { ...nobody, support: 403, admin: 201, adminCrossSite: 403 },
  },
  { method: 'PATCH', url: () => `/api/admin/coupons/${target.couponId}`, body: { maxPerUser: 2 }, expect: manage },
  { method: 'POST', url: () => `/api/admin/coupons/${target.couponId}/status`, body: { disabled: true }, expect: manage },
  { method: 'GET', url: () => `/api/admin/coupons/${target.couponId}/stats`, expect: read },
  { method: 'GET', url: () => '/api/admin/subscriptions', expect: read },
  { method: 'GET', url: () => '/api/admin/payments', expect: read },
  {
    method: 'POST',
    url: () => `/api/admin/payments/${target.invoiceId}/refund`,
    body: { amountMinor: 1, reason: 'matrix', idempotencyKey: 'matrix-refund-1' },
    expect: manage,
  },
  { method: 'POST', url: () => `/api/admin/users/${target.userId}/grant-plan`, body: { plan: 'pro', days: 1 }, expect: manage },
  {
    method: 'POST',
    url: () => `/api/admin/users/${target.userId}/grant-credits`,
    body: { kind: 'trips', amount: 1 },
    expect: manage,
  },
  // Reauth last but one: it renews the operators' confirmation; logout last: it ends their sessions.
  {
    method: 'POST',
    url: () => '/api/admin/auth/reauth',
    body: { password: 'wrong password', code: '000000' },
    expect: { ...nobody, support: 401, admin: 401, adminCrossSite: 403 },
  },
];

async function call(row: Row, caller: Caller): Promise<LightMyRequestResponse> {
  const url = row.url();
  const json = row.body;
  switch (caller) {
    case 'anonymous':
      return t.app.inject({ method: row.method, url, ...(json ? { payload: json as object } : {}) });
    case 'travellerToken':
      return t.app.inject({ method: row.method, url, headers: bearer(traveller), ...(json ? { payload: json as object } : {}) });
    case 'travellerSession':
      return traveller.browser.request(row.method, url, json ? { json } : {});
    case 'support':
      return support.browser.request(row.method, url, json ? { json } : {});
    case 'admin':
      return admin.browser.request(row.method, url, json ? { json } : {});
    case 'adminCrossSite':
      return admin.browser.request(row.method, url, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        ...(json ? { json } : {}),
      });
  }
}

describe('authorization matrix for every admin endpoint', () => {
  const callers: Caller[] = ['anonymous', 'travellerSession', 'travellerToken', 'adminCrossSite', 'support', 'admin'];
  for (const row of rows) {
    for (const caller of callers) {
      const expected = row.expect[caller];
      if (expected === undefined) continue;
      const path = row.url().replace(/[a-z]{3}_[A-Za-z0-9_-]+|[a-f0-9]{32}|\/\d+$/g, ':id');
      it(`${row.method} ${path} as ${caller} → ${expected}`, async () => {
        const res = await call(row, caller);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
        expect(res.headers['cache-control']).toBe('private, no-store');
        if (expected === 401 && caller !== 'support' && caller !== 'admin') expect(res.json().error.code).toBe('UNAUTHORIZED');
        if (caller === 'adminCrossSite') expect(res.json().error.details).toEqual({ reason: 'origin_mismatch' });
        if (caller === 'support' && expected === 403) expect(res.json().error.details).toEqual({ reason: 'role' });
      });
    }
  }

  it('"me" tells travellers and anonymous callers nothing but null', async () => {
    expect((await traveller.browser.request('GET', '/api/admin/auth/me')).json().data).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(traveller) })).json().data).toBeNull();
    expect((await support.browser.request('GET', '/api/admin/auth/me')).json().data.role).toBe('support');
  });

  it('destructive actions need a fresh password + code confirmation', async () => {
    const fresh = await buildOperator(t.app, 'admin');
    const res = await fresh.browser.request('POST', `/api/admin/users/${target.userId}/suspend`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toEqual({ reason: 'reauth_required' });
    const refund = await fresh.browser.request('POST', `/api/admin/payments/${target.invoiceId}/refund`, {
      json: { amountMinor: 1, reason: 'no reauth', idempotencyKey: 'matrix-refund-2' },
    });
    expect(refund.json().error.details).toEqual({ reason: 'reauth_required' });
  });

  it('every action in the matrix left an audit row, reads of a trip and the CSV export included', async () => {
    const page = (await admin.browser.request('GET', '/api/admin/audit?limit=100')).json().data.items as Array<{ action: string }>;
    const actions = new Set(page.map((e) => e.action));
    const expected = [
      'user.suspend',
      'user.unsuspend',
      'user.sign_out_everywhere',
      'user.grant_plan',
      'user.grant_credits',
      'trip.view',
      'trip.share_revoked',
      'error.resolve',
      'message.status',
      'audit.export',
      'coupon.create',
      'coupon.update',
      'coupon.disable',
      'payment.refund',
    ];
    expect(expected.filter((a) => !actions.has(a))).toEqual([]);
  });

  it('the admin endpoints are not in the public OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });

  it('logout ends the operator session', async () => {
    const res = await admin.browser.request('POST', '/api/admin/auth/logout');
    expect(res.statusCode).toBe(200);
    expect((await admin.browser.request('GET', '/api/admin/auth/me')).json().data).toBeNull();
    expect((await admin.browser.request('GET', '/api/admin/users')).statusCode).toBe(401);
  });
});
