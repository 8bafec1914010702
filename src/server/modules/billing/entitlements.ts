import { eq, inArray, or, sql } from 'drizzle-orm';
import { FREE_PLAN, planById, type PlanDefinition } from '../../../core/billing/plans';
import type { DbOrTx } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { users } from '../users/users.table';
import { subscriptions, teamMembers, type SubscriptionRow } from './billing.tables';

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

/** The plan a user has through a team they were invited to (the owner's, while it has more than one seat). */
export async function teamPlanOf(db: DbOrTx, userId: string, now: Date): Promise<{ plan: PlanDefinition; ownerId: string } | null> {
  const [row] = await db
    .select({ sub: subscriptions })
    .from(users)
    .innerJoin(teamMembers, eq(teamMembers.email, sql`lower(${users.email})`))
    .innerJoin(subscriptions, eq(subscriptions.userId, teamMembers.ownerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const plan = planOfRow(row.sub, now);
  return plan.entitlements.seats > 1 ? { plan, ownerId: row.sub.userId } : null;
}

/** The user's own subscription and those of the teams they were invited to: prepared, as it runs so often. */
const subscriptionsOf = (db: DbOrTx) =>
  prepared(db, 'billing_subscriptions_of', (d, name) => {
    const teams = d
      .select({ ownerId: teamMembers.ownerId })
      .from(teamMembers)
      .innerJoin(users, eq(teamMembers.email, sql`lower(${users.email})`))
      .where(eq(users.id, sql.placeholder('userId')));
    return d
      .select()
      .from(subscriptions)
      .where(or(eq(subscriptions.userId, sql.placeholder('userId')), inArray(subscriptions.userId, teams)))
      .prepare(name);
  });

/**
 * The plan whose entitlements apply to the user now: their own paid plan, else a team's, else Free. One query (it
 * runs on every counted request): the user's own subscription and those of the teams they were invited to.
 */
export async function currentPlan(db: DbOrTx, userId: string, now = new Date()): Promise<PlanDefinition> {
  const rows = await subscriptionsOf(db).execute({ userId });
  const own = planOfRow(rows.find((r) => r.userId === userId) ?? null, now);
  if (own.id !== FREE_PLAN.id) return own;
  // As teamPlanOf: the first team found, its plan while it has more than one seat.
  const team = rows.find((r) => r.userId !== userId);
  const plan = team ? planOfRow(team, now) : null;
  return plan && plan.entitlements.seats > 1 ? plan : own;
}
