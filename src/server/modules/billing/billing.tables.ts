import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingPeriod, PlanId, QuotaKind } from '../../../core/billing/plans';

/** Billing tables (migration 0410_billing.sql). Amounts are integer minor units. */
const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
export type ProviderName = 'sandbox' | 'stripe';

export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  planId: text('plan_id').$type<PlanId>().notNull(),
  billing: text('billing').$type<BillingPeriod>().notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  provider: text('provider').$type<ProviderName>().notNull(),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  currentPeriodStart: ts('current_period_start').notNull(),
  currentPeriodEnd: ts('current_period_end').notNull(),
  trialEnd: ts('trial_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  retryCount: integer('retry_count').notNull().default(0),
  nextRetryAt: ts('next_retry_at'),
  graceUntil: ts('grace_until'),
  creditMinor: money('credit_minor').notNull().default(0),
  reminderSentFor: ts('reminder_sent_for'),
  lastEventAt: ts('last_event_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text('user_id').notNull(),
    period: text('period').notNull(),
    kind: text('kind').$type<QuotaKind>().notNull(),
    used: integer('used').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.kind] })],
);

export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  planId: text('plan_id').$type<PlanId>().notNull(),
  billing: text('billing').$type<BillingPeriod>().notNull(),
  provider: text('provider').$type<ProviderName>().notNull(),
  providerSessionId: text('provider_session_id'),
  status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
  currency: text('currency').notNull(),
  subtotalMinor: money('subtotal_minor').notNull(),
  discountMinor: money('discount_minor').notNull().default(0),
  taxMinor: money('tax_minor').notNull(),
  totalMinor: money('total_minor').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export type InvoiceLine = { description: string; amountMinor: number };
export const invoices = pgTable('invoices', {
  id: text('id').primaryKey(),
  number: text('number').notNull(),
  userId: text('user_id').notNull(),
  subscriptionId: text('subscription_id'),
  providerInvoiceId: text('provider_invoice_id').notNull(),
  status: text('status').$type<'paid' | 'failed' | 'refunded' | 'partially_refunded'>().notNull(),
  currency: text('currency').notNull(),
  subtotalMinor: money('subtotal_minor').notNull(),
  discountMinor: money('discount_minor').notNull().default(0),
  creditMinor: money('credit_minor').notNull().default(0),
  taxMinor: money('tax_minor').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
  totalMinor: money('total_minor').notNull(),
  refundedMinor: money('refunded_minor').notNull().default(0),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  cardLast4: text('card_last4'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type InvoiceRow = typeof invoices.$inferSelect;

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: ts('created_at').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export type CouponKind = 'percent' | 'amount' | 'free_period' | 'credits';
export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').$type<CouponKind>().notNull(),
  percentOff: integer('percent_off'),
  amountOffMinor: money('amount_off_minor'),
  currency: text('currency'),
  duration: text('duration').$type<'once' | 'repeating' | 'forever'>().notNull().default('once'),
  durationMonths: integer('duration_months'),
  planId: text('plan_id').$type<PlanId>(),
  freeDays: integer('free_days'),
  creditKind: text('credit_kind').$type<QuotaKind>(),
  creditAmount: integer('credit_amount'),
  allowedPlans: jsonb('allowed_plans').$type<PlanId[]>(),
  firstTimeOnly: boolean('first_time_only').notNull().default(false),
  validFrom: ts('valid_from'),
  validUntil: ts('valid_until'),
  maxRedemptions: integer('max_redemptions'),
  maxPerUser: integer('max_per_user').notNull().default(1),
  redeemedCount: integer('redeemed_count').notNull().default(0),
  disabledAt: ts('disabled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type CouponRow = typeof coupons.$inferSelect;

export const couponRedemptions = pgTable('coupon_redemptions', {
  id: text('id').primaryKey(),
  couponId: text('coupon_id').notNull(),
  userId: text('user_id').notNull(),
  cyclesLeft: integer('cycles_left'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const billingAudit = pgTable('billing_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id'),
  action: text('action').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const billingEmails = pgTable('billing_emails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').notNull(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Members a Team subscriber invited (migration 0450_team_members.sql, decision 015); `email` is lower-case. */
export const teamMembers = pgTable('team_members', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
