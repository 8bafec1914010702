import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminListErrors, AdminResolveError } from '../../../../core/api/admin.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { listErrorGroups, resolveErrorGroup } from './errors.service';

export async function adminErrorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminListErrors), handler: async (req) => ok(req, await listErrorGroups(db, req, req.query)) });
  r.route({
    ...adminRouteOf(AdminResolveError),
    handler: async (req) => ok(req, await resolveErrorGroup(db, req, req.params.fingerprint, req.body.resolved)),
  });
}
