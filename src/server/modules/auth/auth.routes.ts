import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_TX_COOKIE, CurrentUserSchema, LogoutResultSchema, SESSION_COOKIE, SignInQuerySchema } from '../../../core/api/auth';
import { envelopeOf } from '../../../core/api/envelope';
import { SignInError } from '../../integrations/oidc/sign-in-error';
import { renderErrorPage } from '../../integrations/oidc/interaction-page';
import { AppError } from '../../lib/app-error';
import { fail, ok } from '../../lib/envelope';
import { clearSessionCookie, requireAuthContext, setSessionCookie } from '../../plugins/auth';
import { presentCurrentUser } from '../users/users.presenter';
import { beginSignIn, completeSignIn } from './auth.service';
import { endSession } from './sessions.service';
import { sessionRoutes } from './sessions.routes';
import { tokenRoutes } from './tokens.routes';

/** Sign-in endpoints are cheap to call and expensive to serve (a provider round trip): limit per client. */
const SIGN_IN_LIMIT = { max: 30, timeWindow: 60_000 };
const TX_COOKIE_PATH = '/api/auth';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const { relyingParty, cookie } = app.auth;

  r.get(
    '/auth/google',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Start sign-in (browser navigation)',
        description:
          'Redirects to the configured OpenID provider (Google, another issuer, or the built-in local one) with PKCE, state and nonce.',
        querystring: SignInQuerySchema,
      },
      config: { rateLimit: SIGN_IN_LIMIT },
    },
    async (request, reply) => {
      // Cookies belong to a host name: a sign-in started on http://127.0.0.1 cannot finish on PUBLIC_URL's
      // localhost (the transaction cookie is not sent there). Start it on the public origin instead.
      const publicOrigin = new URL(config.publicUrl);
      if (request.hostname.replace(/:\d+$/, '') !== publicOrigin.hostname) {
        return reply.header('Cache-Control', 'no-store').redirect(`${config.publicUrl}${request.url}`, 302);
      }
      try {
        const selectAccount = request.query.prompt === 'select_account';
        const { url, transactionId } = await beginSignIn(database.db, relyingParty, request.query.returnTo, { selectAccount });
        reply.setCookie(AUTH_TX_COOKIE, transactionId, { ...cookie, path: TX_COOKIE_PATH, maxAge: 600 });
        return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
      } catch (err) {
        return signInFailed(request, reply, err);
      }
    },
  );

  r.get(
    '/auth/callback',
    {
      schema: { tags: ['Auth'], summary: 'Sign-in callback from the OpenID provider (browser navigation)', hide: false },
      config: { rateLimit: SIGN_IN_LIMIT },
    },
    async (request, reply) => {
      reply.clearCookie(AUTH_TX_COOKIE, { ...cookie, path: TX_COOKIE_PATH });
      try {
        const { user, session, returnTo } = await completeSignIn(database.db, relyingParty, {
          transactionId: request.cookies[AUTH_TX_COOKIE],
          callbackUrl: new URL(request.url, config.publicUrl),
          previousCookie: request.cookies[SESSION_COOKIE],
          userAgent: request.headers['user-agent'],
        });
        // Sign-in refreshes the user's e-mail and names, and may have ended the browser's previous session.
        await app.principals.invalidateUser(user.id);
        setSessionCookie(reply, cookie, session.secret, session.maxAgeSeconds);
        return reply.header('Cache-Control', 'no-store').redirect(returnTo, 302);
      } catch (err) {
        return signInFailed(request, reply, err);
      }
    },
  );

  r.get(
    '/auth/user',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user',
        security: [{ session: [] }, { bearer: [] }],
        response: { 200: envelopeOf(CurrentUserSchema) },
      },
    },
    async (request, reply) => {
      const { row } = requireAuthContext(request);
      reply.header('Cache-Control', 'no-store');
      return ok(request, presentCurrentUser(row));
    },
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags: ['Auth'],
        summary: 'End this session (server-side) and clear the cookie',
        response: { 200: envelopeOf(LogoutResultSchema) },
      },
    },
    async (request, reply) => {
      const current = request.cookies[SESSION_COOKIE];
      if (current) await endSession(database.db, current);
      if (request.authContext) await app.principals.invalidateUser(request.authContext.row.id);
      clearSessionCookie(reply, cookie);
      return ok(request, { loggedOut: true as const });
    },
  );

  await app.register(sessionRoutes);
  await app.register(tokenRoutes);
}

/** A refused sign-in is a page for a browser (it arrived by navigation) and an envelope for anything else. */
function signInFailed(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  let status: number;
  let reason: string;
  let message: string;
  if (err instanceof SignInError) {
    status = err.reason === 'provider_unreachable' ? 503 : 401;
    reason = err.reason;
    message = err.message;
    request.log.warn({ reason, cause: err.cause instanceof Error ? err.cause.message : undefined }, 'sign-in refused');
  } else if (err instanceof AppError && err.code === 'FORBIDDEN') {
    status = 403;
    reason = 'suspended';
    message = 'This account is suspended. Contact support if you think this is a mistake.';
    request.log.warn({ reason }, 'sign-in refused');
  } else {
    throw err;
  }
  reply.header('Cache-Control', 'no-store');
  if (request.headers.accept?.includes('text/html')) {
    const title = reason === 'cancelled' ? 'Sign-in cancelled' : 'Sign-in failed';
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(renderErrorPage({ title, message, retryHref: '/api/auth/google' }));
  }
  const code = status === 503 ? 'SERVICE_UNAVAILABLE' : status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED';
  return reply.status(status).send(fail(request, code, message, { reason }));
}
