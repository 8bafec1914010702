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

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
