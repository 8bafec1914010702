import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SendContactMessage } from '../../../core/api/contact.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { presentReceipt } from './contact.presenter';
import { receiveMessage } from './contact.service';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(SendContactMessage, { tags: ['System'], bodyLimit: 32 * 1024, config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } } }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(request, presentReceipt(await receiveMessage(app.deps.database.db, request.body)))),
  });
}
