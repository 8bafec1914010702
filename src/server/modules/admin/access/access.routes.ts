import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_COOKIE } from '../../../../core/api/admin-auth';
import {
  AdminLoginEndpoint,
  AdminLogout,
  AdminMeEndpoint,
  AdminReauth,
  AdminTotpEnable,
  AdminTotpSetup,
} from '../../../../core/api/admin-auth.endpoints';
import { ok } from '../../../lib/envelope';
import { recordAudit } from '../audit/record';
import { beginTotpEnrolment, finishTotpEnrolment, reauthenticate, signInAdmin } from './access.service';
import { adminCookieOptions, clearAdminCookie, requireAdmin, requireAdminSession } from './guard';
import { adminRouteOf } from './route-helpers';
import { endAdminSession, presentAdmin } from './sessions.service';

/** Per client address, on top of the per-account lockout: 10 sign-in attempts per 15 minutes. */
const SIGN_IN_LIMIT = { rateLimit: { max: 10, timeWindow: 15 * 60_000 } };

export async function adminAccessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.route({
    ...adminRouteOf(AdminLoginEndpoint, { config: SIGN_IN_LIMIT }),
    handler: async (request, reply) => {
      const { result, cookie } = await signInAdmin(db, request, request.body, request.cookies[ADMIN_COOKIE]);
      if (cookie) reply.setCookie(ADMIN_COOKIE, cookie, adminCookieOptions(app));
      return ok(request, result);
    },
  });

  r.route({
    ...adminRouteOf(AdminLogout),
    handler: async (request, reply) => {
      const cookie = request.cookies[ADMIN_COOKIE];
      if (request.admin)
        await recordAudit(
          db,
          { adminId: request.admin.account.id, adminEmail: request.admin.account.email, ip: request.ip },
          { action: 'auth.sign_out' },
        );
      if (cookie) await endAdminSession(db, cookie);
      clearAdminCookie(app, reply);
      return ok(request, { loggedOut: true as const });
    },
  });

  r.route({
    ...adminRouteOf(AdminMeEndpoint),
    handler: async (request) => ok(request, request.admin ? presentAdmin(request.admin) : null),
  });

  r.route({
    ...adminRouteOf(AdminTotpSetup, { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } } }),
    handler: async (request) => ok(request, await beginTotpEnrolment(db, requireAdminSession(request))),
  });

  r.route({
    ...adminRouteOf(AdminTotpEnable, { config: SIGN_IN_LIMIT }),
    handler: async (request) => ok(request, await finishTotpEnrolment(db, request, requireAdminSession(request), request.body.code)),
  });

  r.route({
    ...adminRouteOf(AdminReauth, { config: SIGN_IN_LIMIT }),
    handler: async (request) => ok(request, await reauthenticate(db, request, requireAdmin(request, 'read'), request.body)),
  });
}
