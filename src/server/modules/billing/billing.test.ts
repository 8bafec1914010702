import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../../core/billing/plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { overview, postEvent, subscribe, WEBHOOK_SECRET } from './testing/billing-fixtures';

let t: TestApp;
let buyer: Principal;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, BILLING_VAT_RATE_BP: '2000' });
  buyer = await buildPrincipal(t.app);
});
afterAll(async () => t.close());

describe('GET /api/billing/plans', () => {
  it('serves the one plan definition, with integer prices and the VAT rate, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.plans.map((p: { id: string }) => p.id)).toEqual(['free', 'explorer', 'pro', 'team']);
    expect(data.plans).toEqual(
      PLANS.map((p) => ({ ...p, entitlements: { ...p.entitlements, exportFormats: [...p.entitlements.exportFormats] } })),
    );
    expect(data).toMatchObject({ vatRateBasisPoints: 2000, provider: 'sandbox' });
    const quotas = (await t.app.inject({ method: 'GET', url: '/api/quotas' })).json().data;
    expect(quotas).toEqual({
      plan: 'free',
      tripsPerMonth: PLANS[0]!.entitlements.trips,
      assistantMessagesPerMonth: PLANS[0]!.entitlements.assistantMessages,
    });
  });
});

describe('sandbox checkout → signed webhook → active plan', () => {
  it('declines card 4000 0000 0000 0002 with a clear 402 and changes nothing', async () => {
    const { paid } = await subscribe(buyer.browser, 'explorer', 'monthly', '4000000000000002');
    expect(paid.statusCode).toBe(402);
    expect(paid.json().error).toMatchObject({ code: 'PAYMENT_REQUIRED', message: expect.stringMatching(/declined.*Nothing was charged/) });
    const insufficient = await subscribe(buyer.browser, 'explorer', 'monthly', '4000 0000 0000 9995');
    expect(insufficient.paid.json().error.message).toMatch(/insufficient funds/);
    const o = await overview(buyer.browser);
    expect(o.plan.id).toBe('free');
    expect(o.subscription).toBeNull();
    expect(o.invoices).toEqual([]);
  });

  it('asks for confirmation with 4000 0025 0000 3155, then activates Explorer and records the invoice with VAT', async () => {
    const started = await buyer.browser.request('POST', '/api/billing/checkout', { json: { plan: 'explorer', billing: 'monthly' } });
    const { id, url } = started.json().data;
    expect(url).toBe(`/checkout/sandbox/${id}`);
    const summary = (await buyer.browser.request('GET', `/api/billing/checkout/${id}`)).json().data;
    expect(summary).toMatchObject({
      planId: 'explorer',
      subtotalMinor: 700,
      taxMinor: 140,
      totalMinor: 840,
      currency: 'EUR',
      status: 'open',
    });
    const card = { cardNumber: '4000002500003155', expiry: '12/39', cvc: '123', name: 'Test Buyer' };
    const first = await buyer.browser.request('POST', `/api/billing/sandbox/checkout/${id}/pay`, { json: card });
    expect(first.json().data).toEqual({ status: 'requires_action', redirect: null });
    expect((await overview(buyer.browser)).plan.id).toBe('free');
    const confirmed = await buyer.browser.request('POST', `/api/billing/sandbox/checkout/${id}/pay`, {
      json: { ...card, confirmed: true },
    });
    expect(confirmed.json().data).toEqual({ status: 'succeeded', redirect: '/payment-center?checkout=success' });
    const o = await overview(buyer.browser);
    expect(o.plan.id).toBe('explorer');
    expect(o.subscription).toMatchObject({ planId: 'explorer', status: 'active', billing: 'monthly', provider: 'sandbox' });
    expect(o.paymentMethod).toEqual({ brand: 'visa', last4: '3155' });
    expect(o.invoices).toHaveLength(1);
    expect(o.invoices[0]).toMatchObject({
      status: 'paid',
      subtotalMinor: 700,
      taxMinor: 140,
      totalMinor: 840,
      vatRateBasisPoints: 2000,
      currency: 'EUR',
    });
    expect(o.invoices[0].number).toMatch(/^WF-\d{4}-\d{6}$/);
    expect(o.nextRenewal).toMatchObject({ amountMinor: 840, currency: 'EUR' });
    expect(o.usage.find((u: { kind: string }) => u.kind === 'trips').limit).toBe(30);
    // The same checkout cannot be paid twice.
    expect(
      (await buyer.browser.request('POST', `/api/billing/sandbox/checkout/${id}/pay`, { json: { ...card, confirmed: true } })).statusCode,
    ).toBe(409);
    const receipt = await buyer.browser.request('GET', `/api/billing/invoices/${o.invoices[0].id}`);
    expect(receipt.json().data).toMatchObject({
      seller: { name: expect.any(String) },
      buyer: { email: expect.stringContaining('@example.com') },
      totalMinor: 840,
    });
    const stranger = await buildPrincipal(t.app);
    expect((await stranger.browser.request('GET', `/api/billing/invoices/${o.invoices[0].id}`)).statusCode).toBe(404);
  });

  it('cancels at period end (plan kept), resumes, and changes plan with proration', async () => {
    const canceled = await buyer.browser.request('POST', '/api/billing/subscription/cancel');
    expect(canceled.json().data).toMatchObject({ plan: { id: 'explorer' }, subscription: { status: 'canceled' }, nextRenewal: null });
    expect((await buyer.browser.request('POST', '/api/billing/subscription/cancel')).statusCode).toBe(409);
    const resumed = await buyer.browser.request('POST', '/api/billing/subscription/resume');
    expect(resumed.json().data.subscription.status).toBe('active');
    const changed = await buyer.browser.request('POST', '/api/billing/subscription/change', { json: { plan: 'pro', billing: 'monthly' } });
    expect(changed.statusCode).toBe(200);
    const data = changed.json().data;
    // Just after paying for a month of Explorer (700), nearly the whole month of Pro (1500) remains: ≈ 800 net + 20 % VAT.
    expect(data.chargedMinor).toBeGreaterThan(900);
    expect(data.chargedMinor).toBeLessThanOrEqual(960);
    expect(data.overview.plan.id).toBe('pro');
    expect(data.overview.invoices).toHaveLength(2);
    const down = (
      await buyer.browser.request('POST', '/api/billing/subscription/change', { json: { plan: 'explorer', billing: 'monthly' } })
    ).json().data;
    expect(down.chargedMinor).toBe(0);
    expect(down.creditedMinor).toBeGreaterThan(700);
    expect(down.overview.creditMinor).toBe(down.creditedMinor);
    expect(down.overview.nextRenewal.amountMinor).toBe(0);
  });
});

describe('the sandbox customer portal', () => {
  it('replaces the card a subscription renews with; a declined card changes nothing', async () => {
    const card = (cardNumber: string) => ({ cardNumber, expiry: '12/39', cvc: '123', name: 'Test Buyer' });
    const declined = await buyer.browser.request('POST', '/api/billing/sandbox/card', { json: card('4000 0000 0000 0002') });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined. Your card on file has not changed; try another card.');
    expect((await overview(buyer.browser)).paymentMethod).toEqual({ brand: 'visa', last4: '3155' });
    const changed = await buyer.browser.request('POST', '/api/billing/sandbox/card', { json: card('5555 5555 5555 4444') });
    expect(changed.json().data.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });
    // Without Stripe the payment center is the portal.
    expect((await buyer.browser.request('POST', '/api/billing/portal')).json().data).toEqual({ url: '/payment-center' });
    const nobody = await buildPrincipal(t.app);
    expect((await nobody.browser.request('POST', '/api/billing/sandbox/card', { json: card('4242424242424242') })).statusCode).toBe(409);
  });
});

describe('POST /api/billing/webhook', () => {
  const event = (id: string, type = 'invoice.created') => ({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'in_x' } },
  });

  it('refuses a bad signature, an altered body and an event signed more than 300 s ago', async () => {
    expect((await postEvent(t.app, event('evt_bad1'), { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await postEvent(t.app, event('evt_bad2'), { body: JSON.stringify(event('evt_other')) })).statusCode).toBe(400);
    const old = await postEvent(t.app, event('evt_bad3'), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('BAD_REQUEST');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event('evt_bad4')),
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('applies an event once: a replay is acknowledged as a duplicate and changes nothing', async () => {
    const sub = (
      await t.database.query<{ provider_subscription_id: string; user_id: string }>(
        'SELECT provider_subscription_id, user_id FROM subscriptions WHERE user_id = $1',
        [buyer.userId],
      )
    )[0]!;
    const paid = {
      id: 'evt_replay_1',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_replay_1',
          object: 'invoice',
          subscription: sub.provider_subscription_id,
          currency: 'eur',
          subtotal: 700,
          tax: 140,
          total: 840,
          lines: { data: [{ description: 'x', amount: 700 }] },
        },
      },
    };
    const count = async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE user_id = $1', [buyer.userId]))[0]!.n;
    const before = await count();
    const results = await Promise.all([postEvent(t.app, paid), postEvent(t.app, paid), postEvent(t.app, paid)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().data.duplicate).sort()).toEqual([false, true, true]);
    expect(await count()).toBe(before + 1);
  });

  it('answers 409 to an event about a subscription it does not know yet, so Stripe retries it later', async () => {
    const early = {
      id: 'evt_early_1',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'in_early', subscription: 'sub_unknown', total: 1 } },
    };
    expect((await postEvent(t.app, early)).statusCode).toBe(409);
    // Not recorded: the retry is processed (and refused again here, as the subscription still does not exist).
    expect((await t.database.query('SELECT 1 FROM billing_events WHERE id = $1', ['evt_early_1'])).length).toBe(0);
  });
});

describe('readiness', () => {
  it('reports the payment provider honestly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json().data.integrations).toContainEqual(expect.objectContaining({ name: 'payments', mode: 'sandbox', status: 'ok' }));
  });
});
