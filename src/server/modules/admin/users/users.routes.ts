import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminGetUser, AdminListUsers, AdminSignOutUser, AdminSuspendUser, AdminUnsuspendUser } from '../../../../core/api/admin.endpoints';
import { AdminGrantCredits, AdminGrantPlan } from '../../../../core/api/admin-billing.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { grantCreditsToUser, grantPlanToUser } from './grants.service';
import { getUser, searchUsers, signOutUserEverywhere, suspendUser, unsuspendUser } from './users.service';

export async function adminUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminListUsers), handler: async (req) => ok(req, await searchUsers(db, req, req.query)) });
  r.route({ ...adminRouteOf(AdminGetUser), handler: async (req) => ok(req, await getUser(db, req, req.params.userId)) });
  // Each of these changes the user's status or sessions: cached principals go (decision 018) once it committed.
  const changing = (run: typeof suspendUser) => async (req: FastifyRequest<{ Params: { userId: string } }>) => {
    const result = await run(db, req, req.params.userId);
    await app.principals.invalidateUser(req.params.userId);
    return ok(req, result);
  };
  r.route({ ...adminRouteOf(AdminSuspendUser), handler: changing(suspendUser) });
  r.route({ ...adminRouteOf(AdminUnsuspendUser), handler: changing(unsuspendUser) });
  r.route({ ...adminRouteOf(AdminSignOutUser), handler: changing(signOutUserEverywhere) });
  r.route({
    ...adminRouteOf(AdminGrantPlan),
    handler: async (req) => ok(req, await grantPlanToUser(db, req, req.params.userId, req.body)),
  });
  r.route({
    ...adminRouteOf(AdminGrantCredits),
    handler: async (req) => ok(req, await grantCreditsToUser(db, req, req.params.userId, req.body)),
  });
}
