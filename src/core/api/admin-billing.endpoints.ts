import {
  AdminCouponPage,
  AdminCouponSchema,
  AdminCouponsQuery,
  AdminPaymentPage,
  AdminPaymentsQuery,
  AdminSubscriptionPage,
  AdminSubscriptionsQuery,
  CouponIdParams,
  CouponInputSchema,
  CouponLimitsSchema,
  CouponStatsSchema,
  CouponStatusBody,
  GrantCreditsBodySchema,
  GrantPlanBodySchema,
  GrantResultSchema,
  InvoiceIdParams,
  RefundBodySchema,
  RefundResultSchema,
} from './admin-billing';
import { UserIdParams } from './admin';
import { defineEndpoint } from './endpoint';

// The admin area's billing endpoints (issue 13). Each needs an operator session (the `wf_admin` cookie).

export const AdminListCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/admin/coupons',
  summary: 'Coupons',
  query: AdminCouponsQuery,
  response: AdminCouponPage,
});
export const AdminCreateCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/admin/coupons',
  summary: 'Create a coupon of any kind',
  body: CouponInputSchema,
  response: AdminCouponSchema,
  status: 201,
  errors: ['CONFLICT'],
});
export const AdminUpdateCoupon = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/coupons/:couponId',
  summary: "Change a coupon's limits (validity, redemptions, plans)",
  params: CouponIdParams,
  body: CouponLimitsSchema,
  response: AdminCouponSchema,
  errors: ['CONFLICT'],
});
export const AdminSetCouponStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/coupons/:couponId/status',
  summary: 'Disable a coupon (or enable it again)',
  params: CouponIdParams,
  body: CouponStatusBody,
  response: AdminCouponSchema,
});
export const AdminCouponStats = defineEndpoint({
  method: 'GET',
  path: '/api/admin/coupons/:couponId/stats',
  summary: "A coupon's redemptions, by plan and by day",
  params: CouponIdParams,
  response: CouponStatsSchema,
});

export const AdminListSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/subscriptions',
  summary: 'Subscriptions',
  query: AdminSubscriptionsQuery,
  response: AdminSubscriptionPage,
});
export const AdminListPayments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payments',
  summary: 'Payments (invoices)',
  query: AdminPaymentsQuery,
  response: AdminPaymentPage,
});
export const AdminRefundPayment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/payments/:invoiceId/refund',
  summary: 'Refund a payment in full or in part (idempotent by key)',
  params: InvoiceIdParams,
  body: RefundBodySchema,
  response: RefundResultSchema,
  errors: ['CONFLICT'],
});

export const AdminGrantPlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/grant-plan',
  summary: 'Give a user a paid plan for some days, free of charge',
  params: UserIdParams,
  body: GrantPlanBodySchema,
  response: GrantResultSchema,
  errors: ['CONFLICT'],
});
export const AdminGrantCredits = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/grant-credits',
  summary: "Add extra trips or assistant messages to this month's allowance",
  params: UserIdParams,
  body: GrantCreditsBodySchema,
  response: GrantResultSchema,
});
