import { and, eq } from 'drizzle-orm';
import { periodEnd, prorate, totalsOf } from '../../../core/billing/money';
import { planById, priceOf, type BillingPeriod, type PlanId } from '../../../core/billing/plans';
import { AppError } from '../../lib/app-error';
import { audit } from './audit';
import type { BillingContext } from './billing.context';
import { subscriptions } from './billing.tables';
import { overviewOf } from './billing.service';
import { isEntitled, subscriptionOf } from './entitlements';
import { renewalSucceeds } from './sandbox-cards';
import { deliver, invoiceObject, sandboxEvent } from './sandbox-events';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Switches plan or billing period now. Same period length: the unused part of the old price is credited
 * and the rest of the period on the new plan charged (the difference is charged now, or kept as credit for
 * the next invoice). A different period length starts a new period now, paid minus the unused credit.
 * A trial just changes plan. With Stripe, Stripe computes and invoices the proration.
 */
export async function changePlan(
  ctx: BillingContext,
  userId: string,
  planId: Exclude<PlanId, 'free'>,
  billing: BillingPeriod,
  now = new Date(),
) {
  const sub = await subscriptionOf(ctx.db, userId);
  if (!sub || !isEntitled(sub, now) || !['active', 'trialing'].includes(sub.status) || !sub.providerSubscriptionId) {
    throw new AppError('CONFLICT', 'Plan changes need an active, paid subscription; choose a plan on the pricing page first.');
  }
  if (sub.planId === planId && sub.billing === billing) throw new AppError('CONFLICT', 'You already have this plan.');
  const oldPlan = planById(sub.planId)!,
    newPlan = planById(planId)!;
  const currency = newPlan.currency;
  if (ctx.provider.name === 'stripe' || sub.status === 'trialing') {
    await ctx.provider.changePlan(sub, newPlan, billing, `${sub.id}:change:${planId}:${billing}:${sub.updatedAt.getTime()}`);
    await ctx.db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ planId, billing, updatedAt: now }).where(eq(subscriptions.id, sub.id));
      await audit(tx, userId, 'subscription.plan_changed', { from: sub.planId, to: planId, billing });
    });
    return { chargedMinor: 0, creditedMinor: 0, currency, overview: await overviewOf(ctx, userId, now) };
  }
  const samePeriod = sub.billing === billing;
  const p = prorate({
    oldPriceMinor: priceOf(oldPlan, sub.billing),
    newPriceMinor: samePeriod ? priceOf(newPlan, billing) : 0,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    now,
  });
  const start = samePeriod ? sub.currentPeriodStart : now;
  const end = samePeriod ? sub.currentPeriodEnd : periodEnd(now, billing);
  const charge = samePeriod ? p.remainingChargeMinor : priceOf(newPlan, billing);
  const creditAvailable = sub.creditMinor + p.unusedCreditMinor;
  const totals = totalsOf(charge, 0, creditAvailable, ctx.vatRateBp);
  const creditLeft = creditAvailable - totals.creditMinor;
  if (totals.totalMinor > 0 && !renewalSucceeds(sub.cardLast4)) {
    throw new AppError('PAYMENT_REQUIRED', `Your card ending ${sub.cardLast4} was declined. Your plan has not changed.`, {
      declineCode: 'card_declined',
    });
  }
  await ctx.db.transaction(async (tx) => {
    // Locked and re-checked, so two changes at once cannot both prorate from the same state.
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.updatedAt, sub.updatedAt)))
      .for('update');
    if (!locked) throw new AppError('CONFLICT', 'The subscription changed meanwhile; reload and try again.');
    await tx
      .update(subscriptions)
      .set({
        planId,
        billing,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        creditMinor: creditAvailable,
        reminderSentFor: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    const lines = [
      { description: `Unused time on ${oldPlan.name} (${day(now)} – ${day(sub.currentPeriodEnd)})`, amountMinor: -p.unusedCreditMinor },
      { description: `${newPlan.name} plan, ${billing} (${day(samePeriod ? now : start)} – ${day(end)})`, amountMinor: charge },
    ];
    if (totals.totalMinor > 0 || totals.creditMinor > 0) {
      await deliver(
        ctx,
        sandboxEvent(
          'invoice.paid',
          invoiceObject(ctx, {
            subscriptionId: sub.providerSubscriptionId!,
            customerId: sub.providerCustomerId ?? '',
            currency,
            lines,
            subtotalMinor: charge,
            taxMinor: totals.taxMinor,
            totalMinor: totals.totalMinor,
            creditMinor: totals.creditMinor,
            billingReason: 'subscription_update',
          }),
          now,
        ),
        tx,
      );
    }
    // The invoice handler took the credit it used off the balance; make sure it is what we computed.
    await tx.update(subscriptions).set({ creditMinor: creditLeft }).where(eq(subscriptions.id, sub.id));
    await audit(tx, userId, 'subscription.plan_changed', {
      from: sub.planId,
      to: planId,
      billing,
      chargedMinor: totals.totalMinor,
      creditLeftMinor: creditLeft,
      currency,
    });
  });
  return {
    chargedMinor: totals.totalMinor,
    creditedMinor: Math.max(0, creditLeft - sub.creditMinor),
    currency,
    overview: await overviewOf(ctx, userId, now),
  };
}
