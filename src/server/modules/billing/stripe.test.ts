import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { overview, postEvent, WEBHOOK_SECRET } from './testing/billing-fixtures';

/** A local stand-in speaking Stripe's API shape for the calls the adapter makes (form-encoded in, JSON out). */
const seen: Array<{ path: string; idempotencyKey: string | undefined; body: URLSearchParams }> = [];
let stripe: Server;
let t: TestApp;
let buyer: Principal;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => resolve(b));
  });

beforeAll(async () => {
  stripe = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    seen.push({ path: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string | undefined, body });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/v1/checkout/sessions')
      return res.end(
        JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123' }),
      );
    if (req.url?.startsWith('/v1/promotion_codes?')) {
      const code = new URL(req.url, 'http://x').searchParams.get('code');
      const data = code === 'SPRING' ? [{ id: 'promo_1', object: 'promotion_code', code: 'SPRING', active: true }] : [];
      return res.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/promotion_codes' }));
    }
    if (req.url === '/v1/billing_portal/sessions')
      return res.end(JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' }));
    if (req.url === '/v1/subscriptions/sub_1')
      return res.end(
        JSON.stringify({
          id: 'sub_1',
          object: 'subscription',
          items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: 'price_1', product: 'prod_1' } }] },
        }),
      );
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not in the stand-in' } }));
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const port = (stripe.address() as AddressInfo).port;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
    STRIPE_TAX: 'true',
  });
  buyer = await buildPrincipal(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.close(resolve));
});

describe('Stripe adapter', () => {
  it('creates a Checkout Session with an idempotency key, and the signed checkout.session.completed activates the plan', async () => {
    const started = await buyer.browser.request('POST', '/api/billing/checkout', { json: { plan: 'pro', billing: 'yearly' } });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.url).toBe('https://checkout.stripe.com/c/pay/cs_test_123');
    const call = seen.find((s) => s.path === '/v1/checkout/sessions')!;
    expect(call.idempotencyKey).toBe(`checkout:${started.json().data.id}`);
    expect(call.body.get('mode')).toBe('subscription');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('15000');
    expect(call.body.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(call.body.get('client_reference_id')).toBe(buyer.userId);
    expect(call.body.get('allow_promotion_codes')).toBe('true');
    expect(call.body.get('automatic_tax[enabled]')).toBe('true');

    const completed = {
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_123',
          object: 'checkout.session',
          client_reference_id: buyer.userId,
          customer: 'cus_1',
          subscription: 'sub_1',
          metadata: { checkout_id: started.json().data.id },
        },
      },
    };
    expect((await postEvent(t.app, completed)).statusCode).toBe(200);
    expect((await postEvent(t.app, completed)).json().data.duplicate).toBe(true);
    const o = await overview(buyer.browser);
    expect(o.plan.id).toBe('pro');
    expect(o.subscription).toMatchObject({ provider: 'stripe', billing: 'yearly' });
    const ready = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data;
    expect(ready.integrations).toContainEqual(expect.objectContaining({ name: 'payments', mode: 'stripe', status: 'ok' }));
  });
});

describe('Stripe subscription changes against the stand-in, confirmed by signed webhooks', () => {
  const calls = (path: string) => seen.filter((c) => c.path === path && c.body.toString() !== '');
  // Later than the checkout event (the handler ignores states older than the last one it applied).
  let created = Math.floor(Date.now() / 1000) + 60;
  const updated = (id: string, object: Record<string, unknown>, at = ++created) => ({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: at,
    data: { object: { id: 'sub_1', object: 'subscription', status: 'trialing', ...object } },
  });

  it('opens the Customer Portal for the customer, returning to the payment center', async () => {
    const res = await buyer.browser.request('POST', '/api/billing/portal');
    expect(res.json().data).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    const call = calls('/v1/billing_portal/sessions')[0]!;
    expect(call.body.get('customer')).toBe('cus_1');
    expect(call.body.get('return_url')).toBe(`${t.app.deps.config.publicUrl}/payment-center`);
    expect(call.idempotencyKey).toMatch(/^portal:sub_/);
  });

  it('changes plan with Stripe proration and an idempotency key; the webhook then keeps the plan', async () => {
    const res = await buyer.browser.request('POST', '/api/billing/subscription/change', { json: { plan: 'team', billing: 'monthly' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.overview.plan.id).toBe('team');
    const call = calls('/v1/subscriptions/sub_1').at(-1)!;
    expect(call.idempotencyKey).toMatch(/^sub_.+:change:team:monthly:\d+$/);
    expect(call.body.get('proration_behavior')).toBe('create_prorations');
    expect(call.body.get('items[0][id]')).toBe('si_1');
    expect(call.body.get('items[0][price_data][unit_amount]')).toBe('4900');
    expect(call.body.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect(call.body.get('metadata[plan]')).toBe('team');
    const periodEnd = created + 30 * 86_400;
    const event = updated('evt_upd_plan', {
      metadata: { plan: 'team', billing: 'monthly' },
      items: { data: [{ current_period_end: periodEnd }] },
    });
    expect((await postEvent(t.app, event)).statusCode).toBe(200);
    const o = await overview(buyer.browser);
    // Pro started with its 14-day trial; Stripe keeps the trial across the change.
    expect(o.subscription).toMatchObject({ planId: 'team', billing: 'monthly', status: 'trialing' });
    expect(o.subscription.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('cancels at period end and resumes through Stripe; replayed and out-of-order events change nothing twice', async () => {
    const canceled = await buyer.browser.request('POST', '/api/billing/subscription/cancel');
    expect(canceled.json().data.subscription.status).toBe('canceled');
    let call = calls('/v1/subscriptions/sub_1').at(-1)!;
    expect(call.body.get('cancel_at_period_end')).toBe('true');
    expect(call.idempotencyKey).toMatch(/:cancel:true:/);
    const cancelEvent = updated('evt_upd_cancel', { cancel_at_period_end: true });
    expect((await postEvent(t.app, cancelEvent)).statusCode).toBe(200);

    const resumed = await buyer.browser.request('POST', '/api/billing/subscription/resume');
    expect(resumed.json().data.subscription.status).toBe('trialing');
    call = calls('/v1/subscriptions/sub_1').at(-1)!;
    expect(call.body.get('cancel_at_period_end')).toBe('false');
    const resumeEvent = updated('evt_upd_resume', { cancel_at_period_end: false });
    expect((await postEvent(t.app, resumeEvent)).statusCode).toBe(200);

    // The cancel event delivered again, and an older "cancel" state arriving late under a new id: both change nothing.
    expect((await postEvent(t.app, cancelEvent)).json().data.duplicate).toBe(true);
    const late = updated('evt_upd_late', { cancel_at_period_end: true }, cancelEvent.created - 1);
    expect((await postEvent(t.app, late)).json().data.duplicate).toBe(false);
    expect((await overview(buyer.browser)).subscription.status).toBe('trialing');

    const deleted = { ...updated('evt_deleted', { status: 'canceled' }), type: 'customer.subscription.deleted' };
    expect((await postEvent(t.app, deleted)).statusCode).toBe(200);
    const o = await overview(buyer.browser);
    expect(o.plan.id).toBe('free');
    expect(o.subscription).toBeNull();
  });
});

describe('Stripe promotion codes at checkout', () => {
  it('applies a typed promotion code to the Checkout Session, and refuses one Stripe does not know', async () => {
    const other = await buildPrincipal(t.app);
    const start = (coupon: string) =>
      other.browser.request('POST', '/api/billing/checkout', { json: { plan: 'explorer', billing: 'monthly', coupon } });
    const unknown = await start('NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('COUPON_UNKNOWN');
    const res = await start('SPRING');
    expect(res.statusCode).toBe(201);
    const call = seen.filter((s) => s.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.body.get('discounts[0][promotion_code]')).toBe('promo_1');
    expect(call.body.get('allow_promotion_codes')).toBeNull();
  });
});
