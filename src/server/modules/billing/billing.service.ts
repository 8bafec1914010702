import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Overview, Plans, Receipt } from '../../../core/api/billing';
import { PLANS } from '../../../core/billing/plans';
import { AppError, notFound } from '../../lib/app-error';
import { users } from '../users/users.table';
import { audit } from './audit';
import type { BillingContext } from './billing.context';
import { invoices, subscriptions } from './billing.tables';
import { nextRenewalOf, presentInvoice, presentPlan, presentSubscription } from './billing.presenter';
import { activeDiscount } from './discounts';
import { currentPlan, subscriptionOf } from './entitlements';
import { usageOf } from './quota';

export function plansInfo(ctx: BillingContext): Plans {
  return { plans: PLANS.map(presentPlan), vatRateBasisPoints: ctx.vatRateBp, provider: ctx.provider.name };
}

export async function overviewOf(ctx: BillingContext, userId: string, now = new Date()): Promise<Overview> {
  const sub = await subscriptionOf(ctx.db, userId);
  const plan = await currentPlan(ctx.db, userId, now);
  const [usage, discount, rows] = await Promise.all([
    usageOf(ctx.db, userId, now, plan),
    activeDiscount(ctx.db, userId),
    ctx.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.number)).limit(24),
  ]);
  return {
    plan: presentPlan(plan),
    subscription: presentSubscription(sub),
    usage,
    paymentMethod: sub?.cardLast4 ? { brand: sub.cardBrand ?? 'card', last4: sub.cardLast4 } : null,
    nextRenewal: nextRenewalOf(sub, discount, ctx.vatRateBp),
    discount: discount ? { code: discount.code, description: discount.description } : null,
    creditMinor: sub?.creditMinor ?? 0,
    invoices: rows.map(presentInvoice),
  };
}

/** Cancel at the end of the paid period (the plan stays until then) or resume before it ends. */
export async function setCancel(ctx: BillingContext, userId: string, cancel: boolean, now = new Date()): Promise<Overview> {
  const sub = await subscriptionOf(ctx.db, userId);
  const from = cancel ? (['active', 'trialing', 'past_due'] as const) : (['canceled'] as const);
  if (!sub || !(from as readonly string[]).includes(sub.status) || sub.currentPeriodEnd <= now) {
    throw new AppError(
      'CONFLICT',
      cancel ? 'There is no renewing subscription to cancel.' : 'There is no cancelled subscription to resume before its period ends.',
    );
  }
  if (!cancel && !sub.cardLast4 && sub.provider === 'sandbox')
    throw new AppError('CONFLICT', 'This plan came from a code and has no card to renew with; subscribe from the pricing page instead.');
  await ctx.provider.setCancelAtPeriodEnd(sub, cancel, `${sub.id}:cancel:${cancel}:${sub.updatedAt.getTime()}`);
  const status = cancel ? 'canceled' : sub.trialEnd && sub.trialEnd > now ? 'trialing' : 'active';
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ status, cancelAtPeriodEnd: cancel, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, [...from])))
      .returning({ id: subscriptions.id });
    if (rows.length) await audit(tx, userId, cancel ? 'subscription.cancel_requested' : 'subscription.resumed', { subscriptionId: sub.id });
    return rows.length > 0;
  });
  if (!changed) throw new AppError('CONFLICT', 'The subscription changed meanwhile; reload and try again.');
  return overviewOf(ctx, userId, now);
}

export async function receiptOf(ctx: BillingContext, userId: string, id: string): Promise<Receipt> {
  const [row] = await ctx.db
    .select({ inv: invoices, user: users })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Invoice');
  const name = [row.user.firstName, row.user.lastName].filter(Boolean).join(' ') || row.user.email;
  return { ...presentInvoice(row.inv), seller: ctx.seller, buyer: { name, email: row.user.email } };
}

export async function portalUrl(ctx: BillingContext, userId: string, returnUrl: string): Promise<string> {
  const sub = await subscriptionOf(ctx.db, userId);
  return (sub && (await ctx.provider.portalUrl(sub, returnUrl))) || '/payment-center';
}
