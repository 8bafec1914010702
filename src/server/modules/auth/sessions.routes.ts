import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListSessions, RevokeAllSessions, RevokeSession } from '../../../core/api/auth.endpoints';
import { notFound } from '../../lib/app-error';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { clearSessionCookie, requireAuthContext, requireSession } from '../../plugins/auth';
import { listSessions, revokeAllSessions, revokeSession } from './sessions.service';

const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.route({
    ...routeOf(ListSessions, { tags: ['Auth'], security }),
    handler: async (request) => {
      const { row, sessionId } = requireAuthContext(request);
      return ok(request, await listSessions(database.db, row.id, sessionId));
    },
  });

  r.route({
    ...routeOf(RevokeSession, { tags: ['Auth'], security }),
    handler: async (request, reply) => {
      const { row, sessionId } = requireAuthContext(request);
      const revoked = await revokeSession(database.db, row.id, request.params.id);
      if (!revoked) throw notFound('Session');
      await app.principals.invalidateUser(row.id);
      if (request.params.id === sessionId) clearSessionCookie(reply, app.auth.cookie);
      return ok(request, { revoked });
    },
  });

  // Needs a browser session. Personal access tokens are revoked separately.
  r.route({
    ...routeOf(RevokeAllSessions, { tags: ['Auth'], security: [{ session: [] }] }),
    handler: async (request, reply) => {
      const { row } = requireSession(request);
      const revoked = await revokeAllSessions(database.db, row.id);
      await app.principals.invalidateUser(row.id);
      clearSessionCookie(reply, app.auth.cookie);
      return ok(request, { revoked });
    },
  });
}
