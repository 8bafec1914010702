import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Discount } from '../../../core/billing/money';
import { formatMoney } from '../../../core/money/currencies';
import type { DbOrTx } from '../../db/create-db';
import { couponRedemptions, coupons, type CouponRow } from './billing.tables';

export interface ActiveDiscount extends Discount {
  redemptionId: string;
  code: string;
  description: string;
  /** Plans the discount is for (null = any). */
  allowedPlans: string[] | null;
}

export function describeDiscount(c: Pick<CouponRow, 'percentOff' | 'amountOffMinor' | 'currency' | 'duration' | 'durationMonths'>): string {
  const off = c.percentOff ? `${c.percentOff} % off` : `${formatMoney(c.amountOffMinor ?? 0, c.currency ?? 'EUR')} off`;
  const span =
    c.duration === 'forever'
      ? 'every invoice'
      : c.duration === 'repeating'
        ? `the next ${c.durationMonths ?? 1} invoices`
        : 'the next invoice';
  return `${off} ${span}`;
}

/** The most recent percent/amount coupon the user redeemed that still applies to an invoice. */
export async function activeDiscount(db: DbOrTx, userId: string): Promise<ActiveDiscount | null> {
  const [row] = await db
    .select({ r: couponRedemptions, c: coupons })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        inArray(coupons.kind, ['percent', 'amount']),
        or(isNull(couponRedemptions.cyclesLeft), gt(couponRedemptions.cyclesLeft, 0)),
      ),
    )
    .orderBy(desc(couponRedemptions.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    redemptionId: row.r.id,
    code: row.c.code,
    allowedPlans: row.c.allowedPlans,
    percentOff: row.c.percentOff,
    amountOffMinor: row.c.amountOffMinor,
    description: describeDiscount(row.c),
  };
}

/** One invoice used the discount: a limited one has one cycle fewer. */
export async function useDiscountCycle(db: DbOrTx, userId: string): Promise<void> {
  const d = await activeDiscount(db, userId);
  if (!d) return;
  await db
    .update(couponRedemptions)
    .set({ cyclesLeft: sql`${couponRedemptions.cyclesLeft} - 1` })
    .where(and(eq(couponRedemptions.id, d.redemptionId), gt(couponRedemptions.cyclesLeft, 0)));
}
