import { eq } from 'drizzle-orm';
import { FREE_PLAN, planById, type PlanDefinition } from '../../../core/billing/plans';
import type { DbOrTx } from '../../db/create-db';
import { subscriptions, type SubscriptionRow } from './billing.tables';

/**
 * Whether a subscription still gives its plan: trialing/active until the period ends (a renewal that the
 * jobs have not run yet keeps it for a day), past_due until the grace period ends, canceled until the end
 * of the period that was paid for. Everything else is the Free plan.
 */
export function isEntitled(row: SubscriptionRow, now: Date): boolean {
  const t = now.getTime();
  switch (row.status) {
    case 'trialing':
    case 'active':
      return row.currentPeriodEnd.getTime() + 86_400_000 > t;
    case 'past_due':
      return (row.graceUntil?.getTime() ?? 0) > t;
    case 'canceled':
      return row.currentPeriodEnd.getTime() > t;
    default:
      return false;
  }
}

export async function subscriptionOf(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

export function planOfRow(row: SubscriptionRow | null, now: Date): PlanDefinition {
  return (row && isEntitled(row, now) && planById(row.planId)) || FREE_PLAN;
}

/** The plan whose entitlements apply to the user now. */
export async function currentPlan(db: DbOrTx, userId: string, now = new Date()): Promise<PlanDefinition> {
  return planOfRow(await subscriptionOf(db, userId), now);
}
