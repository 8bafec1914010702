import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH, adminCan, type AdminPermission } from '../../../../core/api/admin-auth';
import { AppError } from '../../../lib/app-error';
import { cookieBase } from '../../../plugins/auth';
import { reauthFresh, resolveAdminSession, type AdminContext } from './sessions.service';

/** The operator cookie: httpOnly, SameSite=Strict, only sent to /api/admin, gone with the browser session. */
export const adminCookieOptions = (app: FastifyInstance) => ({
  ...cookieBase(app.deps.config),
  sameSite: 'strict' as const,
  path: ADMIN_COOKIE_PATH,
});

export function clearAdminCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(ADMIN_COOKIE, adminCookieOptions(app));
}

/**
 * Resolves `request.admin` from the `wf_admin` cookie for the admin routes (registered inside the admin module,
 * so nothing else sees it). Travellers' sessions and tokens are never admin credentials.
 */
export function registerAdminGuard(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[ADMIN_COOKIE];
    if (!cookie) return;
    request.admin = await resolveAdminSession(app.deps.database.db, cookie);
    if (!request.admin) clearAdminCookie(app, reply);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}

/**
 * For every admin service call: an operator session with its second factor, a role that allows `permission`,
 * and for destructive actions a password + code confirmation within ADMIN_REAUTH_MS.
 */
export function requireAdmin(request: FastifyRequest, permission: AdminPermission, opts: { reauth?: boolean } = {}): AdminContext {
  const ctx = request.admin;
  if (!ctx) throw new AppError('UNAUTHORIZED', 'Sign in to the admin area');
  if (!ctx.session.secondFactor)
    throw new AppError('FORBIDDEN', 'Finish setting up two-factor sign-in first', { reason: 'second_factor_required' });
  if (!adminCan(ctx.account.role, permission)) throw new AppError('FORBIDDEN', 'Your role cannot do this', { reason: 'role' });
  if (opts.reauth && !reauthFresh(ctx.session)) {
    throw new AppError('FORBIDDEN', 'Confirm your password and code to continue', { reason: 'reauth_required' });
  }
  return ctx;
}

/** Any operator session, enrolled or not (the enrolment endpoints and "me"). */
export function requireAdminSession(request: FastifyRequest): AdminContext {
  if (!request.admin) throw new AppError('UNAUTHORIZED', 'Sign in to the admin area');
  return request.admin;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminContext | null;
  }
}
