import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../core/api/auth';
import type { Config } from '../config/config';
import { createBuiltinProvider, builtinProviderWanted } from '../integrations/oidc/builtin-provider';
import { inProcessFetch } from '../integrations/oidc/in-process-fetch';
import { mountBuiltinProvider } from '../integrations/oidc/mount';
import { createRelyingParty, type RelyingParty } from '../integrations/oidc/relying-party';
import { AppError } from '../lib/app-error';
import { randomSecret } from '../lib/secrets';
import { createPrincipals, type Principals } from '../modules/auth/principals';
import { toAuthUser } from '../modules/users/users.presenter';
import type { UserRow } from '../modules/users/users.table';
import type { AuthUser } from './request-context';

/** How the current request was authenticated, for routes that need more than `request.user`. */
export interface AuthContext {
  row: UserRow;
  sessionId: string | null;
  tokenId: string | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** httpOnly, SameSite=Lax, Secure everywhere but a plain-http localhost (issue 3). */
export function cookieBase(config: Config) {
  const url = new URL(config.publicUrl);
  const secure = url.protocol === 'https:' || !LOOPBACK.has(url.hostname);
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

/**
 * A readable, non-secret companion of the httpOnly session cookie: it only tells the client that a
 * session may exist, so a signed-out visitor's page load skips GET /api/auth/user (no 401 request,
 * one round trip less on first paint). It carries no credential; the server never reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'wf_signed_in';

export function setSessionCookie(reply: FastifyReply, base: ReturnType<typeof cookieBase>, secret: string, maxAgeSeconds: number) {
  reply.setCookie(SESSION_COOKIE, secret, { ...base, maxAge: maxAgeSeconds });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...base, httpOnly: false, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, base: ReturnType<typeof cookieBase>) {
  reply.clearCookie(SESSION_COOKIE, base);
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...base, httpOnly: false });
}

/**
 * Sets `request.user` for every /api request from the `wf_session` cookie or an
 * `Authorization: Bearer` personal access token, and mounts the built-in provider when no issuer is
 * configured. Suspended users resolve to nobody: their sessions and tokens stop working at once.
 */
export async function registerAuth(app: FastifyInstance) {
  const { config, database, bus } = app.deps;
  const principals = createPrincipals(database.db, bus);
  app.decorate('principals', principals);
  app.addHook('onClose', async () => principals.close());
  let builtin = null;
  if (builtinProviderWanted(config)) {
    const internalKey = randomSecret();
    const provider = await createBuiltinProvider(config, database, app.log);
    await mountBuiltinProvider(app, provider, database, internalKey);
    builtin = { provider, fetch: inProcessFetch(app, new URL(config.publicUrl).origin, internalKey) };
  } else if (!config.publicUrl.startsWith('https://') && config.NODE_ENV === 'production') {
    app.log.warn('PUBLIC_URL is not https: session cookies are Secure and will not be sent over plain http');
  }
  app.decorate('auth', { relyingParty: createRelyingParty(config, builtin), cookie: cookieBase(config) });
  app.decorateRequest('authContext', null);
  app.decorateRequest('invalidBearer', false);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    if (header !== undefined && /^bearer\s/i.test(header)) {
      const found = await principals.token(header.slice(7).trim());
      // An unusable token makes the caller anonymous; requireUser then answers 401 invalid_token.
      if (!found) return void (request.invalidBearer = true);
      request.user = toAuthUser(found.row, 'token');
      request.authContext = found;
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const found = await principals.session(cookie);
    if (!found) return void clearSessionCookie(reply, cookieBase(config));
    request.user = toAuthUser(found.row, 'session');
    request.authContext = found;
  });

  // An operation that declares a security requirement refuses anonymous callers before reading their input, so
  // the answer (401) does not depend on whether the body happened to be valid.
  app.addHook('preValidation', async (request) => {
    const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
    if (Array.isArray(security) && security.length > 0) requireUser(request);
  });

  // Anything answered to a signed-in caller is theirs alone: no shared or browser cache keeps it, unless the
  // route chose its own policy (the itinerary view revalidates with its ETag).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
}

/** For any module: the signed-in user, or AppError UNAUTHORIZED (401 envelope). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  if (request.invalidBearer) {
    throw new AppError('UNAUTHORIZED', 'The access token is invalid, expired or revoked', undefined, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
  throw new AppError('UNAUTHORIZED', 'Sign in to continue');
}

/** Like requireUser, but the full row and how they came in. */
export function requireAuthContext(request: FastifyRequest): AuthContext {
  requireUser(request);
  return request.authContext!;
}

/**
 * For account-level actions (new tokens, sign out everywhere, deleting the account): a leaked token
 * must not be able to mint more tokens or lock the owner out.
 */
export function requireSession(request: FastifyRequest): AuthContext {
  const ctx = requireAuthContext(request);
  if (!ctx.sessionId)
    throw new AppError('FORBIDDEN', 'This action needs a signed-in browser session, not an access token', { reason: 'session_required' });
  return ctx;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: { relyingParty: RelyingParty; cookie: ReturnType<typeof cookieBase> };
    /** Cached principals; call `invalidateUser` after changing a user's row, sessions or tokens. */
    principals: Principals;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
    invalidBearer: boolean;
  }
}
