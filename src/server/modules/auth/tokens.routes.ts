import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateToken, ListTokens, RevokeToken } from '../../../core/api/auth.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { requireAuthContext, requireSession } from '../../plugins/auth';
import { createToken, listTokens, revokeToken } from './tokens.service';

const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export async function tokenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.route({
    ...routeOf(ListTokens, { tags: ['Auth'], security }),
    handler: async (request) => {
      const { row } = requireAuthContext(request);
      return ok(request, await listTokens(database.db, row.id));
    },
  });

  // The token is in the response once; it is sent as `Authorization: Bearer <token>`. Needs a browser session.
  r.route({
    ...routeOf(CreateToken, { tags: ['Auth'], security: [{ session: [] }], config: { rateLimit: { max: 20, timeWindow: 60_000 } } }),
    handler: async (request, reply) => {
      const { row } = requireSession(request);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(ok(request, await createToken(database.db, row.id, request.body)));
    },
  });

  r.route({
    ...routeOf(RevokeToken, { tags: ['Auth'], security }),
    handler: async (request) => {
      const { row } = requireAuthContext(request);
      const revoked = await revokeToken(database.db, row.id, request.params.id);
      await app.principals.invalidateUser(row.id);
      return ok(request, revoked);
    },
  });
}
