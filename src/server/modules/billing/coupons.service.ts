import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { addDays } from '../../../core/billing/money';
import { planById, QUOTA_LABEL, type PlanId } from '../../../core/billing/plans';
import type { Db, DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { audit } from './audit';
import { billingAudit, couponRedemptions, coupons, invoices, subscriptions, type CouponRow } from './billing.tables';
import { describeDiscount } from './discounts';
import { isEntitled, planOfRow, subscriptionOf } from './entitlements';
import { startFreePeriod } from './grants';
import { grantCredits } from './quota';

/** Failed attempts one user may make per window before redemption is refused (brute-force guard). */
export const COUPON_FAILURES_PER_WINDOW = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'redeemedCount' | 'createdAt' | 'disabledAt'>;

const fail = (
  code:
    | 'COUPON_UNKNOWN'
    | 'COUPON_EXPIRED'
    | 'COUPON_NOT_YET_VALID'
    | 'COUPON_USED_UP'
    | 'COUPON_ALREADY_REDEEMED'
    | 'COUPON_NOT_FOR_PLAN'
    | 'COUPON_INVALID',
  message: string,
) => new AppError(code, message);

async function checkFailures(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(billingAudit)
    .where(
      and(
        eq(billingAudit.userId, userId),
        eq(billingAudit.action, 'coupon.failed'),
        gt(billingAudit.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
      ),
    );
  if (Number(row?.n ?? 0) >= COUPON_FAILURES_PER_WINDOW) {
    throw new AppError('RATE_LIMIT_EXCEEDED', 'Too many codes that do not exist. Wait 15 minutes before trying another.', undefined, {
      'Retry-After': String(FAILURE_WINDOW_MS / 1000),
    });
  }
}

async function applyEffect(tx: DbOrTx, c: CouponRow, userId: string, now: Date): Promise<string> {
  if (c.kind === 'credits') {
    await grantCredits(tx, userId, c.creditKind!, c.creditAmount!, now);
    return `${c.creditAmount} extra ${QUOTA_LABEL[c.creditKind!].many} added for this month.`;
  }
  if (c.kind === 'free_period') {
    const sub = await subscriptionOf(tx, userId);
    const days = c.freeDays ?? 0;
    if (sub && isEntitled(sub, now)) {
      if (sub.planId !== c.planId)
        throw fail('COUPON_NOT_FOR_PLAN', `This code gives the ${c.planId} plan, and you already have the ${sub.planId} plan.`);
      await tx
        .update(subscriptions)
        .set({ currentPeriodEnd: addDays(sub.currentPeriodEnd, days), updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      return `Your ${c.planId} plan is extended by ${days} days.`;
    }
    await startFreePeriod(tx, userId, c.planId!, days, { trial: true, now });
    return `${days} free days of the ${c.planId} plan start now. Nothing will be charged when they end.`;
  }
  return `${describeDiscount(c)} of your subscription${c.allowedPlans?.length ? ` (${c.allowedPlans.join(', ')})` : ''}.`;
}

/**
 * Redeems a code (case-insensitive) for a user, exactly once under concurrency: the coupon row is locked
 * (SELECT … FOR UPDATE) for the checks, the count and the effect, all in one transaction with an audit row.
 */
export async function redeemCoupon(
  db: Db,
  userId: string,
  rawCode: string,
  now = new Date(),
  /** At checkout: only discount codes, checked against the plan being bought. */
  checkout?: { planId: PlanId },
): Promise<{ code: string; effect: string }> {
  await checkFailures(db, userId, now);
  try {
    return await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(coupons)
        .where(sql`lower(${coupons.code}) = lower(${rawCode.trim()})`)
        .for('update');
      if (!c || c.disabledAt) throw fail('COUPON_UNKNOWN', 'This code does not exist. Check the spelling and try again.');
      if (c.validFrom && now < c.validFrom)
        throw fail('COUPON_NOT_YET_VALID', `This code can be used from ${c.validFrom.toISOString().slice(0, 10)}.`);
      if (c.validUntil && now >= c.validUntil)
        throw fail('COUPON_EXPIRED', `This code expired on ${c.validUntil.toISOString().slice(0, 10)}.`);
      if (c.maxRedemptions !== null && c.redeemedCount >= c.maxRedemptions)
        throw fail('COUPON_USED_UP', 'This code has been used as many times as it allows.');
      const [mine] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, c.id), eq(couponRedemptions.userId, userId)));
      if (Number(mine?.n ?? 0) >= c.maxPerUser) throw fail('COUPON_ALREADY_REDEEMED', 'You have already redeemed this code.');
      if (checkout && c.kind !== 'percent' && c.kind !== 'amount')
        throw fail('COUPON_INVALID', 'This code is not a discount; redeem it on the Redeem a code page instead.');
      const plan = checkout ? planById(checkout.planId)! : planOfRow(await subscriptionOf(tx, userId), now);
      if (c.allowedPlans?.length && plan.id !== 'free' && !c.allowedPlans.includes(plan.id)) {
        throw fail('COUPON_NOT_FOR_PLAN', `This code is for the ${c.allowedPlans.join(' or ')} plan, not ${plan.name}.`);
      }
      if (c.firstTimeOnly) {
        const [paid] = await tx.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId));
        if (Number(paid?.n ?? 0) > 0) throw fail('COUPON_INVALID', 'This code is for first-time customers only.');
      }
      await tx
        .update(coupons)
        .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
        .where(eq(coupons.id, c.id));
      const cyclesLeft =
        c.kind === 'percent' || c.kind === 'amount'
          ? c.duration === 'forever'
            ? null
            : c.duration === 'repeating'
              ? (c.durationMonths ?? 1)
              : 1
          : 0;
      await tx.insert(couponRedemptions).values({ id: randomId('red'), couponId: c.id, userId, cyclesLeft, createdAt: now });
      const effect = await applyEffect(tx, c, userId, now);
      await audit(tx, userId, 'coupon.redeemed', { couponId: c.id, code: c.code, kind: c.kind });
      return { code: c.code, effect };
    });
  } catch (err) {
    // Guessing is what the limit is about: only unknown codes count.
    if (err instanceof AppError && err.code === 'COUPON_UNKNOWN') await audit(db, userId, 'coupon.failed', { code: err.code });
    throw err;
  }
}

// --- for the admin area (listing, creating, disabling) ---------------------------------------------

export async function createCoupon(db: DbOrTx, input: NewCoupon): Promise<CouponRow> {
  const [row] = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(coupons)
      .values({ id: randomId('cpn'), ...input })
      .returning();
    await audit(tx, null, 'coupon.created', { couponId: rows[0]!.id, code: input.code });
    return rows;
  });
  return row!;
}

export async function listCoupons(db: DbOrTx, limit = 100): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt)).limit(limit);
}

export async function disableCoupon(db: DbOrTx, id: string, now = new Date()): Promise<CouponRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set({ disabledAt: now }).where(eq(coupons.id, id)).returning();
    if (row) await audit(tx, null, 'coupon.disabled', { couponId: id });
    return row ?? null;
  });
}

export type CouponLimitsPatch = Partial<
  Pick<NewCoupon, 'validFrom' | 'validUntil' | 'maxRedemptions' | 'maxPerUser' | 'allowedPlans' | 'firstTimeOnly'> & {
    disabledAt: Date | null;
  }
>;

/** Changes a coupon's limits (never what it gives: that stays as redeemed). A limit below the redemptions so far is refused. */
export async function updateCoupon(db: DbOrTx, id: string, patch: CouponLimitsPatch): Promise<CouponRow | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!current) return null;
    if (patch.maxRedemptions != null && patch.maxRedemptions < current.redeemedCount)
      throw new AppError('CONFLICT', `This code has already been redeemed ${current.redeemedCount} times`);
    const [row] = await tx.update(coupons).set(patch).where(eq(coupons.id, id)).returning();
    await audit(tx, null, 'coupon.updated', { couponId: id, fields: Object.keys(patch) });
    return row ?? null;
  });
}
