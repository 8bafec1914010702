import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { addDays, discountOf, periodEnd, totalsOf } from '../../../core/billing/money';
import { planById, priceOf } from '../../../core/billing/plans';
import { formatMoney } from '../../../core/money/currencies';
import type { DbOrTx } from '../../db/create-db';
import { randomId } from '../../lib/secrets';
import { audit, logEmail } from './audit';
import type { BillingContext } from './billing.context';
import { subscriptions, type SubscriptionRow } from './billing.tables';
import { discountApplies, nextRenewalOf } from './billing.presenter';
import { activeDiscount, useDiscountCycle } from './discounts';
import { renewalSucceeds } from './sandbox-cards';
import { deliver, invoiceObject, sandboxEvent } from './sandbox-events';

export interface JobStats {
  renewed: number;
  failed: number;
  expired: number;
  reminded: number;
}
const day = (d: Date) => d.toISOString().slice(0, 10);

async function expire(tx: DbOrTx, sub: SubscriptionRow, now: Date, why: string, stats: JobStats) {
  await tx
    .update(subscriptions)
    .set({ status: 'expired', cancelAtPeriodEnd: false, nextRetryAt: null, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  await audit(tx, sub.userId, 'subscription.expired', { subscriptionId: sub.id, why });
  await logEmail(
    tx,
    sub.userId,
    'plan_ended',
    'Your Wayfarer plan has ended',
    `Your ${sub.planId} plan ended (${why}). You are on the Free plan now; subscribe again from the pricing page at any time.`,
  );
  stats.expired += 1;
}

/** Charges the stored sandbox card for the period after `currentPeriodEnd`, through signed events like Stripe's. */
async function charge(tx: DbOrTx, ctx: BillingContext, sub: SubscriptionRow, now: Date, stats: JobStats) {
  const plan = planById(sub.planId)!;
  const price = priceOf(plan, sub.billing);
  const discount = await activeDiscount(tx, sub.userId);
  const discountMinor = discountApplies(discount, plan.id) ? discountOf(price, discount) : 0;
  const totals = totalsOf(price, discountMinor, sub.creditMinor, ctx.vatRateBp);
  const start = sub.currentPeriodEnd,
    end = periodEnd(start, sub.billing);
  if (!renewalSucceeds(sub.cardLast4)) {
    await deliver(
      ctx,
      sandboxEvent(
        'invoice.payment_failed',
        {
          id: randomId('in_sbx'),
          object: 'invoice',
          subscription: sub.providerSubscriptionId,
          amount_due: totals.totalMinor,
          currency: plan.currency.toLowerCase(),
        },
        now,
      ),
      tx,
    );
    stats.failed += 1;
    return;
  }
  const lines = [
    { description: `${plan.name} plan, ${sub.billing} (${day(start)} – ${day(end)})`, amountMinor: price, period: { start, end } },
    ...(discountMinor ? [{ description: `Discount ${discount!.code}`, amountMinor: -discountMinor }] : []),
    ...(totals.creditMinor ? [{ description: 'Credit from an earlier plan change', amountMinor: -totals.creditMinor }] : []),
  ];
  await deliver(
    ctx,
    sandboxEvent(
      'invoice.paid',
      invoiceObject(ctx, {
        subscriptionId: sub.providerSubscriptionId!,
        customerId: sub.providerCustomerId ?? '',
        currency: plan.currency,
        lines,
        subtotalMinor: price,
        taxMinor: totals.taxMinor,
        totalMinor: totals.totalMinor,
        creditMinor: totals.creditMinor,
        billingReason: 'subscription_cycle',
      }),
      now,
    ),
    tx,
  );
  if (discountMinor) await useDiscountCycle(tx, sub.userId);
  stats.renewed += 1;
}

async function handleDue(tx: DbOrTx, ctx: BillingContext, sub: SubscriptionRow, now: Date, stats: JobStats) {
  if (sub.status === 'canceled') return expire(tx, sub, now, 'cancelled at the end of the period', stats);
  if (sub.status === 'past_due') {
    if (sub.graceUntil && sub.graceUntil <= now) return expire(tx, sub, now, 'payment failed after retries', stats);
    if (sub.provider === 'sandbox' && sub.nextRetryAt && sub.nextRetryAt <= now) return charge(tx, ctx, sub, now, stats);
    return;
  }
  if (sub.provider !== 'sandbox') return; // Stripe renews its subscriptions itself and tells us by webhook.
  if (!sub.cardLast4 || sub.cancelAtPeriodEnd)
    return expire(tx, sub, now, sub.cardLast4 ? 'cancelled at the end of the period' : 'the free period ended', stats);
  return charge(tx, ctx, sub, now, stats);
}

/**
 * Renewals, payment retries, expiries and renewal reminders. Each batch locks its rows with
 * SELECT … FOR UPDATE SKIP LOCKED (decision 009): several instances can run this at once, each row is
 * handled by exactly one of them, and a row is never charged twice because the renewal moves its period on
 * in the same transaction.
 */
export async function runBillingJobs(ctx: BillingContext, now = new Date(), batch = 50): Promise<JobStats> {
  const stats: JobStats = { renewed: 0, failed: 0, expired: 0, reminded: 0 };
  await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          ne(subscriptions.status, 'expired'),
          or(
            lte(subscriptions.currentPeriodEnd, now),
            and(eq(subscriptions.status, 'past_due'), or(lte(subscriptions.nextRetryAt, now), lte(subscriptions.graceUntil, now))),
          ),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const sub of due) await handleDue(tx, ctx, sub, now, stats);
  });
  await ctx.db.transaction(async (tx) => {
    const soon = addDays(now, ctx.config.BILLING_REMINDER_DAYS);
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'trialing']),
          eq(subscriptions.cancelAtPeriodEnd, false),
          gt(subscriptions.currentPeriodEnd, now),
          lte(subscriptions.currentPeriodEnd, soon),
          or(isNull(subscriptions.reminderSentFor), ne(subscriptions.reminderSentFor, subscriptions.currentPeriodEnd)),
        ),
      )
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const sub of rows) {
      const renewal = nextRenewalOf(sub, await activeDiscount(tx, sub.userId), ctx.vatRateBp);
      await tx
        .update(subscriptions)
        .set({ reminderSentFor: sql`${subscriptions.currentPeriodEnd}` })
        .where(eq(subscriptions.id, sub.id));
      if (!renewal) continue;
      const amount = formatMoney(renewal.amountMinor, renewal.currency);
      await logEmail(
        tx,
        sub.userId,
        'renewal_reminder',
        'Your Wayfarer plan renews soon',
        `Your ${sub.planId} plan renews on ${day(sub.currentPeriodEnd)} for ${amount} (VAT included). Cancel or change it ` +
          `in the payment center before then.`,
      );
      stats.reminded += 1;
    }
  });
  return stats;
}
