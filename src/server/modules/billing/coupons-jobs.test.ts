import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { billingContext } from './billing.context';
import { createCoupon } from './coupons.service';
import { runBillingJobs } from './jobs';
import { overview, subscribe, WEBHOOK_SECRET } from './testing/billing-fixtures';

let t: TestApp;
let people: Principal[];
beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_MAX: '100000' });
  people = await Promise.all(Array.from({ length: 4 }, () => buildPrincipal(t.app)));
}, 120_000);
afterAll(async () => t.close());

const redeem = (p: Principal, code: string) => p.browser.request('POST', '/api/coupons/redeem', { json: { code } });

describe('coupons', () => {
  it('redeems a single-use code exactly once out of 100 parallel attempts', async () => {
    await createCoupon(t.database.db, { code: 'ONLY-ONE', kind: 'credits', creditKind: 'trips', creditAmount: 5, maxRedemptions: 1 });
    const attempts = Array.from({ length: 100 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/coupons/redeem',
        remoteAddress: `10.88.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        headers: { authorization: `Bearer ${people[i % people.length]!.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ code: 'only-one' }),
      }),
    );
    const codes = (await Promise.all(attempts)).map((r) => (r.statusCode === 200 ? 'OK' : r.json().error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'OK'))).toEqual(new Set(['COUPON_USED_UP']));
    const rows = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE c.code = 'ONLY-ONE'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('answers each failure with its own COUPON_* code, and adds extra credits to the month', async () => {
    const p = people[1]!;
    const day = 86_400_000;
    await createCoupon(t.database.db, {
      code: 'OLD',
      kind: 'credits',
      creditKind: 'trips',
      creditAmount: 1,
      validUntil: new Date(Date.now() - day),
    });
    await createCoupon(t.database.db, {
      code: 'SOON',
      kind: 'credits',
      creditKind: 'trips',
      creditAmount: 1,
      validFrom: new Date(Date.now() + day),
    });
    await createCoupon(t.database.db, { code: 'TEAMONLY', kind: 'percent', percentOff: 10, allowedPlans: ['team'] });
    await createCoupon(t.database.db, { code: 'Chat50', kind: 'credits', creditKind: 'assistantMessages', creditAmount: 50 });
    const code = async (c: string) => (await redeem(p, c)).json().error?.code ?? 'OK';
    expect(await code('NOPE')).toBe('COUPON_UNKNOWN');
    expect(await code('old')).toBe('COUPON_EXPIRED');
    expect(await code('soon')).toBe('COUPON_NOT_YET_VALID');
    const before = (await overview(p.browser)).usage.find((u: { kind: string }) => u.kind === 'assistantMessages').limit;
    const ok = await redeem(p, 'CHAT50');
    expect(ok.json().data).toEqual({ code: 'Chat50', effect: '50 extra assistant messages added for this month.' });
    expect((await overview(p.browser)).usage.find((u: { kind: string }) => u.kind === 'assistantMessages').limit).toBe(before + 50);
    expect(await code('chat50')).toBe('COUPON_ALREADY_REDEEMED');
    await subscribe(p.browser, 'explorer');
    expect(await code('TEAMONLY')).toBe('COUPON_NOT_FOR_PLAN');
  });

  it('applies a percent-off code to the next checkout', async () => {
    const p = people[2]!;
    await createCoupon(t.database.db, { code: 'HALF', kind: 'percent', percentOff: 50, duration: 'once' });
    expect((await redeem(p, 'half')).statusCode).toBe(200);
    const started = (await p.browser.request('POST', '/api/billing/checkout', { json: { plan: 'explorer', billing: 'monthly' } })).json()
      .data;
    const summary = (await p.browser.request('GET', `/api/billing/checkout/${started.id}`)).json().data;
    expect(summary).toMatchObject({ subtotalMinor: 700, discountMinor: 350, taxMinor: 70, totalMinor: 420 });
  });

  it('applies a code typed at checkout: discount codes for that plan only, redeemed once', async () => {
    const p = await buildPrincipal(t.app);
    await createCoupon(t.database.db, { code: 'PRO20', kind: 'percent', percentOff: 20, allowedPlans: ['pro'] });
    await createCoupon(t.database.db, { code: 'TRIPS5', kind: 'credits', creditKind: 'trips', creditAmount: 5 });
    const start = (plan: string, coupon: string) =>
      p.browser.request('POST', '/api/billing/checkout', { json: { plan, billing: 'monthly', coupon } });
    expect((await start('explorer', 'pro20')).json().error.code).toBe('COUPON_NOT_FOR_PLAN');
    expect((await start('explorer', 'trips5')).json().error.code).toBe('COUPON_INVALID');
    expect((await overview(p.browser)).discount).toBeNull();
    const started = await start('pro', 'pro20');
    expect(started.statusCode).toBe(201);
    const summary = (await p.browser.request('GET', `/api/billing/checkout/${started.json().data.id}`)).json().data;
    expect(summary).toMatchObject({ subtotalMinor: 1500, discountMinor: 300 });
    // Coming back to checkout with the same code uses the redemption already made.
    expect((await start('pro', 'PRO20')).statusCode).toBe(201);
  });

  it('refuses further attempts from a user after 10 failed codes', async () => {
    const p = people[3]!;
    for (let i = 0; i < 10; i++) expect((await redeem(p, `GUESS${i}`)).json().error.code).toBe('COUPON_UNKNOWN');
    expect((await redeem(p, 'GUESS-MORE')).json().error.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});

describe('billing jobs', () => {
  const ctx = () => billingContext(t.app);
  const shift = (userId: string, sql: string) => t.database.query(`UPDATE subscriptions SET ${sql} WHERE user_id = $1`, [userId]);

  it('renews a due subscription exactly once when two runners race, then logs one reminder before the next renewal', async () => {
    const p = people[0]!;
    await subscribe(p.browser, 'explorer');
    await shift(p.userId, "current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 minute'");
    const [a, b] = await Promise.all([runBillingJobs(ctx()), runBillingJobs(ctx())]);
    expect(a.renewed + b.renewed).toBe(1);
    const o = await overview(p.browser);
    expect(o.invoices).toHaveLength(2);
    expect(o.subscription.status).toBe('active');
    expect(new Date(o.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    const soon = new Date(new Date(o.subscription.currentPeriodEnd).getTime() - 3 * 86_400_000);
    // Other subscriptions of this file may be reminded too; this one exactly once over three runs.
    await Promise.all([runBillingJobs(ctx(), soon), runBillingJobs(ctx(), soon)]);
    await runBillingJobs(ctx(), soon);
    const mails = await t.database.query<{ kind: string }>('SELECT kind FROM billing_emails WHERE user_id = $1', [p.userId]);
    expect(mails.map((m) => m.kind)).toEqual(['renewal_reminder']);
  });

  it('moves a failing renewal to past_due, keeps the plan during the grace period, then expires it', async () => {
    const p = await buildPrincipal(t.app);
    await subscribe(p.browser, 'pro', 'monthly', '4000 0000 0000 0341');
    await shift(
      p.userId,
      "status = 'active', trial_end = NULL, current_period_start = now() - " +
        "interval '1 month', current_period_end = now() - interval '1 minute'",
    );
    expect((await runBillingJobs(ctx())).failed).toBe(1);
    let o = await overview(p.browser);
    expect(o.subscription.status).toBe('past_due');
    expect(o.plan.id).toBe('pro');
    const afterGrace = new Date(new Date(o.subscription.graceUntil).getTime() + 1000);
    await runBillingJobs(ctx(), afterGrace);
    o = await overview(p.browser);
    expect(o.subscription).toBeNull();
    expect(o.plan.id).toBe('free');
  });

  it('expires a cancelled subscription at the end of its period', async () => {
    const p = await buildPrincipal(t.app);
    await subscribe(p.browser, 'explorer');
    await p.browser.request('POST', '/api/billing/subscription/cancel');
    await shift(p.userId, "current_period_end = now() - interval '1 minute'");
    expect((await runBillingJobs(ctx())).expired).toBe(1);
    expect((await overview(p.browser)).plan.id).toBe('free');
  });
});
