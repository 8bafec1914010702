import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminCoupon, AdminCouponsQuery, CouponInput, CouponLimits, CouponStats } from '../../../../core/api/admin-billing';
import { QUOTA_LABEL } from '../../../../core/billing/plans';
import type { Db } from '../../../db/create-db';
import { AppError, notFound } from '../../../lib/app-error';
import { coupons, type CouponRow } from '../../billing/billing.tables';
import { createCoupon, updateCoupon, type CouponLimitsPatch, type NewCoupon } from '../../billing/coupons.service';
import { describeDiscount } from '../../billing/discounts';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { iso, offsetOf, pageOf } from '../paging';
import { couponByCode, couponIds, couponStats } from './coupons.repository';

const startOf = (d: string) => new Date(`${d}T00:00:00.000Z`);
/** `validUntil` is the last day the code works: it stops at the end of that UTC day. */
const endOf = (d: string) => new Date(`${d}T23:59:59.999Z`);
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function describe(c: CouponRow): string {
  if (c.kind === 'credits') return `${c.creditAmount} extra ${QUOTA_LABEL[c.creditKind!].many}`;
  if (c.kind === 'free_period') return `${c.freeDays} free days of ${c.planId}`;
  return describeDiscount(c);
}

export const presentCoupon = (c: CouponRow): AdminCoupon => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  description: describe(c),
  percentOff: c.percentOff,
  amountOffMinor: c.amountOffMinor,
  currency: c.currency,
  duration: c.duration,
  durationMonths: c.durationMonths,
  planId: c.planId,
  freeDays: c.freeDays,
  creditKind: c.creditKind,
  creditAmount: c.creditAmount,
  allowedPlans: c.allowedPlans,
  firstTimeOnly: c.firstTimeOnly,
  validFrom: day(c.validFrom),
  validUntil: day(c.validUntil),
  maxRedemptions: c.maxRedemptions,
  maxPerUser: c.maxPerUser,
  redeemed: c.redeemedCount,
  disabledAt: iso(c.disabledAt),
  createdAt: iso(c.createdAt)!,
});

function limitsOf(l: CouponLimits): CouponLimitsPatch {
  const patch: CouponLimitsPatch = {};
  if (l.validFrom !== undefined) patch.validFrom = l.validFrom ? startOf(l.validFrom) : null;
  if (l.validUntil !== undefined) patch.validUntil = l.validUntil ? endOf(l.validUntil) : null;
  if (l.maxRedemptions !== undefined) patch.maxRedemptions = l.maxRedemptions;
  if (l.maxPerUser !== undefined) patch.maxPerUser = l.maxPerUser;
  if (l.allowedPlans !== undefined) patch.allowedPlans = l.allowedPlans?.length ? l.allowedPlans : null;
  if (l.firstTimeOnly !== undefined) patch.firstTimeOnly = l.firstTimeOnly;
  return patch;
}

function newCouponOf(input: CouponInput): NewCoupon {
  const base = { code: input.code, kind: input.kind, ...limitsOf(input) } as NewCoupon;
  switch (input.kind) {
    case 'percent':
      return { ...base, percentOff: input.percentOff, duration: input.duration, durationMonths: input.durationMonths ?? null };
    case 'amount':
      return {
        ...base,
        amountOffMinor: input.amountOffMinor,
        currency: input.currency,
        duration: input.duration,
        durationMonths: input.durationMonths ?? null,
      };
    case 'free_period':
      return { ...base, planId: input.planId, freeDays: input.freeDays };
    case 'credits':
      return { ...base, creditKind: input.creditKind, creditAmount: input.creditAmount };
  }
}

export async function listCouponsPage(db: Db, request: FastifyRequest, q: z.infer<typeof AdminCouponsQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const ids = await couponIds(db, { search: q.search, status: q.status, sortBy: q.sortBy, sortOrder: q.sortOrder, limit: q.limit, offset });
  const rows = ids.length
    ? await db
        .select()
        .from(coupons)
        .where(
          inArray(
            coupons.id,
            ids.map((r) => r.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(ids, offset, q.limit, (r) => presentCoupon(byId.get(r.id)!));
}

/** Through billing's createCoupon (the one place coupons are made), with the admin audit row in the same transaction. */
export async function createCouponAsAdmin(db: Db, request: FastifyRequest, input: CouponInput): Promise<AdminCoupon> {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx) => {
    if (await couponByCode(tx, input.code)) throw new AppError('CONFLICT', `A coupon with the code ${input.code} exists already`);
    const row = await createCoupon(tx, newCouponOf(input));
    await recordAudit(tx, actorOf(request), {
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: row.id,
      details: { code: row.code, kind: row.kind, description: describe(row) },
    });
    return presentCoupon(row);
  });
}

export async function updateCouponAsAdmin(db: Db, request: FastifyRequest, couponId: string, limits: CouponLimits) {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx) => {
    const patch = limitsOf(limits);
    const row = await updateCoupon(tx, couponId, patch);
    if (!row) throw notFound('Coupon');
    await recordAudit(tx, actorOf(request), { action: 'coupon.update', targetType: 'coupon', targetId: couponId, details: { ...limits } });
    return presentCoupon(row);
  });
}

export async function setCouponDisabled(db: Db, request: FastifyRequest, couponId: string, disabled: boolean) {
  requireAdmin(request, 'manage');
  return db.transaction(async (tx) => {
    const row = await updateCoupon(tx, couponId, { disabledAt: disabled ? new Date() : null });
    if (!row) throw notFound('Coupon');
    await recordAudit(tx, actorOf(request), {
      action: disabled ? 'coupon.disable' : 'coupon.enable',
      targetType: 'coupon',
      targetId: couponId,
      details: { code: row.code },
    });
    return presentCoupon(row);
  });
}

export async function statsOfCoupon(db: Db, request: FastifyRequest, couponId: string): Promise<CouponStats> {
  requireAdmin(request, 'read');
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!row) throw notFound('Coupon');
  const s = await couponStats(db, row);
  return { couponId, redemptions: row.redeemedCount, users: s.users, byPlan: s.byPlan, byDay: s.byDay };
}
