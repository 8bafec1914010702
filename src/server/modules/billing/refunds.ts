import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { AppError, notFound } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { audit } from './audit';
import type { BillingContext } from './billing.context';
import { invoices, type InvoiceRow } from './billing.tables';
import { invoiceRefunds, type RefundRow } from './refunds.table';
import { deliver, sandboxEvent } from './sandbox-events';

export interface RefundRequest {
  invoiceId: string;
  /** Integer minor units; omitted = everything not refunded yet. */
  amountMinor?: number | undefined;
  reason: string;
  /** Chosen by the caller per refund intent: a retry with the same key answers the first refund. */
  idempotencyKey: string;
  adminId: string | null;
}

export interface RefundOutcome {
  refund: RefundRow;
  invoice: InvoiceRow;
  /** True when the key had already been used: nothing new was refunded. */
  replayed: boolean;
}

/**
 * Refunds (part of) a paid invoice. One transaction: the invoice row is locked (concurrent refunds of the same
 * invoice queue up), the amount is checked against what is left, the provider is asked with an idempotency key
 * derived from the caller's (a retry after a crash cannot pay out twice at Stripe), the invoice's refunded amount
 * and status are updated (the payment center shows them), and a refund row and an audit row are written.
 * `within(tx, outcome)` lets the caller add its own rows (the admin audit log) to the same transaction.
 */
export async function refundInvoice(
  ctx: BillingContext,
  input: RefundRequest,
  within: (tx: DbOrTx, outcome: RefundOutcome) => Promise<void> = async () => undefined,
): Promise<RefundOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    if (!inv) throw notFound('Invoice');
    const [earlier] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.invoiceId !== inv.id) throw new AppError('CONFLICT', 'This idempotency key was used for another invoice');
      return { refund: earlier, invoice: inv, replayed: true };
    }
    if (inv.status !== 'paid' && inv.status !== 'partially_refunded')
      throw new AppError('CONFLICT', `This invoice is ${inv.status.replace('_', ' ')}: there is nothing to refund`);
    const left = inv.totalMinor - inv.refundedMinor;
    const amount = input.amountMinor ?? left;
    if (amount < 1 || amount > left) {
      throw new AppError('VALIDATION_FAILED', `Refund between 1 and ${left} (minor units of ${inv.currency})`, [
        { path: 'body.amountMinor', message: `at most ${left}` },
      ]);
    }
    await providerRefund(
      ctx,
      {
        providerInvoiceId: inv.providerInvoiceId,
        amountMinor: amount,
        alreadyRefundedMinor: inv.refundedMinor,
        idempotencyKey: `refund:${input.idempotencyKey}`,
      },
      // The sandbox answers with the charge.refunded event Stripe would send, through the one webhook path.
      async (e) => {
        const { type, object } = e as { type: string; object: Record<string, unknown> };
        await deliver(ctx, sandboxEvent(type, object, new Date()), tx);
      },
    );
    // Stripe's own charge.refunded event arrives later and sets the same total; either order ends equal.
    const refundedMinor = inv.refundedMinor + amount;
    const [invoice] = await tx
      .update(invoices)
      .set({ refundedMinor, status: refundedMinor >= inv.totalMinor ? 'refunded' : 'partially_refunded' })
      .where(eq(invoices.id, inv.id))
      .returning();
    const [refund] = await tx
      .insert(invoiceRefunds)
      .values({
        id: randomId('rfd'),
        invoiceId: inv.id,
        userId: inv.userId,
        amountMinor: amount,
        currency: inv.currency,
        reason: input.reason,
        provider: ctx.provider.name,
        idempotencyKey: input.idempotencyKey,
        adminId: input.adminId,
      })
      .returning();
    await audit(tx, inv.userId, 'invoice.refund_issued', {
      invoiceId: inv.id,
      refundId: refund!.id,
      amountMinor: amount,
      currency: inv.currency,
      adminId: input.adminId,
    });
    const outcome = { refund: refund!, invoice: invoice!, replayed: false };
    await within(tx, outcome);
    return outcome;
  });
}

/**
 * The provider's refund call. Its failure (Stripe refused the refund, or did not answer) is an answer for the
 * operator, 502 PAYMENT_PROVIDER_ERROR, not a 500: the transaction rolls back, so nothing was recorded, and a retry
 * with the same idempotency key is safe.
 */
async function providerRefund(ctx: BillingContext, ...args: Parameters<BillingContext['provider']['refund']>) {
  try {
    await ctx.provider.refund(...args);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('PAYMENT_PROVIDER_ERROR', 'The payment provider did not make the refund; nothing was refunded. Try again.', {
      reason: err instanceof Error ? err.message.slice(0, 200) : String(err),
    });
  }
}
