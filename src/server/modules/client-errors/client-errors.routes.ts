import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientErrorReceiptSchema, ClientErrorReportSchema } from '../../../core/api/client-errors';
import { envelopeOf } from '../../../core/api/envelope';
import { ok } from '../../lib/envelope';
import './client-errors.account-data';
import { recordClientError } from './client-errors.service';

export async function clientErrorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/log-client-error',
    {
      schema: {
        tags: ['System'],
        summary: 'Report an error that happened in the browser',
        description: 'Cookie or bearer token optional. Rate-limited to 30 reports a minute per client.',
        body: ClientErrorReportSchema,
        response: { 201: envelopeOf(ClientErrorReceiptSchema) },
      },
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const receipt = await recordClientError(app.deps.database.db, request.body, {
        user: request.user,
        ip: request.ip,
        requestId: String(request.id),
        userAgentHeader: request.headers['user-agent'],
      });
      return reply.status(201).send(ok(request, receipt));
    },
  );
}
