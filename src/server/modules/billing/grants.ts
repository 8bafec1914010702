import { eq } from 'drizzle-orm';
import { addDays } from '../../../core/billing/money';
import type { PlanId } from '../../../core/billing/plans';
import type { DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { audit } from './audit';
import { subscriptions } from './billing.tables';
import { isEntitled, subscriptionOf } from './entitlements';

/**
 * Starts a free period of `planId` for `days` from `now`: a sandbox subscription without a card that ends by itself
 * (cancel at period end), replacing whatever lapsed subscription row the user had (one row per user). `trial` marks
 * it trialing with its trial end (a free-period coupon); else active (an operator's grant). The provider's customer
 * id, if any, is kept for a later checkout. Returns the period end.
 */
export async function startFreePeriod(
  tx: DbOrTx,
  userId: string,
  planId: PlanId,
  days: number,
  { trial, now = new Date() }: { trial: boolean; now?: Date },
): Promise<Date> {
  const end = addDays(now, days);
  const values = {
    planId,
    billing: 'monthly' as const,
    status: trial ? ('trialing' as const) : ('active' as const),
    provider: 'sandbox' as const,
    providerSubscriptionId: null,
    cardBrand: null,
    cardLast4: null,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    trialEnd: trial ? end : null,
    cancelAtPeriodEnd: true,
    retryCount: 0,
    nextRetryAt: null,
    graceUntil: null,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ id: randomId('sub'), userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return end;
}

/**
 * Gives a user `planId` for `days`, free of charge (an operator's grant). Like a free-period coupon: a sandbox
 * subscription without a card that ends by itself (cancel at period end), or, on the same complimentary plan,
 * a longer period. A subscription someone pays for is left alone (CONFLICT): change it where it is paid.
 */
export async function grantPlan(tx: DbOrTx, userId: string, planId: PlanId, days: number, now = new Date()): Promise<Date> {
  const sub = await subscriptionOf(tx, userId);
  if (sub && isEntitled(sub, now)) {
    if (sub.providerSubscriptionId || sub.cardLast4)
      throw new AppError('CONFLICT', `This user pays for the ${sub.planId} plan; change or refund that subscription instead`);
    if (sub.planId === planId) {
      const end = addDays(sub.currentPeriodEnd, days);
      await tx.update(subscriptions).set({ currentPeriodEnd: end, updatedAt: now }).where(eq(subscriptions.id, sub.id));
      await audit(tx, userId, 'plan.granted', { planId, days, extended: true });
      return end;
    }
  }
  const end = await startFreePeriod(tx, userId, planId, days, { trial: false, now });
  await audit(tx, userId, 'plan.granted', { planId, days });
  return end;
}
