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
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not in the stand-in' } }));
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const port = (stripe.address() as AddressInfo).port;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
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
