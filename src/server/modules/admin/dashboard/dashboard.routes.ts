import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminKpis, AdminSystem } from '../../../../core/api/admin.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { kpis, systemStatus } from './dashboard.service';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminKpis), handler: async (req) => ok(req, await kpis(db, req, req.query.from, req.query.to)) });
  r.route({ ...adminRouteOf(AdminSystem), handler: async (req) => ok(req, await systemStatus(app, req)) });
}
