import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/create-db';
import type { CouponRow } from '../../billing/billing.tables';
import { likePattern, orderBy, rowsOf } from '../paging';

const SORT = { createdAt: 'c.created_at', code: 'lower(c.code)', redeemed: 'c.redeemed_count' } as const;

export interface CouponListOptions {
  search?: string | undefined;
  status: 'active' | 'disabled' | 'all';
  sortBy?: keyof typeof SORT | undefined;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Coupon ids in list order (the rows themselves come through drizzle, so they keep the billing table's types). */
export async function couponIds(db: DbOrTx, o: CouponListOptions) {
  const pattern = o.search ? likePattern(o.search) : null;
  return rowsOf<{ id: string; total: number }>(
    db,
    sql`
    SELECT c.id, count(*) OVER ()::int AS total FROM coupons c
    WHERE (${pattern}::text IS NULL OR c.code ILIKE ${pattern})
      AND (${o.status}::text = 'all' OR (${o.status}::text = 'active') = (c.disabled_at IS NULL))
    ORDER BY ${orderBy(SORT[o.sortBy ?? 'createdAt'], o.sortBy ? o.sortOrder : 'desc')}, c.id
    LIMIT ${o.limit} OFFSET ${o.offset}`,
  );
}

export const couponByCode = async (db: DbOrTx, code: string) =>
  (await rowsOf<{ id: string }>(db, sql`SELECT id FROM coupons WHERE lower(code) = lower(${code})`))[0] ?? null;

/** Redemptions, distinct users, by the redeemer's current plan and by UTC day. */
export async function couponStats(db: DbOrTx, coupon: CouponRow) {
  const byPlan = await rowsOf<{ plan: string; redemptions: number }>(
    db,
    sql`
    SELECT coalesce(CASE WHEN s.status IN ('trialing', 'active', 'past_due') THEN s.plan_id END, 'free') AS plan,
      count(*)::int AS redemptions
    FROM coupon_redemptions r LEFT JOIN subscriptions s ON s.user_id = r.user_id
    WHERE r.coupon_id = ${coupon.id} GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  const byDay = await rowsOf<{ date: string; redemptions: number }>(
    db,
    sql`
    SELECT (r.created_at AT TIME ZONE 'UTC')::date::text AS date, count(*)::int AS redemptions
    FROM coupon_redemptions r WHERE r.coupon_id = ${coupon.id} GROUP BY 1 ORDER BY 1`,
  );
  const [users] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT user_id)::int AS n FROM coupon_redemptions WHERE coupon_id = ${coupon.id}`,
  );
  return { byPlan, byDay, users: users?.n ?? 0 };
}
