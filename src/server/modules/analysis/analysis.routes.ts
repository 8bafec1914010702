import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompareDestinations,
  CompareDestinationsSummary,
  GetTripAnalysis,
  GetTripAnalysisSummary,
} from '../../../core/api/analysis.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { ok } from '../../lib/envelope';
import { sendCacheable } from '../../lib/http-cache';
import { requireUser } from '../../plugins/auth';
import { ENGINE_LIMIT, security, tripsContext } from '../trips/trips.routes';
import { compareDestinations } from './analysis.service';
import { summariseComparison } from './comparison-summary.service';
import { analyseOwnTrip } from './trip-analysis.service';
import { summariseTrip } from './trip-summary.service';

const tags = ['Analysis'];
const FIVE_MIN = 300;

/** The analysis page's reads. Destination comparison is public (cached per URL); trip analysis is the owner's only. */
export async function analysisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = tripsContext(app);
  r.route({
    ...routeOf(CompareDestinations, { tags }),
    handler: async (req, reply) => {
      const base = await app.deps.knowledgeBase();
      const today = new Date().toISOString().slice(0, 10);
      return sendCacheable(req, reply, () => compareDestinations(base, req.query, today), FIVE_MIN, `${base.version}@${today}`);
    },
  });
  r.route({
    // A model call per request when one is configured: limited per person (or address) like the engine's calls.
    ...routeOf(CompareDestinationsSummary, { tags, config: { rateLimit: ENGINE_LIMIT } }),
    handler: async (req) => {
      const base = await app.deps.knowledgeBase();
      const comparison = compareDestinations(base, req.query, new Date().toISOString().slice(0, 10));
      return ok(req, await summariseComparison(app.deps.config, comparison));
    },
  });
  r.route({
    ...routeOf(GetTripAnalysis, { tags, security }),
    handler: async (req) => ok(req, await analyseOwnTrip(ctx, requireUser(req).id, req.params.id)),
  });
  r.route({
    // A model call per request: limited per user like the engine's calls.
    ...routeOf(GetTripAnalysisSummary, { tags, security, config: { rateLimit: ENGINE_LIMIT } }),
    handler: async (req) => {
      const { analysis } = await analyseOwnTrip(ctx, requireUser(req).id, req.params.id);
      return ok(req, await summariseTrip(app.deps.config, analysis));
    },
  });
}
