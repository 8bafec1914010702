import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { buildOperator, type Operator } from '../admin/testing/operators';
import { overview, postEvent, WEBHOOK_SECRET } from './testing/billing-fixtures';

/**
 * Refunds on the Stripe path: the adapter finds the invoice's payment and creates a refund with the idempotency
 * key, against a local stand-in speaking Stripe's API (form-encoded in, JSON out).
 */
const seen: Array<{ method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }> = [];
let stripe: Server;
let t: TestApp;
let buyer: Principal;
let admin: Operator;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => resolve(b));
  });

let refundFails = false;
/** While set, the stand-in holds /v1/refunds until it resolves (a slow Stripe). */
let refundGate: Promise<void> | null = null;
beforeAll(async () => {
  stripe = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method ?? '', path, idempotencyKey: req.headers['idempotency-key'] as string | undefined, body });
    res.setHeader('content-type', 'application/json');
    if (path === '/v1/checkout/sessions')
      return res.end(JSON.stringify({ id: 'cs_r', object: 'checkout.session', url: 'https://x.test/c' }));
    if (path === '/v1/invoices/in_stripe_r1')
      return res.end(
        JSON.stringify({ id: 'in_stripe_r1', object: 'invoice', payments: { data: [{ payment: { payment_intent: 'pi_r1' } }] } }),
      );
    if (path === '/v1/refunds' && refundGate) await refundGate;
    if (path === '/v1/refunds' && refundFails) {
      res.statusCode = 400;
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Charge ch_r has been charged back.' } }));
    }
    if (path === '/v1/refunds')
      return res.end(JSON.stringify({ id: `re_${seen.length}`, object: 'refund', amount: Number(body.get('amount')) }));
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not in the stand-in' } }));
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
    RATE_LIMIT_MAX: '1000000',
  });
  buyer = await buildPrincipal(t.app);
  admin = await buildOperator(t.app, 'admin', { reauth: true });
  const started = await buyer.browser.request('POST', '/api/billing/checkout', { json: { plan: 'pro', billing: 'monthly' } });
  const now = Math.floor(Date.now() / 1000);
  const event = (id: string, type: string, object: Record<string, unknown>) => ({
    id,
    object: 'event',
    type,
    created: now,
    data: { object },
  });
  await postEvent(
    t.app,
    event('evt_r1', 'checkout.session.completed', {
      id: 'cs_r',
      object: 'checkout.session',
      client_reference_id: buyer.userId,
      customer: 'cus_r',
      subscription: 'sub_r',
      metadata: { checkout_id: started.json().data.id },
    }),
  );
  await postEvent(
    t.app,
    event('evt_r2', 'invoice.paid', {
      id: 'in_stripe_r1',
      object: 'invoice',
      subscription: 'sub_r',
      currency: 'eur',
      subtotal: 1500,
      tax: 345,
      total: 1845,
      billing_reason: 'subscription_create',
      lines: { data: [{ description: 'Wayfarer Pro', amount: 1500 }] },
    }),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.close(resolve));
});

describe('refunds through Stripe', () => {
  it('refunds the payment intent with the idempotency key, records it at once, and a retry pays nothing twice', async () => {
    const inv = (await overview(buyer.browser)).invoices[0];
    expect(inv).toMatchObject({ totalMinor: 1845, refundedMinor: 0 });
    const body = { amountMinor: 845, reason: 'duplicate charge', idempotencyKey: 'stripe-refund-0001' };
    const res = await admin.browser.request('POST', `/api/admin/payments/${inv.id}/refund`, { json: body });
    expect(res.json().data).toMatchObject({ amountMinor: 845, refundedMinor: 845, invoiceStatus: 'partially_refunded', replayed: false });
    const calls = seen.filter((s) => s.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe('refund:stripe-refund-0001');
    expect(calls[0]!.body.get('payment_intent')).toBe('pi_r1');
    expect(calls[0]!.body.get('amount')).toBe('845');
    expect((await overview(buyer.browser)).invoices[0]).toMatchObject({ refundedMinor: 845, status: 'partially_refunded' });

    const retry = await admin.browser.request('POST', `/api/admin/payments/${inv.id}/refund`, { json: body });
    expect(retry.json().data).toMatchObject({ replayed: true, refundedMinor: 845 });
    expect(seen.filter((s) => s.path === '/v1/refunds')).toHaveLength(1);

    // Stripe's own event comes later with the running total: nothing changes.
    const refunded = { id: 'ch_r', object: 'charge', invoice: 'in_stripe_r1', amount_refunded: 845, refunded: false };
    const late = {
      id: 'evt_r3',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: refunded },
    };
    expect((await postEvent(t.app, late)).statusCode).toBe(200);
    expect((await overview(buyer.browser)).invoices[0]).toMatchObject({ refundedMinor: 845, status: 'partially_refunded' });
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe refuses the refund, and records nothing', async () => {
    const inv = (await overview(buyer.browser)).invoices[0];
    refundFails = true;
    try {
      const body = { amountMinor: 100, reason: 'goodwill', idempotencyKey: 'stripe-refund-fails-1' };
      const res = await admin.browser.request('POST', `/api/admin/payments/${inv.id}/refund`, { json: body });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYMENT_PROVIDER_ERROR' } });
    } finally {
      refundFails = false;
    }
    expect((await overview(buyer.browser)).invoices[0]).toMatchObject({ refundedMinor: inv.refundedMinor, status: inv.status });
    const rows = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoice_refunds WHERE idempotency_key = 'stripe-refund-fails-1'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('holds no lock while Stripe answers: other requests go on, and what that refund reserved cannot be refunded twice', async () => {
    const inv = (await overview(buyer.browser)).invoices[0];
    const left = inv.totalMinor - inv.refundedMinor;
    let answer = () => {};
    refundGate = new Promise<void>((resolve) => (answer = resolve));
    const url = `/api/admin/payments/${inv.id}/refund`;
    const slow = admin.browser.request('POST', url, { json: { amountMinor: left - 100, reason: 'slow', idempotencyKey: 'stripe-slow-1' } });
    try {
      await expect.poll(() => seen.filter((c) => c.idempotencyKey === 'refund:stripe-slow-1').length).toBe(1);
      // The database is free (with PGlite, one backend, a held transaction would stall this read).
      expect((await overview(buyer.browser)).invoices[0]).toMatchObject({ refundedMinor: inv.refundedMinor });
      const tooMuch = await admin.browser.request('POST', url, {
        json: { amountMinor: 101, reason: 'second', idempotencyKey: 'stripe-slow-2' },
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(JSON.stringify(tooMuch.json().error)).toContain('at most 100');
    } finally {
      refundGate = null;
      answer();
    }
    expect((await slow).json().data).toMatchObject({ amountMinor: left - 100, refundedMinor: inv.totalMinor - 100, replayed: false });
  });

  it('finishes a refund left pending by a crash when the operator retries with the same key, asking Stripe once more', async () => {
    const inv = (await overview(buyer.browser)).invoices[0];
    await t.database.query(
      `INSERT INTO invoice_refunds (id, invoice_id, user_id, amount_minor, currency, reason, provider, idempotency_key, status)
       VALUES ('rfd_crash', '${inv.id}', '${buyer.userId}', 40, 'eur', 'crash', 'stripe', 'stripe-crash-1', 'pending')`,
    );
    const body = { amountMinor: 40, reason: 'crash', idempotencyKey: 'stripe-crash-1' };
    const res = await admin.browser.request('POST', `/api/admin/payments/${inv.id}/refund`, { json: body });
    expect(res.json().data).toMatchObject({
      refundId: 'rfd_crash',
      amountMinor: 40,
      refundedMinor: inv.refundedMinor + 40,
      replayed: false,
    });
    const calls = seen.filter((c) => c.idempotencyKey === 'refund:stripe-crash-1');
    expect(calls.map((c) => c.body.get('amount'))).toEqual(['40']);
    const [row] = await t.database.query<{ status: string }>(`SELECT status FROM invoice_refunds WHERE id = 'rfd_crash'`);
    expect(row!.status).toBe('succeeded');
  });
});
