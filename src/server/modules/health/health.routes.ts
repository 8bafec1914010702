import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../core/api/envelope';
import { ReadinessSchema } from '../../../core/api/health';
import { GetHealth, GetReadiness } from '../../../core/api/health.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { liveness, readiness } from './health.service';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeOf(GetHealth, { tags: ['System'], config: { rateLimit: false } }),
    handler: async (request) => ok(request, liveness()),
  });

  r.route({
    ...routeOf(GetReadiness, { tags: ['System'], responses: { 503: envelopeOf(ReadinessSchema) } }),
    handler: async (request, reply) => {
      const state = await readiness(app.deps, app);
      reply.header('Cache-Control', 'no-store');
      return reply.status(state.status === 'ready' ? 200 : 503).send(ok(request, state));
    },
  });
}
