import { z } from 'zod';
import { PLAN_IDS, QUOTA_KINDS } from '../billing/plans';
import { isoDate, ResourceIdSchema, text } from './input-rules';
import { listQueryWith } from './list-query';

/** The admin area's billing screens (issue 13): coupons, subscriptions, payments and refunds. Money in minor units. */
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });

const PAID_PLANS = PLAN_IDS.filter((p) => p !== 'free') as [Exclude<(typeof PLAN_IDS)[number], 'free'>, ...never[]];
const PaidPlan = z.enum(PAID_PLANS);
export const COUPON_KINDS = ['percent', 'amount', 'free_period', 'credits'] as const;
export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

export const CouponIdParams = z.object({ couponId: ResourceIdSchema });
export const InvoiceIdParams = z.object({ invoiceId: ResourceIdSchema });

/** Limits an operator may change after creation (what a coupon gives stays as it was redeemed). */
export const CouponLimitsSchema = z.object({
  validFrom: isoDate().nullable().optional(),
  /** The last day the code works (UTC, inclusive). */
  validUntil: isoDate().nullable().optional(),
  maxRedemptions: z.number().int().min(1).max(1_000_000).nullable().optional(),
  maxPerUser: z.number().int().min(1).max(100).optional(),
  allowedPlans: z.array(PaidPlan).max(PAID_PLANS.length).nullable().optional(),
  firstTimeOnly: z.boolean().optional(),
});
export type CouponLimits = z.infer<typeof CouponLimitsSchema>;

const Code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, '3 to 40 letters, digits, - or _');
const Discount = { duration: z.enum(COUPON_DURATIONS).default('once'), durationMonths: z.number().int().min(1).max(36).optional() };

/** Every kind the coupons feature supports (billing's redeemCoupon applies them). */
export const CouponInputSchema = z
  .discriminatedUnion('kind', [
    CouponLimitsSchema.extend({ code: Code, kind: z.literal('percent'), percentOff: z.number().int().min(1).max(100), ...Discount }),
    CouponLimitsSchema.extend({
      code: Code,
      kind: z.literal('amount'),
      amountOffMinor: z.number().int().min(1).max(10_000_000),
      currency: z.string().regex(/^[A-Z]{3}$/, 'a currency code like EUR'),
      ...Discount,
    }),
    CouponLimitsSchema.extend({ code: Code, kind: z.literal('free_period'), planId: PaidPlan, freeDays: z.number().int().min(1).max(366) }),
    CouponLimitsSchema.extend({
      code: Code,
      kind: z.literal('credits'),
      creditKind: z.enum(QUOTA_KINDS),
      creditAmount: z.number().int().min(1).max(100_000),
    }),
  ])
  .refine((c) => !('duration' in c) || c.duration !== 'repeating' || c.durationMonths !== undefined, {
    message: 'say for how many months',
    path: ['durationMonths'],
  })
  .refine((c) => !c.validFrom || !c.validUntil || c.validFrom <= c.validUntil, { message: 'ends before it starts', path: ['validUntil'] });
export type CouponInput = z.infer<typeof CouponInputSchema>;

export const CouponStatusBody = z.object({ disabled: z.boolean() });

export const AdminCouponsQuery = listQueryWith(['createdAt', 'code', 'redeemed'], {
  status: z.enum(['active', 'disabled', 'all']).default('all'),
});
export const AdminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** What it gives, in words ("20 % off the next 3 invoices", "5 extra trip generations"). */
  description: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(COUPON_DURATIONS),
  durationMonths: z.number().int().nullable(),
  planId: z.string().nullable(),
  freeDays: z.number().int().nullable(),
  creditKind: z.enum(QUOTA_KINDS).nullable(),
  creditAmount: z.number().int().nullable(),
  allowedPlans: z.array(z.string()).nullable(),
  firstTimeOnly: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxPerUser: z.number().int(),
  redeemed: z.number().int(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;
export const AdminCouponPage = page(AdminCouponSchema);
export const CouponStatsSchema = z.object({
  couponId: z.string(),
  redemptions: z.number().int(),
  users: z.number().int(),
  /** Redemptions by the redeemer's plan now (free when they have none). */
  byPlan: z.array(z.object({ plan: z.string(), redemptions: z.number().int() })),
  byDay: z.array(z.object({ date: z.string(), redemptions: z.number().int() })),
});
export type CouponStats = z.infer<typeof CouponStatsSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export const AdminSubscriptionsQuery = listQueryWith(['createdAt', 'currentPeriodEnd', 'email'], {
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.enum(PLAN_IDS).optional(),
});
export const AdminSubscriptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  planId: z.string(),
  billing: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string(),
  createdAt: z.string(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;
export const AdminSubscriptionPage = page(AdminSubscriptionSchema);

export const INVOICE_STATUSES = ['paid', 'failed', 'refunded', 'partially_refunded'] as const;
export const AdminPaymentsQuery = listQueryWith(['createdAt', 'total', 'email'], {
  status: z.enum(INVOICE_STATUSES).optional(),
  userId: ResourceIdSchema.optional(),
});
export const AdminPaymentSchema = z.object({
  id: z.string(),
  number: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  planId: z.string().nullable(),
  provider: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  totalMinor: z.number().int(),
  refundedMinor: z.number().int(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;
export const AdminPaymentPage = page(AdminPaymentSchema);

export const RefundBodySchema = z.object({
  /** Minor units; omitted refunds everything not refunded yet. */
  amountMinor: z.number().int().min(1).max(100_000_000).optional(),
  reason: text().trim().min(3).max(500),
  /** One per refund the operator means: the form makes it once, a retry sends it again. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'not an idempotency key'),
});
export const RefundResultSchema = z.object({
  refundId: z.string(),
  invoiceId: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  refundedMinor: z.number().int(),
  /** True when this key had already refunded: nothing new was paid out. */
  replayed: z.boolean(),
});

/** Grants from the Users screen. */
export const GrantPlanBodySchema = z.object({
  plan: PaidPlan,
  days: z.number().int().min(1).max(366),
  note: text().trim().max(300).optional(),
});
export const GrantCreditsBodySchema = z.object({
  kind: z.enum(QUOTA_KINDS),
  amount: z.number().int().min(1).max(100_000),
  note: text().trim().max(300).optional(),
});
export const GrantResultSchema = z.object({ userId: z.string(), plan: z.string(), summary: z.string() });
