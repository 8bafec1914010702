import { and, eq, sql } from 'drizzle-orm';
import type { Usage } from '../../../core/api/billing';
import { quotaPeriod } from '../../../core/billing/money';
import { QUOTA_KINDS, QUOTA_LABEL, upgradeFor, type PlanDefinition, type QuotaKind } from '../../../core/billing/plans';
import type { DbOrTx } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { usageCounters } from './billing.tables';
import { currentPlan } from './entitlements';

const dateLabel = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function counter(db: DbOrTx, userId: string, period: string, kind: QuotaKind) {
  const [row] = await db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, period), eq(usageCounters.kind, kind)))
    .limit(1);
  return row ?? { used: 0, bonus: 0 };
}

function usageFrom(kind: QuotaKind, plan: PlanDefinition, c: { used: number; bonus: number }, resetsAt: Date): Usage {
  const limit = plan.entitlements[kind] + c.bonus;
  return { kind, used: c.used, limit, remaining: Math.max(0, limit - c.used), resetsAt: resetsAt.toISOString() };
}

/** This month's usage of every counted entitlement. */
export async function usageOf(db: DbOrTx, userId: string, now = new Date(), plan?: PlanDefinition): Promise<Usage[]> {
  const p = plan ?? (await currentPlan(db, userId, now));
  const { period, resetsAt } = quotaPeriod(now);
  return Promise.all(QUOTA_KINDS.map(async (kind) => usageFrom(kind, p, await counter(db, userId, period, kind), resetsAt)));
}

/**
 * One statement, prepared (every generation and assistant message runs it): the first use of the month inserts the
 * row with `used` (1 when the plan allows any), later ones add 1 while under `limit` + bonus; no row back means the
 * limit is reached.
 */
const countOne = (db: DbOrTx) =>
  prepared(db, 'billing_count_one', (d, name) =>
    d
      .insert(usageCounters)
      .values({
        userId: sql.placeholder('userId'),
        period: sql.placeholder('period'),
        kind: sql.placeholder('kind'),
        used: sql.placeholder('used'),
      })
      .onConflictDoUpdate({
        target: [usageCounters.userId, usageCounters.period, usageCounters.kind],
        set: { used: sql`${usageCounters.used} + 1` },
        setWhere: sql`${usageCounters.used} < ${sql.placeholder('limit')} + ${usageCounters.bonus}`,
      })
      .returning()
      .prepare(name),
  );

/**
 * Counts one use of `kind` against the user's plan for this calendar month (UTC), or throws 429
 * QUOTA_EXCEEDED saying the limit, when it resets and how to raise it. The increment is one conditional
 * UPDATE on the counter row (`used < limit + bonus`), so concurrent requests on any number of instances
 * never count past the limit.
 */
export async function consumeQuota(db: DbOrTx, userId: string, kind: QuotaKind, now = new Date()): Promise<Usage> {
  const plan = await currentPlan(db, userId, now);
  const limit = plan.entitlements[kind];
  const { period, resetsAt } = quotaPeriod(now);
  const [row] = await countOne(db).execute({ userId, period, kind, used: limit > 0 ? 1 : 0, limit });
  if (row && (limit > 0 || row.used > 0)) return usageFrom(kind, plan, row, resetsAt);
  const usage = usageFrom(kind, plan, await counter(db, userId, period, kind), resetsAt);
  throw quotaExceeded(kind, plan, usage, now);
}

/**
 * Gives back one use counted by `consumeQuota` at `takenAt` (same period), when the use produced nothing: an
 * infeasible or cancelled trip generation. One conditional UPDATE (`used > 0`), so it never goes below zero.
 */
export async function releaseQuota(db: DbOrTx, userId: string, kind: QuotaKind, takenAt: Date): Promise<void> {
  const { period } = quotaPeriod(takenAt);
  await db
    .update(usageCounters)
    .set({ used: sql`${usageCounters.used} - 1` })
    .where(
      and(eq(usageCounters.userId, userId), eq(usageCounters.period, period), eq(usageCounters.kind, kind), sql`${usageCounters.used} > 0`),
    );
}

function quotaExceeded(kind: QuotaKind, plan: PlanDefinition, usage: Usage, now: Date): AppError {
  const label = QUOTA_LABEL[kind];
  const resets = new Date(usage.resetsAt);
  const better = upgradeFor(plan.id, (e, mine) => e[kind] > mine[kind]);
  const raise = better
    ? `To raise it, upgrade to ${better.name} (${better.entitlements[kind].toLocaleString('en')} a month) on the pricing page, or ` +
      `redeem a code for extra credits.`
    : 'To raise it, redeem a code for extra credits or contact us about an enterprise plan.';
  const message =
    `You have used all ${usage.limit.toLocaleString('en')} ${label.many} of your ${plan.name} plan this month. ` +
    `The count resets on ${dateLabel(resets)} at 00:00 UTC. ${raise}`;
  return new AppError(
    'QUOTA_EXCEEDED',
    message,
    { ...usage, planId: plan.id, upgradeTo: better?.id ?? null },
    {
      'Retry-After': String(Math.max(1, Math.ceil((resets.getTime() - now.getTime()) / 1000))),
    },
  );
}

/** Adds extra credits to this month's allowance (coupons). */
export async function grantCredits(db: DbOrTx, userId: string, kind: QuotaKind, amount: number, now = new Date()) {
  const { period } = quotaPeriod(now);
  await db
    .insert(usageCounters)
    .values({ userId, period, kind, bonus: amount })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.period, usageCounters.kind],
      set: { bonus: sql`${usageCounters.bonus} + ${amount}` },
    });
}
