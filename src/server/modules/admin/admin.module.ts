import type { FastifyInstance } from 'fastify';
import { adminAccessRoutes } from './access/access.routes';
import { bootstrapAdminFromEnv } from './access/accounts.service';
import { registerAdminGuard } from './access/guard';
import { configureTotpKey } from './access/totp-secret';
import { adminAuditRoutes } from './audit/audit.routes';
import { adminDashboardRoutes } from './dashboard/dashboard.routes';
import { adminErrorRoutes } from './errors/errors.routes';
import { adminMessageRoutes } from './messages/messages.routes';
import { adminTripRoutes } from './trips/trips.routes';
import { adminUserRoutes } from './users/users.routes';

/**
 * The admin area (issue 13): operator accounts and sessions, then one sub-module per dashboard section.
 * Billing sections (coupons, subscriptions, refunds) add their routes here the same way.
 */
export async function adminModule(app: FastifyInstance) {
  configureTotpKey(app.deps.config);
  const created = await bootstrapAdminFromEnv(app.deps.database.db, app.deps.config);
  if (created) app.log.info({ email: created.email }, 'created the first admin account from ADMIN_EMAIL');
  registerAdminGuard(app);
  for (const routes of [
    adminAccessRoutes,
    adminUserRoutes,
    adminTripRoutes,
    adminErrorRoutes,
    adminMessageRoutes,
    adminAuditRoutes,
    adminDashboardRoutes,
  ]) {
    await app.register(routes);
  }
}
