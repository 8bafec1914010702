import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GetMapConfig, GetMapHighlights, ListMapDestinations, SearchMap } from '../../../core/api/maps.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { sendCacheable, sendCacheableJson } from '../../lib/http-cache';
import { mapDestinations, mapHighlightsJson } from './highlights';
import { mapConfig, searchMap } from './maps.service';

const tags = ['Map'];
const FIVE_MIN = 300;
/** Spec §9: map highlights may be 30 minutes old. */
const THIRTY_MIN = 1800;

/** The map explorer's reads (public): base map choice, highlights in a box, name search. */
export async function mapsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kb = () => app.deps.knowledgeBase();
  const config = mapConfig(app.deps.config.MAP_STYLE_URL);

  r.route({ ...routeOf(GetMapConfig, { tags }), handler: async (req, reply) => sendCacheable(req, reply, config, FIVE_MIN) });

  // With "open at" the response is computed synchronously and memoised per (data version, URL) before the next request
  // runs, so concurrent identical requests share one computation; being open is memoised per opening rule (isOpenAt).
  r.route({
    ...routeOf(GetMapHighlights, { tags }),
    handler: async (req, reply) => {
      const base = await kb();
      const now = Date.now();
      // "Open now" changes by the minute: that answer is memoised per minute and cached by browsers for one.
      if (req.query.openNow)
        return sendCacheableJson(
          req,
          reply,
          () => mapHighlightsJson(base, req.query, now),
          60,
          `${base.version}@${Math.floor(now / 60_000)}`,
        );
      // A box without "open at" costs ~20-50 µs to answer (place-index.ts): not kept in the response cache, whose
      // 6-13 kB strings, one per panned box, only lived long enough to be copied by the garbage collector (p99 tail).
      if (!req.query.openAt) return sendCacheableJson(req, reply, () => mapHighlightsJson(base, req.query, now), THIRTY_MIN);
      return sendCacheableJson(req, reply, () => mapHighlightsJson(base, req.query, now), THIRTY_MIN, base.version);
    },
  });

  r.route({
    ...routeOf(ListMapDestinations, { tags }),
    handler: async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => mapDestinations(base), FIVE_MIN, base.version);
    },
  });

  r.route({
    ...routeOf(SearchMap, { tags }),
    handler: async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => searchMap(base, req.query.q, req.query.limit), FIVE_MIN, base.version);
    },
  });
}
