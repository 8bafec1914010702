import { and, eq, ne } from 'drizzle-orm';
import type { Overview } from '../../../core/api/billing';
import { SandboxCardSchema } from '../../../core/api/billing';
import { AppError, validationFailed } from '../../lib/app-error';
import { audit } from './audit';
import type { BillingContext } from './billing.context';
import { subscriptions } from './billing.tables';
import { overviewOf } from './billing.service';
import { subscriptionOf } from './entitlements';
import { cardOutcome } from './sandbox-cards';

/**
 * The sandbox's stand-in for Stripe's Customer Portal: replace the card a subscription renews with. A declined test
 * card changes nothing (402). A past-due subscription is retried with the new card at the next run of the jobs.
 */
export async function changeSandboxCard(
  ctx: BillingContext,
  userId: string,
  body: { cardNumber: string; expiry: string; cvc: string; name: string },
  now = new Date(),
): Promise<Overview> {
  if (ctx.provider.name !== 'sandbox') throw new AppError('CONFLICT', 'Cards are managed in the Stripe customer portal on this server.');
  const sub = await subscriptionOf(ctx.db, userId);
  if (!sub || sub.status === 'expired' || sub.provider !== 'sandbox')
    throw new AppError('CONFLICT', 'There is no subscription to change the card of; choose a plan on the pricing page.');
  const parsed = SandboxCardSchema.safeParse(body);
  if (!parsed.success)
    throw validationFailed(
      'Check the card details',
      parsed.error.issues.map((i) => ({ path: `body.${i.path.join('.')}`, message: i.message })),
    );
  const [mm, yy] = parsed.data.expiry.split('/').map((s) => Number(s.trim()));
  if (Date.UTC(2000 + yy!, mm!, 1) <= now.getTime())
    throw new AppError('PAYMENT_REQUIRED', 'This card has expired. Your card on file has not changed.', { declineCode: 'expired_card' });
  const outcome = cardOutcome(parsed.data.cardNumber);
  if (outcome.kind === 'declined')
    throw new AppError('PAYMENT_REQUIRED', outcome.message.replace('Nothing was charged', 'Your card on file has not changed'), {
      declineCode: outcome.code,
    });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        cardBrand: outcome.brand,
        cardLast4: outcome.last4,
        ...(sub.status === 'past_due' ? { nextRetryAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, sub.id), ne(subscriptions.status, 'expired')));
    await audit(tx, userId, 'payment_method.updated', { subscriptionId: sub.id, brand: outcome.brand, last4: outcome.last4 });
  });
  return overviewOf(ctx, userId, now);
}
