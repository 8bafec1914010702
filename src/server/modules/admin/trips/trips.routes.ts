import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminGetTrip, AdminListTrips, AdminRevokeShare } from '../../../../core/api/admin.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { listTrips, revokeShare, viewTrip } from './trips.service';

export async function adminTripRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminListTrips), handler: async (req) => ok(req, await listTrips(db, req, req.query)) });
  r.route({ ...adminRouteOf(AdminGetTrip), handler: async (req) => ok(req, await viewTrip(db, req, req.params.tripId)) });
  r.route({ ...adminRouteOf(AdminRevokeShare), handler: async (req) => ok(req, await revokeShare(db, req, req.params.tripId)) });
}
