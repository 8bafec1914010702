import { z } from 'zod';
import { EXPORT_FORMATS } from './trips';
import { BILLING_PERIODS, PLAN_IDS, QUOTA_KINDS } from '../billing/plans';
import { text } from './input-rules';

/** Schemas of the billing API (issue 12). Every amount is integer minor units with its currency. */
const minor = z.number().int();

export const EntitlementsSchema = z.object({
  trips: z.number().int(),
  assistantMessages: z.number().int(),
  exportFormats: z.array(z.enum(EXPORT_FORMATS)),
  apiTokens: z.number().int(),
  shareLinks: z.number().int(),
  seats: z.number().int(),
});

export const PlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  tagline: z.string(),
  currency: z.string(),
  monthlyMinor: minor,
  yearlyMinor: minor,
  trialDays: z.number().int(),
  highlighted: z.boolean().optional(),
  entitlements: EntitlementsSchema,
});
export type PlanInfo = z.infer<typeof PlanSchema>;

export const PlansSchema = z.object({
  plans: z.array(PlanSchema),
  vatRateBasisPoints: z.number().int().describe('VAT added to net prices, in basis points (2000 = 20 %)'),
  provider: z.enum(['sandbox', 'stripe']),
});
export type Plans = z.infer<typeof PlansSchema>;

export const UsageSchema = z.object({
  kind: z.enum(QUOTA_KINDS),
  used: z.number().int(),
  limit: z.number().int().describe('The plan allowance plus extra credits for this month'),
  remaining: z.number().int(),
  resetsAt: z.string(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;

export const SubscriptionSchema = z.object({
  id: z.string(),
  planId: z.enum(PLAN_IDS),
  billing: z.enum(BILLING_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: z.string(),
  trialEnd: z.string().nullable(),
  graceUntil: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']),
});

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(['paid', 'failed', 'refunded', 'partially_refunded']),
  currency: z.string(),
  subtotalMinor: minor,
  discountMinor: minor,
  creditMinor: minor,
  taxMinor: minor,
  vatRateBasisPoints: z.number().int(),
  totalMinor: minor,
  refundedMinor: minor,
  lines: z.array(z.object({ description: z.string(), amountMinor: minor })),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const ReceiptSchema = InvoiceSchema.extend({
  seller: z.object({ name: z.string(), address: z.string(), vatId: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const OverviewSchema = z.object({
  plan: PlanSchema,
  subscription: SubscriptionSchema.nullable(),
  usage: z.array(UsageSchema),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  nextRenewal: z.object({ at: z.string(), amountMinor: minor, currency: z.string() }).nullable(),
  discount: z.object({ code: z.string(), description: z.string() }).nullable(),
  creditMinor: minor,
  invoices: z.array(InvoiceSchema),
});
export type Overview = z.infer<typeof OverviewSchema>;

const PlanChoiceSchema = z.object({ plan: z.enum(PLAN_IDS).exclude(['free']), billing: z.enum(BILLING_PERIODS) });
export const CheckoutBodySchema = PlanChoiceSchema.extend({
  coupon: text().trim().max(64).optional().describe('A discount code (our codes on the sandbox, a promotion code with Stripe)'),
});
export const CheckoutStartedSchema = z.object({ id: z.string(), url: z.string() });

export const CheckoutSummarySchema = z.object({
  id: z.string(),
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  billing: z.enum(BILLING_PERIODS),
  status: z.enum(['open', 'complete', 'expired']),
  currency: z.string(),
  subtotalMinor: minor,
  discountMinor: minor,
  taxMinor: minor,
  totalMinor: minor,
  trialDays: z.number().int(),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

/** A test card as the sandbox checkout form and the server check it (after the checkout is found to be yours). */
export const SandboxCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'enter the 16-digit card number')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'use MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'three or four digits'),
  name: text().trim().min(1, 'enter the name on the card').max(120),
});
export const SandboxPayBodySchema = z.object({
  cardNumber: text().max(40),
  expiry: text().max(10),
  cvc: text().max(8),
  name: text().max(120),
  /** The 3-D Secure step of card 4000 0025 0000 3155, answered on the sandbox page. */
  confirmed: z.boolean().optional(),
});
export const SandboxCardBodySchema = SandboxPayBodySchema.omit({ confirmed: true });
export const SandboxPaidSchema = z.object({ status: z.enum(['succeeded', 'requires_action']), redirect: z.string().nullable() });

export const ChangePlanBodySchema = PlanChoiceSchema;
export const ChangedPlanSchema = z.object({ chargedMinor: minor, creditedMinor: minor, currency: z.string(), overview: OverviewSchema });

export const RedeemBodySchema = z.object({ code: text().trim().min(1).max(64) });
export const RedeemedSchema = z.object({ code: z.string(), effect: z.string().describe('What the code did, in words') });

export const WebhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export const PortalSchema = z.object({ url: z.string() });

/** Team seats (decision 015): the owner sees the members; a member sees whose team gives them the plan. */
export const TeamSchema = z.object({
  role: z.enum(['owner', 'member', 'none']),
  seats: z.number().int().describe('People the plan covers, the owner included'),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  members: z.array(z.object({ id: z.string(), email: z.string(), joined: z.boolean().describe('Signed up with this e-mail') })),
});
export type Team = z.infer<typeof TeamSchema>;
export const InviteMemberBodySchema = z.object({ email: z.email('Enter a valid e-mail address').max(254) });
