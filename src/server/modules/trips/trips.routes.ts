import { availableParallelism } from 'node:os';
import { llmConfigFrom } from '../../integrations/llm/llm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as E from '../../../core/api/trips.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { prefersMinimal, PREFER_MINIMAL } from '../../../core/edits/merge-saved';
import { ok } from '../../lib/envelope';
import { createTripsCache, ifNoneMatch, sendDocument, sendSerialized } from './trips.cache';
import { requireUser } from '../../plugins/auth';
import { expectedVersion, patchItinerary, replanItineraryDay, swapItineraryItem, tripCatalogPlace } from './trips.edit.service';
import * as trips from './trips.service';
import { Engine } from './engine/engine-pool';
import { localGenerations } from './generation/generations';

export const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];
export const tags = ['Itineraries'];
export const guarded = { tags, security };
/** Engine calls are CPU-heavy: per user, after authentication. */
export const ENGINE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
};

const contexts = new WeakMap<FastifyInstance['deps'], trips.TripsContext>();

/** Leave a core for the request thread: one worker on two cores, two on more (decision 019). */
export const plannerWorkers = (configured: number | undefined) => configured ?? Math.max(1, Math.min(2, availableParallelism() - 1));

/** One context (and document cache) per app, shared by the module's route files. */
export function tripsContext(app: FastifyInstance): trips.TripsContext {
  let ctx = contexts.get(app.deps);
  if (!ctx) {
    const { config } = app.deps;
    const engine = new Engine({
      workers: plannerWorkers(config.PLANNER_WORKERS),
      memoryMb: config.PLANNER_WORKER_MEMORY_MB,
      nice: config.PLANNER_WORKER_NICE,
      idleMs: config.PLANNER_WORKER_IDLE_MS,
    });
    contexts.set(
      app.deps,
      (ctx = {
        db: app.deps.database.db,
        knowledgeBase: app.deps.knowledgeBase,
        publicUrl: config.publicUrl,
        cache: createTripsCache(app.deps.bus),
        engine,
        generations: localGenerations(engine, app.deps.knowledgeBase, config.GENERATIONS_PER_USER),
        llm: llmConfigFrom(app.deps.config),
      }),
    );
  }
  return ctx;
}

/** My Trips and the itinerary view: reads, edits (If-Match), archive, delete/restore, duplicate, share. */
export async function tripsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = tripsContext(app);

  r.route({
    ...routeOf(E.ListItineraries, guarded),
    handler: async (req) => ok(req, await trips.listItineraries(ctx, requireUser(req).id, req.query)),
  });

  r.route({
    ...routeOf(E.GetItinerary, guarded),
    handler: async (req, reply) => {
      const { json, etag, unchanged, key } = await trips.getItinerary(ctx, requireUser(req).id, req.params.id);
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (unchanged && ifNoneMatch(req.headers['if-none-match'], etag)) return reply.status(304).send();
      return sendDocument(req, reply, ctx.cache, key, json);
    },
  });

  r.route({
    ...routeOf(E.PatchItinerary, guarded),
    handler: async (req, reply) => {
      const minimal = prefersMinimal(req.headers.prefer);
      const { json, etag } = await patchItinerary(ctx, requireUser(req).id, req.params.id, req.headers['if-match'], req.body.ops, minimal);
      reply.header('ETag', etag).header('Vary', 'Prefer');
      if (minimal) reply.header('Preference-Applied', PREFER_MINIMAL);
      return sendSerialized(req, reply, json);
    },
  });

  r.route({
    ...routeOf(E.GetCatalogPlace, guarded),
    handler: async (req) => ok(req, await tripCatalogPlace(ctx, requireUser(req).id, req.params.id, req.params.placeId)),
  });

  r.route({
    ...routeOf(E.DeleteItinerary, guarded),
    handler: async (req) => {
      const expected = expectedVersion(req.headers['if-match'], req.params.id, false);
      return ok(req, await trips.deleteItinerary(ctx, requireUser(req).id, req.params.id, expected));
    },
  });

  r.route({
    ...routeOf(E.RestoreItinerary, guarded),
    handler: async (req, reply) => {
      const { json, etag } = await trips.restoreItinerary(ctx, requireUser(req).id, req.params.id);
      return sendSerialized(req, reply.header('ETag', etag), json);
    },
  });

  r.route({
    ...routeOf(E.KeepItinerary, guarded),
    handler: async (req, reply) => {
      const { json, etag } = await trips.keepItinerary(ctx, requireUser(req).id, req.params.id);
      return sendSerialized(req, reply.header('ETag', etag), json);
    },
  });

  r.route({
    ...routeOf(E.DuplicateItinerary, guarded),
    handler: async (req, reply) => {
      const { json, etag } = await trips.duplicateItinerary(ctx, requireUser(req).id, req.params.id, req.body?.title);
      return sendSerialized(req, reply.header('ETag', etag), json, 201);
    },
  });

  for (const [endpoint, archived] of [
    [E.ArchiveItinerary, true],
    [E.UnarchiveItinerary, false],
  ] as const) {
    r.route({
      ...routeOf(endpoint, guarded),
      handler: async (req) => ok(req, await trips.setArchived(ctx, requireUser(req).id, req.params.id, archived)),
    });
  }

  r.route({
    ...routeOf(E.ReplanDay, { ...guarded, config: { rateLimit: ENGINE_LIMIT } }),
    handler: async (req, reply) => {
      const { json, etag } = await replanItineraryDay(ctx, requireUser(req).id, req.params.id, req.params.day, req.headers['if-match']);
      return sendSerialized(req, reply.header('ETag', etag), json);
    },
  });

  r.route({
    ...routeOf(E.SwapItem, { ...guarded, config: { rateLimit: ENGINE_LIMIT } }),
    handler: async (req, reply) => {
      const { json, etag } = await swapItineraryItem(ctx, requireUser(req).id, req.params.id, req.params.itemId, req.headers['if-match']);
      return sendSerialized(req, reply.header('ETag', etag), json);
    },
  });

  r.route({
    ...routeOf(E.ShareItinerary, guarded),
    handler: async (req) => ok(req, await trips.shareItinerary(ctx, requireUser(req).id, req.params.id)),
  });

  r.route({
    ...routeOf(E.UnshareItinerary, guarded),
    handler: async (req) => ok(req, await trips.unshareItinerary(ctx, requireUser(req).id, req.params.id)),
  });
}
