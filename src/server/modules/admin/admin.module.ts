import type { FastifyInstance } from 'fastify';
import { adminAccessRoutes } from './access/access.routes';
import { bootstrapAdminFromEnv } from './access/accounts.service';
import { registerAdminGuard } from './access/guard';
import { configureTotpKey } from './access/totp-secret';
import { adminAuditRoutes } from './audit/audit.routes';
import { adminCouponRoutes } from './billing/coupons.routes';
import { adminPaymentRoutes } from './billing/payments.routes';
import { adminDashboardRoutes } from './dashboard/dashboard.routes';
import { adminErrorRoutes } from './errors/errors.routes';
import { adminMessageRoutes } from './messages/messages.routes';
import { adminTripRoutes } from './trips/trips.routes';
import { adminUserRoutes } from './users/users.routes';

/**
 * The admin area (issue 13): operator accounts and sessions, then one sub-module per dashboard section.
 * Billing sections (coupons, subscriptions and payments with refunds) live in billing/.
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
    adminCouponRoutes,
    adminPaymentRoutes,
  ]) {
    await app.register(routes);
  }
}
