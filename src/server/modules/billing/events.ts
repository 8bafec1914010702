import { and, eq, sql } from 'drizzle-orm';
import { addDays, periodEnd } from '../../../core/billing/money';
import { planById, type BillingPeriod } from '../../../core/billing/plans';
import type { DbOrTx } from '../../db/create-db';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { audit, logEmail, nextInvoiceNumber } from './audit';
import type { BillingContext } from './billing.context';
import { checkoutSessions, invoices, subscriptions, type InvoiceLine, type SubscriptionRow } from './billing.tables';
import { useDiscountCycle } from './discounts';

/** The Stripe event shape we read (only the fields used). */
export interface BillingEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}
type Meta = Record<string, string | undefined>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);

async function subscriptionByProviderId(tx: DbOrTx, id: string | null): Promise<SubscriptionRow> {
  const [row] = id ? await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id)).for('update') : [];
  // Out of order (e.g. the invoice before the checkout): refuse, so the event is not recorded and the provider retries it.
  if (!row) throw new AppError('CONFLICT', 'Subscription not known yet; retry later');
  return row;
}

async function checkoutCompleted(tx: DbOrTx, ctx: BillingContext, e: BillingEvent) {
  const o = e.data.object;
  const meta = (o.metadata ?? {}) as Meta;
  const [checkout] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, meta.checkout_id ?? ''), eq(checkoutSessions.userId, str(o.client_reference_id) ?? '')))
    .for('update');
  if (!checkout || checkout.status === 'complete' || !planById(checkout.planId)) return;
  const start = new Date(e.created * 1000);
  const billing: BillingPeriod = checkout.billing;
  const end = checkout.trialDays > 0 ? addDays(start, checkout.trialDays) : periodEnd(start, billing);
  const values = {
    planId: checkout.planId,
    billing,
    status: checkout.trialDays > 0 ? ('trialing' as const) : ('active' as const),
    provider: checkout.provider,
    providerCustomerId: str(o.customer),
    providerSubscriptionId: str(o.subscription),
    cardBrand: meta.card_brand ?? null,
    cardLast4: meta.card_last4 ?? null,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    trialEnd: checkout.trialDays > 0 ? end : null,
    cancelAtPeriodEnd: false,
    retryCount: 0,
    nextRetryAt: null,
    graceUntil: null,
    reminderSentFor: null,
    lastEventAt: start,
    updatedAt: start,
  };
  await tx
    .insert(subscriptions)
    .values({ id: randomId('sub'), userId: checkout.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  await tx.update(checkoutSessions).set({ status: 'complete' }).where(eq(checkoutSessions.id, checkout.id));
  if (checkout.discountMinor > 0 && checkout.trialDays === 0) await useDiscountCycle(tx, checkout.userId);
  await audit(tx, checkout.userId, 'subscription.started', {
    checkoutId: checkout.id,
    planId: checkout.planId,
    billing,
    totalMinor: checkout.totalMinor,
    currency: checkout.currency,
    eventId: e.id,
  });
}

async function invoicePaid(tx: DbOrTx, ctx: BillingContext, e: BillingEvent) {
  const o = e.data.object;
  const sub = await subscriptionByProviderId(tx, str(o.subscription));
  const meta = (o.metadata ?? {}) as Meta;
  const rawLines = ((o.lines as { data?: unknown[] } | undefined)?.data ?? []) as Array<{
    description?: string;
    amount?: number;
    period?: { start: number; end: number };
  }>;
  const lines: InvoiceLine[] = rawLines.map((l) => ({ description: l.description ?? 'Subscription', amountMinor: num(l.amount) }));
  const now = new Date(e.created * 1000);
  const subtotal = num(o.subtotal),
    tax = num(o.tax),
    total = num(o.total),
    credit = Number(meta.credit_minor ?? 0);
  const inserted = await tx
    .insert(invoices)
    .values({
      id: randomId('inv'),
      number: await nextInvoiceNumber(tx, now),
      userId: sub.userId,
      subscriptionId: sub.id,
      providerInvoiceId: str(o.id) ?? e.id,
      status: 'paid',
      currency: (str(o.currency) ?? 'eur').toUpperCase(),
      subtotalMinor: subtotal,
      discountMinor: Math.max(0, subtotal - credit - (total - tax)),
      creditMinor: credit,
      taxMinor: tax,
      vatRateBp: Number(meta.vat_rate_bp ?? ctx.vatRateBp),
      totalMinor: total,
      lines,
      cardLast4: sub.cardLast4,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (inserted.length === 0) return;
  const period = rawLines[0]?.period;
  const newEnd = period && str(o.billing_reason) === 'subscription_cycle' ? new Date(period.end * 1000) : null;
  await tx
    .update(subscriptions)
    .set({
      ...(newEnd && newEnd > sub.currentPeriodEnd
        ? { currentPeriodStart: new Date(period!.start * 1000), currentPeriodEnd: newEnd, status: 'active' as const }
        : {}),
      ...(sub.status === 'past_due' ? { status: 'active' as const } : {}),
      retryCount: 0,
      nextRetryAt: null,
      graceUntil: null,
      creditMinor: sql`greatest(0, ${subscriptions.creditMinor} - ${credit})`,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id));
  await audit(tx, sub.userId, 'invoice.paid', {
    providerInvoiceId: o.id,
    totalMinor: total,
    taxMinor: tax,
    currency: o.currency,
    eventId: e.id,
  });
}

async function invoiceFailed(tx: DbOrTx, ctx: BillingContext, e: BillingEvent) {
  const sub = await subscriptionByProviderId(tx, str(e.data.object.subscription));
  const now = new Date(e.created * 1000);
  const retryCount = sub.retryCount + 1;
  const graceUntil = sub.graceUntil ?? addDays(sub.currentPeriodEnd, ctx.config.BILLING_GRACE_DAYS);
  await tx
    .update(subscriptions)
    .set({ status: 'past_due', retryCount, nextRetryAt: addDays(now, 1), graceUntil, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  await audit(tx, sub.userId, 'invoice.payment_failed', { providerInvoiceId: e.data.object.id, retryCount, eventId: e.id });
  await logEmail(
    tx,
    sub.userId,
    'payment_failed',
    'Your Wayfarer payment failed',
    `We could not renew your plan. We will try ` +
      `again; your plan stays active until ${graceUntil.toISOString().slice(0, 10)}. Update your card in the payment center.`,
  );
}

async function subscriptionChanged(tx: DbOrTx, e: BillingEvent) {
  const o = e.data.object;
  const sub = await subscriptionByProviderId(tx, str(o.id));
  const at = new Date(e.created * 1000);
  if (sub.lastEventAt && sub.lastEventAt > at) return; // an older state arriving late changes nothing
  const deleted = e.type === 'customer.subscription.deleted' || o.status === 'canceled';
  const status = deleted
    ? 'expired'
    : o.cancel_at_period_end
      ? 'canceled'
      : o.status === 'past_due' || o.status === 'unpaid'
        ? 'past_due'
        : o.status === 'trialing'
          ? 'trialing'
          : 'active';
  // Stripe's own record wins: the plan (metadata set by changePlan) and the period end (on the item since API 2025-03).
  const meta = (o.metadata ?? {}) as Meta;
  const plan = meta.plan && meta.plan !== 'free' ? planById(meta.plan) : undefined;
  const billing = meta.billing === 'monthly' || meta.billing === 'yearly' ? meta.billing : undefined;
  const item = (o.items as { data?: Array<{ current_period_end?: number }> } | undefined)?.data?.[0];
  const periodEndSecs = num(o.current_period_end) || num(item?.current_period_end);
  await tx
    .update(subscriptions)
    .set({
      status,
      cancelAtPeriodEnd: Boolean(o.cancel_at_period_end),
      ...(plan ? { planId: plan.id } : {}),
      ...(billing ? { billing } : {}),
      ...(periodEndSecs ? { currentPeriodEnd: new Date(periodEndSecs * 1000) } : {}),
      lastEventAt: at,
      updatedAt: at,
    })
    .where(eq(subscriptions.id, sub.id));
  await audit(tx, sub.userId, `subscription.${status}`, { eventId: e.id });
}

async function chargeRefunded(tx: DbOrTx, e: BillingEvent) {
  const o = e.data.object;
  const [inv] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.providerInvoiceId, str(o.invoice) ?? ''))
    .for('update');
  if (!inv) return;
  const refunded = Math.min(inv.totalMinor, num(o.amount_refunded));
  await tx
    .update(invoices)
    .set({ refundedMinor: refunded, status: refunded >= inv.totalMinor ? 'refunded' : 'partially_refunded' })
    .where(eq(invoices.id, inv.id));
  await audit(tx, inv.userId, 'invoice.refunded', { invoiceId: inv.id, refundedMinor: refunded, currency: inv.currency, eventId: e.id });
}

/** Applies one verified, first-seen event inside the caller's transaction. Unknown types are recorded and ignored. */
export async function applyEvent(tx: DbOrTx, ctx: BillingContext, e: BillingEvent): Promise<void> {
  switch (e.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(tx, ctx, e);
    case 'invoice.paid':
      return invoicePaid(tx, ctx, e);
    case 'invoice.payment_failed':
      return invoiceFailed(tx, ctx, e);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(tx, e);
    case 'charge.refunded':
      return chargeRefunded(tx, e);
    default:
      return undefined;
  }
}
