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
  const end = addDays(now, days);
  const values = {
    planId,
    billing: 'monthly' as const,
    status: 'active' as const,
    provider: 'sandbox' as const,
    providerCustomerId: null,
    providerSubscriptionId: null,
    cardBrand: null,
    cardLast4: null,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    trialEnd: null,
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
  await audit(tx, userId, 'plan.granted', { planId, days });
  return end;
}
