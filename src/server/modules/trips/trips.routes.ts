import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageOf } from '../../../core/api/envelope';
import {
  DeletedSchema, DuplicateBodySchema, ItineraryDetailSchema, ItineraryListQuerySchema, ItinerarySummarySchema, PatchItineraryBodySchema,
  ShareInfoSchema, UnsharedSchema,
} from '../../../core/api/trips';
import { IdParamsSchema } from '../../../core/api/input-rules';
import { ok } from '../../lib/envelope';
import { createTripsCache, sendSerialized } from './trips.cache';
import { requireUser } from '../../plugins/auth';
import { expectedVersion, patchItinerary, replanItineraryDay, swapItineraryItem } from './trips.edit.service';
import * as trips from './trips.service';

export const security: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];
export const tags = ['Itineraries'];
export const IdParams = IdParamsSchema;
const ifMatch = z.object({ 'if-match': z.string().optional().describe('The ETag you last read (required for edits)') });
/** Engine calls are CPU-heavy: per user, after authentication. */
export const ENGINE_LIMIT = { max: 30, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip };

const contexts = new WeakMap<FastifyInstance['deps'], trips.TripsContext>();

/** One context (and document cache) per app, shared by the module's route files. */
export function tripsContext(app: FastifyInstance): trips.TripsContext {
  let ctx = contexts.get(app.deps);
  if (!ctx) contexts.set(app.deps, (ctx = { db: app.deps.database.db, knowledgeBase: app.deps.knowledgeBase, publicUrl: app.deps.config.publicUrl, cache: createTripsCache() }));
  return ctx;
}

/** My Trips and the itinerary view: reads, edits (If-Match), archive, delete/restore, duplicate, share. */
export async function tripsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = tripsContext(app);
  const detail = { 200: envelopeOf(ItineraryDetailSchema) };

  r.get('/itineraries', {
    schema: { tags, security, summary: 'My trips: search, filter by status or archived, sort, cursor pages', querystring: ItineraryListQuerySchema, response: { 200: envelopeOf(pageOf(ItinerarySummarySchema.partial())) } },
  }, async (req) => ok(req, await trips.listItineraries(ctx, requireUser(req).id, req.query)));

  r.get('/itineraries/:id', {
    schema: { tags, security, summary: 'One itinerary with its plan, feasibility report, notes and places (ETag header)', params: IdParams, response: detail },
  }, async (req, reply) => {
    const { json, etag } = await trips.getItinerary(ctx, requireUser(req).id, req.params.id);
    return sendSerialized(req, reply.header('ETag', etag).header('Cache-Control', 'private, no-cache'), json);
  });

  r.patch('/itineraries/:id', {
    schema: { tags, security, summary: 'Apply edits atomically (If-Match required); re-checks feasibility', params: IdParams, headers: ifMatch, body: PatchItineraryBodySchema, response: detail },
  }, async (req, reply) => {
    const { json, etag } = await patchItinerary(ctx, requireUser(req).id, req.params.id, req.headers['if-match'], req.body.ops);
    return sendSerialized(req, reply.header('ETag', etag), json);
  });

  r.delete('/itineraries/:id', {
    schema: { tags, security, summary: 'Delete (undo with restore within 30 days)', params: IdParams, headers: ifMatch, response: { 200: envelopeOf(DeletedSchema) } },
  }, async (req) => ok(req, await trips.deleteItinerary(ctx, requireUser(req).id, req.params.id, expectedVersion(req.headers['if-match'], req.params.id, false))));

  r.post('/itineraries/:id/restore', {
    schema: { tags, security, summary: 'Undo a delete', params: IdParams, response: detail },
  }, async (req, reply) => {
    const { json, etag } = await trips.restoreItinerary(ctx, requireUser(req).id, req.params.id);
    return sendSerialized(req, reply.header('ETag', etag), json);
  });

  r.post('/itineraries/:id/duplicate', {
    schema: { tags, security, summary: 'Copy an itinerary (not shared, notes kept)', params: IdParams, body: DuplicateBodySchema, response: { 201: envelopeOf(ItineraryDetailSchema) } },
  }, async (req, reply) => {
    const { json, etag } = await trips.duplicateItinerary(ctx, requireUser(req).id, req.params.id, req.body?.title);
    return sendSerialized(req, reply.header('ETag', etag), json, 201);
  });

  for (const [path, archived] of [['archive', true], ['unarchive', false]] as const) {
    r.post(`/itineraries/:id/${path}`, {
      schema: { tags, security, summary: archived ? 'Archive (hidden from My Trips by default)' : 'Unarchive', params: IdParams, response: { 200: envelopeOf(ItinerarySummarySchema) } },
    }, async (req) => ok(req, await trips.setArchived(ctx, requireUser(req).id, req.params.id, archived)));
  }

  r.post('/itineraries/:id/days/:day/replan', {
    schema: { tags, security, summary: 'Re-plan one day with the engine (If-Match required; 422 INFEASIBLE saves nothing)', params: IdParams.extend({ day: z.coerce.number().int().min(1).max(366) }), headers: ifMatch, response: detail },
    config: { rateLimit: ENGINE_LIMIT },
  }, async (req, reply) => {
    const { json, etag } = await replanItineraryDay(ctx, requireUser(req).id, req.params.id, req.params.day, req.headers['if-match']);
    return sendSerialized(req, reply.header('ETag', etag), json);
  });

  r.post('/itineraries/:id/items/:itemId/swap', {
    schema: { tags, security, summary: 'Swap a visit or meal for the best feasible alternative (If-Match required)', params: IdParams.extend({ itemId: z.string().min(1).max(200) }), headers: ifMatch, response: detail },
    config: { rateLimit: ENGINE_LIMIT },
  }, async (req, reply) => {
    const { json, etag } = await swapItineraryItem(ctx, requireUser(req).id, req.params.id, req.params.itemId, req.headers['if-match']);
    return sendSerialized(req, reply.header('ETag', etag), json);
  });

  r.post('/itineraries/:id/share', {
    schema: { tags, security, summary: 'Create (or return) the read-only share link', params: IdParams, response: { 200: envelopeOf(ShareInfoSchema) } },
  }, async (req) => ok(req, await trips.shareItinerary(ctx, requireUser(req).id, req.params.id)));

  r.delete('/itineraries/:id/share', {
    schema: { tags, security, summary: 'Revoke the share link', params: IdParams, response: { 200: envelopeOf(UnsharedSchema) } },
  }, async (req) => ok(req, await trips.unshareItinerary(ctx, requireUser(req).id, req.params.id)));
}
