import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminListPayments, AdminListSubscriptions, AdminRefundPayment } from '../../../../core/api/admin-billing.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { refundPayment, searchPayments, searchSubscriptions } from './payments.service';

export async function adminPaymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({ ...adminRouteOf(AdminListSubscriptions), handler: async (req) => ok(req, await searchSubscriptions(app, req, req.query)) });
  r.route({ ...adminRouteOf(AdminListPayments), handler: async (req) => ok(req, await searchPayments(app, req, req.query)) });
  r.route({
    ...adminRouteOf(AdminRefundPayment),
    handler: async (req) => ok(req, await refundPayment(app, req, req.params.invoiceId, req.body)),
  });
}
