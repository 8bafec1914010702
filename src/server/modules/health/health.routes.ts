import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../core/api/envelope';
import { HealthSchema, ReadinessSchema } from '../../../core/api/health';
import { ok } from '../../lib/envelope';
import { liveness, readiness } from './health.service';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', {
    schema: { tags: ['System'], summary: 'Liveness: the process answers', response: { 200: envelopeOf(HealthSchema) } },
    config: { rateLimit: false },
  }, async (request) => ok(request, liveness()));

  r.get('/health/ready', {
    schema: { tags: ['System'], summary: 'Readiness: database, migrations and integrations', response: { 200: envelopeOf(ReadinessSchema), 503: envelopeOf(ReadinessSchema) } },
  }, async (request, reply) => {
    const state = await readiness(app.deps, app);
    reply.header('Cache-Control', 'no-store');
    return reply.status(state.status === 'ready' ? 200 : 503).send(ok(request, state));
  });
}
