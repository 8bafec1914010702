import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Accept a well-formed upstream x-request-id (load balancers set one); otherwise make one. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The signed-in principal; filled by the auth plugin (sign-in issue), null for anonymous calls. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin';
  via: 'session' | 'token';
}

/** A request slower than this is logged at info even when request logs are at debug. */
export const SLOW_REQUEST_MS = 500;
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('user', null);
  // Fastify's own request logs (two info lines per request) are off (buildApp): under load they cost more than
  // the request. One line per request at debug; slow ones and server errors at info (errors are also logged with
  // their stack by the error handler).
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const level = reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS ? 'info' : 'debug';
    if (LEVELS[level]! >= (LEVELS[app.log.level] ?? 0)) {
      request.log[level](
        { req: request, res: reply, responseTime: Math.round(ms) },
        ms >= SLOW_REQUEST_MS ? 'slow request' : 'request completed',
      );
    }
    done();
  });
  // Callback-style hooks on every request: no promise per hook.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}

export function currentUser(request: FastifyRequest): AuthUser | null {
  return request.user;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
