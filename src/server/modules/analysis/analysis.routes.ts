import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompareDestinations } from '../../../core/api/analysis.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { sendCacheable } from '../../lib/http-cache';
import { compareDestinations } from './analysis.service';

const tags = ['Analysis'];
const FIVE_MIN = 300;

/** The analysis page's reads. Destination comparison is public and computed from the curated data (cached per URL). */
export async function analysisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeOf(CompareDestinations, { tags }),
    handler: async (req, reply) => {
      const base = await app.deps.knowledgeBase();
      const today = new Date().toISOString().slice(0, 10);
      return sendCacheable(req, reply, () => compareDestinations(base, req.query, today), FIVE_MIN, `${base.version}@${today}`);
    },
  });
}
