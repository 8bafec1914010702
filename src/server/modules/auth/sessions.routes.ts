import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, RevokedSchema, SessionInfoSchema } from '../../../core/api/auth';
import { envelopeOf } from '../../../core/api/envelope';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { clearSessionCookie, requireAuthContext, requireSession } from '../../plugins/auth';
import { listSessions, revokeAllSessions, revokeSession } from './sessions.service';

const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];

export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.get('/auth/sessions', {
    schema: { tags: ['Auth'], summary: 'My signed-in sessions', security, response: { 200: envelopeOf(z.array(SessionInfoSchema)) } },
  }, async (request) => {
    const { row, sessionId } = requireAuthContext(request);
    return ok(request, await listSessions(database.db, row.id, sessionId));
  });

  r.delete('/auth/sessions/:id', {
    schema: { tags: ['Auth'], summary: 'Sign out one session', security, params: IdParamSchema, response: { 200: envelopeOf(RevokedSchema) } },
  }, async (request, reply) => {
    const { row, sessionId } = requireAuthContext(request);
    const revoked = await revokeSession(database.db, row.id, request.params.id);
    if (!revoked) throw notFound('Session');
    if (request.params.id === sessionId) clearSessionCookie(reply, app.auth.cookie);
    return ok(request, { revoked });
  });

  r.post('/auth/sessions/revoke-all', {
    schema: {
      tags: ['Auth'],
      summary: 'Sign out everywhere (every session, this one included)',
      description: 'Needs a browser session. Personal access tokens are revoked separately.',
      security: [{ session: [] }],
      response: { 200: envelopeOf(RevokedSchema) },
    },
  }, async (request, reply) => {
    const { row } = requireSession(request);
    const revoked = await revokeAllSessions(database.db, row.id);
    clearSessionCookie(reply, app.auth.cookie);
    return ok(request, { revoked });
  });
}
