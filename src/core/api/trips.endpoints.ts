import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { IdParamsSchema } from './input-rules';
import { pageOf } from './envelope';
import {
  DeletedSchema,
  DuplicateBodySchema,
  GenerateBodySchema,
  GeneratedSchema,
  ItineraryDetailSchema,
  ItineraryListQuerySchema,
  ItinerarySummarySchema,
  ParseBodySchema,
  ParseResultSchema,
  PatchItineraryBodySchema,
  QuotaLimitsSchema,
  QuotaSchema,
  SharedItinerarySchema,
  ShareInfoSchema,
  UnsharedSchema,
} from './trips';
import { CatalogPlaceSchema } from './trip-catalog';
import { ItinerarySavedSchema } from './trip-saved';

// The itinerary endpoints (issue 6): My Trips, the itinerary view and its edits, sharing, generation.
export const IdParams = IdParamsSchema;
export const PublicIdParams = z.object({ publicId: z.string().min(10).max(64) });
const IfMatch = z.object({ 'if-match': z.string().optional().describe('The ETag you last read (required for edits)') });
/** Edits carry the version they are based on: stale → 412, missing → 428. */
const EDIT_ERRORS = ['PRECONDITION_REQUIRED'] as const;

export const ListItineraries = defineEndpoint({
  method: 'GET',
  path: '/api/itineraries',
  summary: 'My trips: search, filter by status or archived, sort, cursor pages',
  query: ItineraryListQuerySchema,
  response: pageOf(ItinerarySummarySchema.partial()),
});

export const GetItinerary = defineEndpoint({
  method: 'GET',
  path: '/api/itineraries/:id',
  summary: 'One itinerary with its plan, feasibility report, notes and places (ETag header)',
  params: IdParams,
  response: ItineraryDetailSchema,
});

export const GetCatalogPlace = defineEndpoint({
  method: 'GET',
  path: '/api/itineraries/:id/catalog/:placeId',
  summary: "A place of the trip's cities as the planner prices it for this trip (the browser previews addPlace with it)",
  params: IdParams.extend({ placeId: z.string().min(1).max(200) }),
  response: CatalogPlaceSchema,
});

export const PatchItinerary = defineEndpoint({
  method: 'PATCH',
  path: '/api/itineraries/:id',
  summary: 'Apply edits atomically (If-Match required); re-checks feasibility. Prefer: return=minimal answers only what changed',
  params: IdParams,
  headers: IfMatch.extend({
    prefer: z.string().optional().describe('return=minimal (RFC 7240): unchanged days as null, unchanged places and catalog left out'),
  }),
  body: PatchItineraryBodySchema,
  // A full detail is also a valid compact answer (no null day, every part present): one schema covers both.
  response: ItinerarySavedSchema,
  errors: EDIT_ERRORS,
});

export const DeleteItinerary = defineEndpoint({
  method: 'DELETE',
  path: '/api/itineraries/:id',
  summary: 'Delete (undo with restore within 30 days)',
  params: IdParams,
  headers: IfMatch,
  response: DeletedSchema,
});

export const RestoreItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/restore',
  summary: 'Undo a delete',
  params: IdParams,
  response: ItineraryDetailSchema,
});

export const KeepItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/keep',
  summary: 'Keep a draft the assistant planned: it becomes a normal trip on My Trips (DELETE discards a draft for good)',
  params: IdParams,
  response: ItineraryDetailSchema,
});

export const DuplicateItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/duplicate',
  summary: 'Copy an itinerary (not shared, notes kept)',
  params: IdParams,
  body: DuplicateBodySchema,
  response: ItineraryDetailSchema,
  status: 201,
});

export const ArchiveItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/archive',
  summary: 'Archive (hidden from My Trips by default)',
  params: IdParams,
  response: ItinerarySummarySchema,
});

export const UnarchiveItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/unarchive',
  summary: 'Unarchive',
  params: IdParams,
  response: ItinerarySummarySchema,
});

export const ReplanDay = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/days/:day/replan',
  summary: 'Re-plan one day with the engine (If-Match required; 422 INFEASIBLE saves nothing)',
  params: IdParams.extend({ day: z.coerce.number().int().min(1).max(366) }),
  headers: IfMatch,
  response: ItineraryDetailSchema,
  errors: [...EDIT_ERRORS, 'INFEASIBLE', 'SERVICE_UNAVAILABLE'],
});

export const SwapItem = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/items/:itemId/swap',
  summary: 'Swap a visit or meal for the best feasible alternative (If-Match required)',
  params: IdParams.extend({ itemId: z.string().min(1).max(200) }),
  headers: IfMatch,
  response: ItineraryDetailSchema,
  errors: [...EDIT_ERRORS, 'INFEASIBLE', 'SERVICE_UNAVAILABLE'],
});

export const ShareItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/:id/share',
  summary: 'Create (or return) the read-only share link',
  params: IdParams,
  response: ShareInfoSchema,
  errors: ['PAYMENT_REQUIRED'],
});

export const UnshareItinerary = defineEndpoint({
  method: 'DELETE',
  path: '/api/itineraries/:id/share',
  summary: 'Revoke the share link',
  params: IdParams,
  response: UnsharedSchema,
});

export const GetSharedItinerary = defineEndpoint({
  method: 'GET',
  path: '/api/shared/:publicId',
  summary: 'A shared itinerary (public, read-only, no private notes)',
  params: PublicIdParams,
  response: SharedItinerarySchema,
});

export const ParseTrip = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/parse',
  summary: 'Free text to a trip request with the understood fields (built-in parser)',
  body: ParseBodySchema,
  response: ParseResultSchema,
});

export const GetQuota = defineEndpoint({
  method: 'GET',
  path: '/api/itineraries/quota',
  summary: 'How many trip generations are left this month on my plan',
  response: QuotaSchema,
});

export const GetQuotaLimits = defineEndpoint({
  method: 'GET',
  path: '/api/quotas',
  summary: 'The Free plan limits (public): trip generations and assistant messages per month; see /api/billing/plans for every plan',
  response: QuotaLimitsSchema,
});

/** Also streams NDJSON progress events with `Accept: application/x-ndjson` (see GenerationEventSchema). */
export const GenerateItinerary = defineEndpoint({
  method: 'POST',
  path: '/api/itineraries/generate',
  summary:
    'Generate an itinerary. With Accept: application/x-ndjson, streams progress events (abort to cancel); ' +
    'otherwise 201 or 422 INFEASIBLE',
  body: GenerateBodySchema,
  response: GeneratedSchema,
  status: 201,
  errors: ['INFEASIBLE', 'QUOTA_EXCEEDED', 'TOO_MANY_GENERATIONS', 'SERVICE_UNAVAILABLE'],
});
