import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  AdminPayment,
  AdminPaymentsQuery,
  AdminSubscription,
  AdminSubscriptionsQuery,
  RefundBodySchema,
  RefundResultSchema,
} from '../../../../core/api/admin-billing';
import { billingContext } from '../../billing/billing.context';
import { refundInvoice } from '../../billing/refunds';
import { requireAdmin } from '../access/guard';
import { actorOf, recordAudit } from '../audit/record';
import { iso, offsetOf, pageOf } from '../paging';
import { listPayments, listSubscriptions, type PaymentListRow, type SubscriptionListRow } from './payments.repository';

const presentSubscription = (r: SubscriptionListRow): AdminSubscription => ({
  id: r.id,
  userId: r.user_id,
  userEmail: r.email,
  planId: r.plan_id,
  billing: r.billing,
  status: r.status,
  provider: r.provider,
  cancelAtPeriodEnd: r.cancel_at_period_end,
  currentPeriodEnd: iso(r.current_period_end)!,
  createdAt: iso(r.created_at)!,
});

const presentPayment = (r: PaymentListRow): AdminPayment => ({
  id: r.id,
  number: r.number,
  userId: r.user_id,
  userEmail: r.email,
  planId: r.plan_id,
  provider: r.provider,
  status: r.status,
  currency: r.currency,
  totalMinor: Number(r.total_minor),
  refundedMinor: Number(r.refunded_minor),
  createdAt: iso(r.created_at)!,
});

export async function searchSubscriptions(app: FastifyInstance, request: FastifyRequest, q: z.infer<typeof AdminSubscriptionsQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const rows = await listSubscriptions(app.deps.database.db, { ...q, offset });
  return pageOf(rows, offset, q.limit, presentSubscription);
}

export async function searchPayments(app: FastifyInstance, request: FastifyRequest, q: z.infer<typeof AdminPaymentsQuery>) {
  requireAdmin(request, 'read');
  const offset = offsetOf(q.cursor);
  const rows = await listPayments(app.deps.database.db, { ...q, offset });
  return pageOf(rows, offset, q.limit, presentPayment);
}

/** Refunds through billing's refund service (sandbox or Stripe), with the admin audit row in its transaction. */
export async function refundPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  invoiceId: string,
  body: z.infer<typeof RefundBodySchema>,
): Promise<z.infer<typeof RefundResultSchema>> {
  const ctx = requireAdmin(request, 'manage', { reauth: true });
  const { refund, invoice, replayed } = await refundInvoice(
    billingContext(app),
    { invoiceId, amountMinor: body.amountMinor, reason: body.reason, idempotencyKey: body.idempotencyKey, adminId: ctx.account.id },
    (tx, o) =>
      recordAudit(tx, actorOf(request), {
        action: 'payment.refund',
        targetType: 'invoice',
        targetId: invoiceId,
        details: { refundId: o.refund.id, amountMinor: o.refund.amountMinor, currency: o.refund.currency, reason: body.reason },
      }),
  );
  return {
    refundId: refund.id,
    invoiceId: invoice.id,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    invoiceStatus: invoice.status,
    refundedMinor: invoice.refundedMinor,
    replayed,
  };
}
