import type { Invoice, Overview } from '../../../core/api/billing';
import { totalsOf, discountOf } from '../../../core/billing/money';
import { planById, priceOf, type PlanDefinition } from '../../../core/billing/plans';
import type { InvoiceRow, SubscriptionRow } from './billing.tables';
import type { ActiveDiscount } from './discounts';

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    creditMinor: row.creditMinor,
    taxMinor: row.taxMinor,
    vatRateBasisPoints: row.vatRateBp,
    totalMinor: row.totalMinor,
    refundedMinor: row.refundedMinor,
    lines: row.lines,
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
  };
}

export function discountApplies(d: ActiveDiscount | null, planId: string): d is ActiveDiscount {
  return !!d && (!d.allowedPlans?.length || d.allowedPlans.includes(planId));
}

/** What the next renewal will charge: price − discount − credit + VAT (null when nothing will renew). */
export function nextRenewalOf(sub: SubscriptionRow | null, discount: ActiveDiscount | null, vatRateBp: number): Overview['nextRenewal'] {
  if (
    !sub ||
    sub.cancelAtPeriodEnd ||
    !['active', 'trialing', 'past_due'].includes(sub.status) ||
    (!sub.cardLast4 && sub.provider === 'sandbox')
  )
    return null;
  const plan = planById(sub.planId);
  if (!plan) return null;
  const price = priceOf(plan, sub.billing);
  const totals = totalsOf(price, discountApplies(discount, plan.id) ? discountOf(price, discount) : 0, sub.creditMinor, vatRateBp);
  return { at: sub.currentPeriodEnd.toISOString(), amountMinor: totals.totalMinor, currency: plan.currency };
}

export function presentSubscription(sub: SubscriptionRow | null): Overview['subscription'] {
  if (!sub || sub.status === 'expired') return null;
  return {
    id: sub.id,
    planId: sub.planId,
    billing: sub.billing,
    status: sub.status,
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    trialEnd: sub.trialEnd?.toISOString() ?? null,
    graceUntil: sub.graceUntil?.toISOString() ?? null,
    provider: sub.provider,
  };
}

export function presentPlan(p: PlanDefinition) {
  return { ...p, entitlements: { ...p.entitlements, exportFormats: [...p.entitlements.exportFormats] } };
}
