import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { IdParamsSchema } from './input-rules';
import {
  ChangedPlanSchema,
  ChangePlanBodySchema,
  CheckoutBodySchema,
  CheckoutStartedSchema,
  CheckoutSummarySchema,
  OverviewSchema,
  PlansSchema,
  PortalSchema,
  ReceiptSchema,
  RedeemBodySchema,
  RedeemedSchema,
  SandboxCardBodySchema,
  SandboxPaidSchema,
  SandboxPayBodySchema,
  TeamSchema,
  InviteMemberBodySchema,
  WebhookReceivedSchema,
} from './billing';

export const GetPlans = defineEndpoint({
  method: 'GET',
  path: '/api/billing/plans',
  summary: 'Plans, prices and entitlements (public)',
  response: PlansSchema,
});

export const GetBillingOverview = defineEndpoint({
  method: 'GET',
  path: '/api/billing/overview',
  summary: 'My plan, usage this month, subscription, payment method and invoices',
  response: OverviewSchema,
});

export const StartCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/billing/checkout',
  summary: 'Start paying for a plan: the URL of the checkout page (Stripe or the sandbox)',
  body: CheckoutBodySchema,
  response: CheckoutStartedSchema,
  status: 201,
  errors: [
    'CONFLICT',
    'COUPON_UNKNOWN',
    'COUPON_EXPIRED',
    'COUPON_NOT_YET_VALID',
    'COUPON_USED_UP',
    'COUPON_NOT_FOR_PLAN',
    'COUPON_INVALID',
  ],
});

export const GetCheckout = defineEndpoint({
  method: 'GET',
  path: '/api/billing/checkout/:id',
  summary: 'One of my checkout sessions',
  params: IdParamsSchema,
  response: CheckoutSummarySchema,
});

export const PaySandboxCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/billing/sandbox/checkout/:id/pay',
  summary: 'Pay a sandbox checkout with a Stripe test card; the result arrives as a signed webhook event through the same handler',
  params: IdParamsSchema,
  body: SandboxPayBodySchema,
  response: SandboxPaidSchema,
  errors: ['PAYMENT_REQUIRED', 'CONFLICT'],
});

export const CancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/billing/subscription/cancel',
  summary: 'Cancel at the end of the current period (resumable until then)',
  response: OverviewSchema,
  errors: ['CONFLICT'],
});

export const ResumeSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/billing/subscription/resume',
  summary: 'Undo a cancellation before the period ends',
  response: OverviewSchema,
  errors: ['CONFLICT'],
});

export const ChangePlan = defineEndpoint({
  method: 'POST',
  path: '/api/billing/subscription/change',
  summary: 'Switch plan or billing period now, with proration',
  body: ChangePlanBodySchema,
  response: ChangedPlanSchema,
  errors: ['CONFLICT', 'PAYMENT_REQUIRED'],
});

export const GetReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/billing/invoices/:id',
  summary: 'One of my invoices as a receipt (seller, buyer, lines, tax, total)',
  params: IdParamsSchema,
  response: ReceiptSchema,
});

export const OpenPortal = defineEndpoint({
  method: 'POST',
  path: '/api/billing/portal',
  summary: 'Stripe Customer Portal URL (with Stripe); the payment center otherwise',
  response: PortalSchema,
});

export const RedeemCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/coupons/redeem',
  summary: 'Redeem a promotional or gift code',
  body: RedeemBodySchema,
  response: RedeemedSchema,
  errors: [
    'COUPON_UNKNOWN',
    'COUPON_EXPIRED',
    'COUPON_NOT_YET_VALID',
    'COUPON_USED_UP',
    'COUPON_ALREADY_REDEEMED',
    'COUPON_NOT_FOR_PLAN',
    'COUPON_INVALID',
  ],
});

export const ReceiveWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/billing/webhook',
  summary: 'Stripe-format webhook events, verified on the raw body (Stripe-Signature, 300 s tolerance) and de-duplicated by id',
  headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }).loose(),
  response: WebhookReceivedSchema,
  errors: ['BAD_REQUEST'],
});

export const GetTeam = defineEndpoint({
  method: 'GET',
  path: '/api/billing/team',
  summary: 'My team: its seats and members (Team owner), or the team that gives me my plan (member)',
  response: TeamSchema,
});

export const InviteTeamMember = defineEndpoint({
  method: 'POST',
  path: '/api/billing/team/members',
  summary: 'Invite a member by e-mail (Team owner, up to the seats of the plan)',
  body: InviteMemberBodySchema,
  response: TeamSchema,
  status: 201,
  errors: ['PAYMENT_REQUIRED', 'CONFLICT'],
});

export const RemoveTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/billing/team/members/:id',
  summary: 'Remove a member (their seat is free again; they are back on their own plan)',
  params: IdParamsSchema,
  response: TeamSchema,
});

export const ChangeSandboxCard = defineEndpoint({
  method: 'POST',
  path: '/api/billing/sandbox/card',
  summary: "Replace the sandbox card a subscription renews with (the sandbox's customer portal)",
  body: SandboxCardBodySchema,
  response: OverviewSchema,
  errors: ['PAYMENT_REQUIRED', 'CONFLICT'],
});
