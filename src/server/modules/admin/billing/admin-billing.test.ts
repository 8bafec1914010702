import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildPrincipal, type Principal } from '../../auth/testing/principals';
import { overview, subscribe } from '../../billing/testing/billing-fixtures';
import { buildOperator, type Operator } from '../testing/operators';

/** Issue 13: coupons, subscriptions, payments, refunds (sandbox) and grants from the admin area, each audited. */
let t: TestApp;
let admin: Operator;
let payer: Principal;
let invoiceId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  admin = await buildOperator(t.app, 'admin', { reauth: true });
  payer = await buildPrincipal(t.app, { email: 'payer.one@example.com' });
  const { paid } = await subscribe(payer.browser, 'explorer');
  if (paid.statusCode !== 200) throw new Error(paid.body);
  invoiceId = (await overview(payer.browser)).invoices[0].id;
}, 120_000);
afterAll(async () => t.close());

const get = async (url: string) => (await admin.browser.request('GET', url)).json().data;
const post = (url: string, json: unknown, method: 'POST' | 'PATCH' = 'POST') => admin.browser.request(method, url, { json });
const lastAudit = async (action: string) => (await get(`/api/admin/audit?action=${action}`)).items[0];

describe('subscriptions and payments', () => {
  it('lists them with search, filters and sorting', async () => {
    const subs = await get('/api/admin/subscriptions?search=payer.one&sortBy=email&sortOrder=asc');
    expect(subs.items).toEqual([expect.objectContaining({ userEmail: 'payer.one@example.com', planId: 'explorer', status: 'active' })]);
    expect((await get('/api/admin/subscriptions?plan=pro')).total).toBe(0);
    const pays = await get('/api/admin/payments?search=payer.one&sortBy=total&sortOrder=desc');
    expect(pays.items[0]).toMatchObject({ id: invoiceId, status: 'paid', planId: 'explorer', provider: 'sandbox', refundedMinor: 0 });
    expect((await get('/api/admin/payments?status=refunded')).total).toBe(0);
  });

  it('refunds in part and in full, once per idempotency key, shown in the payment center and audited', async () => {
    const url = `/api/admin/payments/${invoiceId}/refund`;
    const total = (await overview(payer.browser)).invoices[0].totalMinor as number;
    const first = await post(url, { amountMinor: 100, reason: 'goodwill', idempotencyKey: 'refund-key-0001' });
    expect(first.json().data).toMatchObject({ amountMinor: 100, refundedMinor: 100, invoiceStatus: 'partially_refunded', replayed: false });
    const again = await post(url, { amountMinor: 100, reason: 'goodwill', idempotencyKey: 'refund-key-0001' });
    expect(again.json().data).toMatchObject({ refundId: first.json().data.refundId, refundedMinor: 100, replayed: true });
    expect((await overview(payer.browser)).invoices[0]).toMatchObject({ refundedMinor: 100, status: 'partially_refunded' });
    expect(await lastAudit('payment.refund')).toMatchObject({
      targetId: invoiceId,
      details: expect.objectContaining({ amountMinor: 100 }),
    });

    const tooMuch = await post(url, { amountMinor: total, reason: 'too much', idempotencyKey: 'refund-key-0002' });
    expect(tooMuch.statusCode).toBe(400);
    const rest = await post(url, { reason: 'the rest', idempotencyKey: 'refund-key-0003' });
    expect(rest.json().data).toMatchObject({ amountMinor: total - 100, refundedMinor: total, invoiceStatus: 'refunded' });
    expect((await post(url, { reason: 'nothing left', idempotencyKey: 'refund-key-0004' })).statusCode).toBe(409);
    expect((await post('/api/admin/payments/inv_nope/refund', { reason: 'none', idempotencyKey: 'refund-key-0005' })).statusCode).toBe(404);
    const rows = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoice_refunds WHERE invoice_id = '${invoiceId}'`);
    expect(rows[0]!.n).toBe(2);
  });
});

const subscriptionRow = async (userId: string) =>
  (
    await t.database.query<Record<string, unknown>>(
      `SELECT plan_id, status, trial_end, trial_end = current_period_end AS same_end, cancel_at_period_end AS cancel
       FROM subscriptions WHERE user_id = '${userId}'`,
    )
  )[0];

describe('coupons', () => {
  it('creates every kind, refuses a duplicate code, edits limits, shows stats and disables', async () => {
    const kinds = [
      { code: 'SPRING20', kind: 'percent', percentOff: 20, duration: 'repeating', durationMonths: 3 },
      { code: 'FIVEOFF', kind: 'amount', amountOffMinor: 500, currency: 'EUR', allowedPlans: ['pro'] },
      { code: 'PROWEEK', kind: 'free_period', planId: 'pro', freeDays: 7, validUntil: '2099-12-31' },
      { code: 'TRIPS5', kind: 'credits', creditKind: 'trips', creditAmount: 5, maxRedemptions: 10 },
    ];
    const made: Array<{ id: string; description: string }> = [];
    for (const body of kinds) {
      const res = await post('/api/admin/coupons', body);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data);
    }
    expect(made.map((c) => c.description)).toEqual([
      '20 % off the next 3 invoices',
      '€5.00 off the next invoice',
      '7 free days of pro',
      '5 extra trip generations',
    ]);
    expect((await post('/api/admin/coupons', { ...kinds[0], code: 'spring20' })).statusCode).toBe(409);
    expect((await post('/api/admin/coupons', { code: 'BADREP', kind: 'percent', percentOff: 5, duration: 'repeating' })).statusCode).toBe(
      400,
    );
    expect((await lastAudit('coupon.create')).details).toMatchObject({ code: 'TRIPS5', kind: 'credits' });

    const credits = made[3]!;
    expect((await payer.browser.request('POST', '/api/coupons/redeem', { json: { code: 'trips5' } })).statusCode).toBe(200);
    const stats = await get(`/api/admin/coupons/${credits.id}/stats`);
    expect(stats).toMatchObject({ redemptions: 1, users: 1, byPlan: [{ plan: 'explorer', redemptions: 1 }] });
    expect(stats.byDay).toHaveLength(1);

    // The free period (billing's startFreePeriod, shared with grants): a trial without a card that ends by itself.
    const trialist = await buildPrincipal(t.app);
    expect((await trialist.browser.request('POST', '/api/coupons/redeem', { json: { code: 'proweek' } })).statusCode).toBe(200);
    expect(await subscriptionRow(trialist.userId)).toMatchObject({ plan_id: 'pro', status: 'trialing', same_end: true, cancel: true });

    const edited = await post(`/api/admin/coupons/${credits.id}`, { maxRedemptions: 1, validUntil: '2099-01-31' }, 'PATCH');
    expect(edited.json().data).toMatchObject({ maxRedemptions: 1, validUntil: '2099-01-31', redeemed: 1 });
    expect((await lastAudit('coupon.update')).targetId).toBe(credits.id);
    const list = await get('/api/admin/coupons?search=TRIPS&sortBy=redeemed&sortOrder=desc');
    expect(list.items.map((c: { code: string }) => c.code)).toEqual(['TRIPS5']);

    const disabled = await post(`/api/admin/coupons/${made[0]!.id}/status`, { disabled: true });
    expect(disabled.json().data.disabledAt).toBeTruthy();
    expect((await lastAudit('coupon.disable')).targetId).toBe(made[0]!.id);
    const other = await buildPrincipal(t.app);
    expect((await other.browser.request('POST', '/api/coupons/redeem', { json: { code: 'SPRING20' } })).json().error.code).toBe(
      'COUPON_UNKNOWN',
    );
    expect((await get('/api/admin/coupons?status=disabled')).items.map((c: { code: string }) => c.code)).toEqual(['SPRING20']);
  });
});

describe('grants', () => {
  it('grants credits and a plan, refuses to replace a paid subscription, and audits both', async () => {
    const user = await buildPrincipal(t.app);
    const credits = await post(`/api/admin/users/${user.userId}/grant-credits`, { kind: 'assistantMessages', amount: 7 });
    expect(credits.json().data.summary).toBe('7 extra assistant messages this month');
    const before = (await overview(user.browser)).usage.find((u: { kind: string }) => u.kind === 'assistantMessages');
    expect(before.limit).toBe(30 + 7);
    const plan = await post(`/api/admin/users/${user.userId}/grant-plan`, { plan: 'pro', days: 30, note: 'support case 12' });
    expect(plan.json().data.plan).toBe('Pro');
    expect((await overview(user.browser)).plan.id).toBe('pro');
    const detail = await get(`/api/admin/users/${user.userId}`);
    expect(detail).toMatchObject({
      plan: 'Pro',
      usage: expect.arrayContaining([{ kind: 'assistantMessages', used: 0, limit: 2_000 + 7 }]),
    });
    expect((await lastAudit('user.grant_plan')).details).toMatchObject({ plan: 'pro', days: 30, note: 'support case 12' });
    expect(await subscriptionRow(user.userId)).toMatchObject({ plan_id: 'pro', status: 'active', trial_end: null, cancel: true });
    expect((await lastAudit('user.grant_credits')).details).toMatchObject({ kind: 'assistantMessages', amount: 7 });
    const payerGrant = await post(`/api/admin/users/${payer.userId}/grant-plan`, { plan: 'pro', days: 30 });
    expect(payerGrant.statusCode).toBe(409);
  });
});

describe('billing KPIs', () => {
  it('counts revenue net of refunds, live subscriptions by plan and coupon redemptions', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const k = await get(`/api/admin/kpis?from=${today}&to=${today}`);
    // The explorer invoice was refunded in full: it is there, and nets to zero.
    expect(k.days[0].revenueByPlan).toEqual({ explorer: 0 });
    // Pro: the operator's grant and the free-period coupon's trial.
    expect(k.days[0].activeSubscriptionsByPlan).toEqual({ explorer: 1, pro: 2 });
    expect(k.days[0].couponRedemptions).toBe(2);
    expect(k.currency).toBe('EUR');
  });
});
