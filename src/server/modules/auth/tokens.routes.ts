import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreatedTokenSchema, CreateTokenSchema, IdParamSchema, TokenInfoSchema } from '../../../core/api/auth';
import { envelopeOf } from '../../../core/api/envelope';
import { ok } from '../../lib/envelope';
import { requireAuthContext, requireSession } from '../../plugins/auth';
import { createToken, listTokens, revokeToken } from './tokens.service';

const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export async function tokenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.get('/auth/tokens', {
    schema: { tags: ['Auth'], summary: 'My personal access tokens (never the secrets)', security, response: { 200: envelopeOf(z.array(TokenInfoSchema)) } },
  }, async (request) => {
    const { row } = requireAuthContext(request);
    return ok(request, await listTokens(database.db, row.id));
  });

  r.post('/auth/tokens', {
    schema: {
      tags: ['Auth'],
      summary: 'Create a personal access token',
      description: 'The token is in the response once; send it as `Authorization: Bearer <token>`. Needs a browser session.',
      security: [{ session: [] }],
      body: CreateTokenSchema,
      response: { 201: envelopeOf(CreatedTokenSchema) },
    },
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const { row } = requireSession(request);
    reply.header('Cache-Control', 'no-store');
    return reply.status(201).send(ok(request, await createToken(database.db, row.id, request.body)));
  });

  r.delete('/auth/tokens/:id', {
    schema: { tags: ['Auth'], summary: 'Revoke a personal access token', security, params: IdParamSchema, response: { 200: envelopeOf(TokenInfoSchema) } },
  }, async (request) => {
    const { row } = requireAuthContext(request);
    return ok(request, await revokeToken(database.db, row.id, request.params.id));
  });
}
