import { and, count, eq } from 'drizzle-orm';
import { SandboxCardSchema, type CheckoutSummary } from '../../../core/api/billing';
import { discountOf, periodEnd, totalsOf } from '../../../core/billing/money';
import { planById, priceOf, type BillingPeriod, type PlanId } from '../../../core/billing/plans';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { audit } from './audit';
import type { BillingContext } from './billing.context';
import { checkoutSessions, invoices, type CheckoutRow } from './billing.tables';
import { discountApplies } from './billing.presenter';
import { redeemCoupon } from './coupons.service';
import { activeDiscount } from './discounts';
import { isEntitled, subscriptionOf } from './entitlements';
import { cardOutcome } from './sandbox-cards';
import { deliver, invoiceObject, sandboxEvent } from './sandbox-events';

const CHECKOUT_TTL_MS = 60 * 60_000;

/** Opens a checkout for a paid plan: totals (discount from a redeemed code, VAT) are fixed now, then the provider's page. */
export async function startCheckout(
  ctx: BillingContext,
  user: { id: string; email: string },
  planId: Exclude<PlanId, 'free'>,
  billing: BillingPeriod,
  coupon?: string,
  now = new Date(),
) {
  const plan = planById(planId)!;
  const sub = await subscriptionOf(ctx.db, user.id);
  if (sub && isEntitled(sub, now) && sub.providerSubscriptionId) {
    throw new AppError(
      'CONFLICT',
      `You already have the ${planById(sub.planId)?.name ?? sub.planId} plan; change plan from the payment center.`,
    );
  }
  const [paid] = await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, user.id));
  const trialDays = Number(paid?.n ?? 0) === 0 && !sub ? plan.trialDays : 0;
  const price = priceOf(plan, billing);
  // A code typed at checkout: with Stripe a promotion code for its Checkout page; on the sandbox our own code, redeemed
  // to the account (the same atomic redemption as /redeem-coupon) and applied below like any redeemed discount.
  const code = coupon?.trim() || undefined;
  const held = await activeDiscount(ctx.db, user.id);
  if (code && ctx.provider.name === 'sandbox' && held?.code.toLowerCase() !== code.toLowerCase())
    await redeemCoupon(ctx.db, user.id, code, now, { planId });
  const discount = code && ctx.provider.name === 'sandbox' ? await activeDiscount(ctx.db, user.id) : held;
  const totals = totalsOf(price, discountApplies(discount, plan.id) ? discountOf(price, discount) : 0, 0, ctx.vatRateBp);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(checkoutSessions)
      .values({
        id: randomId('chk'),
        userId: user.id,
        planId,
        billing,
        provider: ctx.provider.name,
        currency: plan.currency,
        subtotalMinor: totals.subtotalMinor,
        discountMinor: totals.discountMinor,
        taxMinor: totals.taxMinor,
        totalMinor: totals.totalMinor,
        trialDays,
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      })
      .returning();
    await audit(tx, user.id, 'checkout.started', {
      checkoutId: created!.id,
      planId,
      billing,
      totalMinor: totals.totalMinor,
      currency: plan.currency,
    });
    return created;
  });
  const base = ctx.config.publicUrl;
  const { url, providerSessionId } = await ctx.provider.createCheckout({
    checkout: row!,
    plan,
    email: user.email,
    ...(code && ctx.provider.name === 'stripe' ? { promotionCode: code } : {}),
    successUrl: `${base}/payment-center?checkout=success`,
    cancelUrl: `${base}/pricing`,
  });
  await ctx.db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, row!.id));
  return { id: row!.id, url };
}

async function ownedCheckout(ctx: BillingContext, userId: string, id: string): Promise<CheckoutRow> {
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Checkout');
  return row;
}

export async function checkoutSummary(ctx: BillingContext, userId: string, id: string, now = new Date()): Promise<CheckoutSummary> {
  const row = await ownedCheckout(ctx, userId, id);
  const status = row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
  return {
    id: row.id,
    planId: row.planId,
    planName: planById(row.planId)?.name ?? row.planId,
    billing: row.billing,
    status,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    trialDays: row.trialDays,
  };
}

const dateLabel = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Pays a sandbox checkout with a Stripe test card. A decline changes nothing (402 with the reason); a success
 * is delivered as `checkout.session.completed` + `invoice.paid`, signed, through the webhook handler.
 */
export async function paySandbox(
  ctx: BillingContext,
  userId: string,
  id: string,
  body: { cardNumber: string; expiry: string; cvc: string; name: string; confirmed?: boolean | undefined },
  now = new Date(),
) {
  if (ctx.provider.name !== 'sandbox') throw new AppError('CONFLICT', 'Payments go through Stripe on this server, not the sandbox.');
  const row = await ownedCheckout(ctx, userId, id);
  const parsed = SandboxCardSchema.safeParse(body);
  if (!parsed.success)
    throw validationFailed(
      'Check the card details',
      parsed.error.issues.map((i) => ({ path: `body.${i.path.join('.')}`, message: i.message })),
    );
  const card = { ...parsed.data, confirmed: body.confirmed };
  if (row.status !== 'open' || row.expiresAt <= now)
    throw new AppError(
      'CONFLICT',
      row.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired; start again from the pricing page.',
    );
  const [mm, yy] = card.expiry.split('/').map((s) => Number(s.trim()));
  if (Date.UTC(2000 + yy!, mm!, 1) <= now.getTime())
    throw new AppError('PAYMENT_REQUIRED', 'Your card has expired. Nothing was charged.', { declineCode: 'expired_card' });
  const outcome = cardOutcome(card.cardNumber);
  if (outcome.kind === 'declined') {
    await audit(ctx.db, userId, 'payment.declined', { checkoutId: id, declineCode: outcome.code });
    throw new AppError('PAYMENT_REQUIRED', outcome.message, { declineCode: outcome.code });
  }
  if (outcome.kind === 'requires_action' && !card.confirmed) return { status: 'requires_action' as const, redirect: null };
  const plan = planById(row.planId)!;
  const existing = await subscriptionOf(ctx.db, userId);
  const customer = existing?.providerCustomerId ?? randomId('cus_sbx');
  const subscription = randomId('sub_sbx');
  const end = row.trialDays > 0 ? new Date(now.getTime() + row.trialDays * 86_400_000) : periodEnd(now, row.billing);
  const lines =
    row.trialDays > 0
      ? [{ description: `${plan.name} plan, ${row.trialDays}-day free trial (${dateLabel(now)} – ${dateLabel(end)})`, amountMinor: 0 }]
      : [
          { description: `${plan.name} plan, ${row.billing} (${dateLabel(now)} – ${dateLabel(end)})`, amountMinor: row.subtotalMinor },
          ...(row.discountMinor > 0 ? [{ description: 'Discount (redeemed code)', amountMinor: -row.discountMinor }] : []),
        ];
  const paidNow = row.trialDays > 0 ? { subtotalMinor: 0, taxMinor: 0, totalMinor: 0 } : row;
  const completed = sandboxEvent(
    'checkout.session.completed',
    {
      id: `cs_sbx_${row.id}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      customer,
      subscription,
      amount_subtotal: paidNow.subtotalMinor,
      amount_total: paidNow.totalMinor,
      currency: row.currency.toLowerCase(),
      payment_status: row.trialDays > 0 ? 'no_payment_required' : 'paid',
      metadata: { checkout_id: row.id, plan: row.planId, billing: row.billing, card_brand: outcome.brand, card_last4: outcome.last4 },
    },
    now,
  );
  const paid = sandboxEvent(
    'invoice.paid',
    invoiceObject(ctx, {
      subscriptionId: subscription,
      customerId: customer,
      currency: row.currency,
      lines,
      subtotalMinor: paidNow.subtotalMinor,
      taxMinor: paidNow.taxMinor,
      totalMinor: paidNow.totalMinor,
      creditMinor: 0,
      billingReason: 'subscription_create',
    }),
    now,
  );
  await ctx.db.transaction(async (tx) => {
    await deliver(ctx, completed, tx);
    await deliver(ctx, paid, tx);
  });
  return { status: 'succeeded' as const, redirect: '/payment-center?checkout=success' };
}
