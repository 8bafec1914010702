import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminKpis, AdminSystem } from '../../../../core/api/admin.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { kpis, systemStatus } from './dashboard.service';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({ ...adminRouteOf(AdminKpis), handler: async (req) => ok(req, await kpis(app, req, req.query.from, req.query.to)) });
  r.route({ ...adminRouteOf(AdminSystem), handler: async (req) => ok(req, await systemStatus(app, req)) });
}
