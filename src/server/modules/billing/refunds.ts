import { and, eq, ne, sql } from 'drizzle-orm';
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

type Reserved = { done: RefundOutcome } | { pending: RefundRow; invoice: InvoiceRow };

/**
 * Refunds (part of) a paid invoice in three steps, so the provider's call holds no row lock or connection:
 * 1. a transaction locks the invoice, checks the amount against what is neither refunded nor reserved by another
 *    pending refund, and writes this refund as pending;
 * 2. the provider is asked, with an idempotency key derived from the caller's (a retry cannot pay out twice);
 *    if it refuses, the pending row is deleted and the operator gets 502 PAYMENT_PROVIDER_ERROR (nothing refunded);
 * 3. a transaction marks the refund succeeded, updates the invoice's refunded amount and status (the payment
 *    center shows them) and writes the audit row; `within(tx, outcome)` adds the caller's rows (the admin audit log).
 * A crash between 1 and 3 leaves a pending row: a retry with the same key asks the provider again (the same
 * idempotency key, so at most one refund) and settles it.
 */
export async function refundInvoice(
  ctx: BillingContext,
  input: RefundRequest,
  within: (tx: DbOrTx, outcome: RefundOutcome) => Promise<void> = async () => undefined,
): Promise<RefundOutcome> {
  const reserved = await reserve(ctx, input);
  if ('done' in reserved) return reserved.done;
  const { pending, invoice } = reserved;
  try {
    await providerRefund(
      ctx,
      {
        providerInvoiceId: invoice.providerInvoiceId,
        amountMinor: pending.amountMinor,
        alreadyRefundedMinor: invoice.refundedMinor,
        idempotencyKey: `refund:${input.idempotencyKey}`,
      },
      // The sandbox answers with the charge.refunded event Stripe would send, through the one webhook path.
      async (e) => {
        const { type, object } = e as { type: string; object: Record<string, unknown> };
        await deliver(ctx, sandboxEvent(type, object, new Date()));
      },
    );
  } catch (err) {
    await ctx.db.delete(invoiceRefunds).where(and(eq(invoiceRefunds.id, pending.id), eq(invoiceRefunds.status, 'pending')));
    throw err;
  }
  return settle(ctx, pending, within);
}

async function reserve(ctx: BillingContext, input: RefundRequest): Promise<Reserved> {
  return ctx.db.transaction(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    if (!inv) throw notFound('Invoice');
    const [earlier] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.invoiceId !== inv.id) throw new AppError('CONFLICT', 'This idempotency key was used for another invoice');
      return earlier.status === 'succeeded'
        ? { done: { refund: earlier, invoice: inv, replayed: true } }
        : { pending: earlier, invoice: inv };
    }
    if (inv.status !== 'paid' && inv.status !== 'partially_refunded')
      throw new AppError('CONFLICT', `This invoice is ${inv.status.replace('_', ' ')}: there is nothing to refund`);
    const left = inv.totalMinor - inv.refundedMinor - (await pendingMinor(tx, inv.id));
    const amount = input.amountMinor ?? left;
    if (left < 1) throw new AppError('CONFLICT', 'Another refund of this invoice is in progress; nothing is left to refund');
    if (amount < 1 || amount > left) {
      throw new AppError('VALIDATION_FAILED', `Refund between 1 and ${left} (minor units of ${inv.currency})`, [
        { path: 'body.amountMinor', message: `at most ${left}` },
      ]);
    }
    const [pending] = await tx
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
        status: 'pending',
      })
      .returning();
    return { pending: pending!, invoice: inv };
  });
}

/** The refund is done at the provider: record it. Idempotent (a concurrent retry of the same key settles once). */
async function settle(ctx: BillingContext, pending: RefundRow, within: (tx: DbOrTx, o: RefundOutcome) => Promise<void>) {
  return ctx.db.transaction(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, pending.invoiceId)).for('update');
    const [row] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, pending.id));
    if (!inv || !row) throw notFound('Refund');
    if (row.status === 'succeeded') return { refund: row, invoice: inv, replayed: true };
    // The provider's charge.refunded event (the sandbox's already came; Stripe's may come later) sets its own
    // cumulative total; this refund plus the others recorded gives the same one. Either order ends equal.
    const refundedMinor = Math.min(
      inv.totalMinor,
      Math.max(inv.refundedMinor, (await succeededMinor(tx, inv.id, row.id)) + row.amountMinor),
    );
    const [invoice] = await tx
      .update(invoices)
      .set({ refundedMinor, status: refundedMinor >= inv.totalMinor ? 'refunded' : 'partially_refunded' })
      .where(eq(invoices.id, inv.id))
      .returning();
    const [refund] = await tx.update(invoiceRefunds).set({ status: 'succeeded' }).where(eq(invoiceRefunds.id, row.id)).returning();
    await audit(tx, inv.userId, 'invoice.refund_issued', {
      invoiceId: inv.id,
      refundId: row.id,
      amountMinor: row.amountMinor,
      currency: inv.currency,
      adminId: row.adminId,
    });
    const outcome = { refund: refund!, invoice: invoice!, replayed: false };
    await within(tx, outcome);
    return outcome;
  });
}

const sumOf = async (tx: DbOrTx, where: ReturnType<typeof and>) => {
  const [r] = await tx
    .select({ n: sql<string>`coalesce(sum(${invoiceRefunds.amountMinor}), 0)` })
    .from(invoiceRefunds)
    .where(where);
  return Number(r?.n ?? 0);
};
const pendingMinor = (tx: DbOrTx, invoiceId: string) =>
  sumOf(tx, and(eq(invoiceRefunds.invoiceId, invoiceId), eq(invoiceRefunds.status, 'pending')));
const succeededMinor = (tx: DbOrTx, invoiceId: string, except: string) =>
  sumOf(tx, and(eq(invoiceRefunds.invoiceId, invoiceId), eq(invoiceRefunds.status, 'succeeded'), ne(invoiceRefunds.id, except)));

/**
 * The provider's refund call. Its failure (Stripe refused the refund, or did not answer) is an answer for the
 * operator, 502 PAYMENT_PROVIDER_ERROR, not a 500: nothing was recorded, and a retry with the same idempotency
 * key is safe.
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
