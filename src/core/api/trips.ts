import { z } from 'zod';
import { TripRequestSchema } from '../trip-request/schema';
import { isoDate, text } from './input-rules';
import { EXPORT_FORMATS, ITINERARY_STATUSES, type ExportFormat, type ItineraryStatus } from './trip-constants';
import { listQueryWith } from './list-query';
import { CatalogSliceSchema, DatedOpeningWindowsSchema } from './trip-catalog';
import { NoteVisibilitySchema } from './trip-edits';
import { InfeasibleResultSchema, PlanSchema } from './trip-plan';

export * from './trip-catalog';
export * from './trip-edits';
export * from './trip-plan';

/**
 * Contracts of the itinerary API (issue 6): generate, My Trips, the itinerary view with auto-save, sharing and
 * export. Endpoint list: src/server/modules/trips/README.md. Changes here are additive only.
 */
export { EXPORT_FORMATS, ITINERARY_STATUSES, type ExportFormat, type ItineraryStatus };
/** A deleted itinerary can be restored (undo) for this long, then it is gone for good. */
export const RESTORE_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * The ETag of an itinerary version (strong; sent in the `ETag` header and as `etag` in the body). Writes send it
 * back as `If-Match`. Opaque to clients: compare whole strings, never parse.
 */
export function itineraryEtag(id: string, version: number): string {
  return `"${id}.v${version}"`;
}

const Coordinates = z.object({ lat: z.number(), lon: z.number() });
export const CityRefSchema = z.object({ id: z.string(), name: z.string(), country: z.string().nullable(), timeZone: z.string() });
export type CityRef = z.infer<typeof CityRefSchema>;

/** Enough for a small cover map: the route's bounding box and its stops in order ([lon, lat], GeoJSON order). */
export const CoverSchema = z.object({
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable().describe('west, south, east, north'),
  route: z.array(z.tuple([z.number(), z.number()])).describe('City centres in visiting order, [lon, lat]'),
  points: z.array(z.tuple([z.number(), z.number()])).describe('Up to 60 visited places, [lon, lat]'),
});
export type Cover = z.infer<typeof CoverSchema>;

/** A card on My Trips. */
export const ItinerarySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(ITINERARY_STATUSES).describe('From the dates and today (UTC, or `today` in the list query)'),
  archived: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  cities: z.array(CityRefSchema),
  travellers: z.number().int(),
  currency: z.string(),
  total: z.number().int().describe('Minor units of `currency`'),
  budget: z.number().int().nullable(),
  feasible: z.boolean(),
  shared: z.boolean(),
  cover: CoverSchema,
  version: z.number().int(),
  etag: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItinerarySummary = z.infer<typeof ItinerarySummarySchema>;

export const NoteSchema = z.object({ text: z.string(), visibility: NoteVisibilitySchema, updatedAt: z.string() });
export const ItineraryNotesSchema = z.object({
  items: z.record(z.string(), NoteSchema).describe('By plan item id'),
  days: z.record(z.string(), NoteSchema).describe('By day number ("1", "2", ...)'),
});
export type ItineraryNotes = z.infer<typeof ItineraryNotesSchema>;

/** What the timeline shows next to a place item (from the knowledge base). */
export const PlaceInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  openingHours: z.string().nullable().describe('OSM opening_hours syntax'),
  description: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  coordinates: Coordinates.nullable(),
});

export const ShareInfoSchema = z.object({ publicId: z.string(), url: z.string(), sharedAt: z.string() });
export type ShareInfo = z.infer<typeof ShareInfoSchema>;

/** GET /api/itineraries/:id, and every successful write. */
export const ItineraryDetailSchema = ItinerarySummarySchema.extend({
  draft: z.boolean().optional().describe('A draft the assistant planned: not on My Trips until kept; absent on normal trips'),
  request: TripRequestSchema,
  plan: PlanSchema,
  notes: ItineraryNotesSchema,
  places: z.record(z.string(), PlaceInfoSchema).describe('Every place in the plan, by place id'),
  catalog: CatalogSliceSchema.describe(
    "The planner catalog's view of the trip's cities and planned places: the browser runs the same edit engine on it",
  ),
  share: ShareInfoSchema.nullable(),
  openingWindows: z
    .record(z.string(), DatedOpeningWindowsSchema)
    .optional()
    .describe(
      'Per planned place, per date of the trip: its open [start, end) minutes since local midnight, as the checker computes them ' +
        "(the browser's checker uses these instead of parsing opening hours)",
    ),
});
export type ItineraryDetail = z.infer<typeof ItineraryDetailSchema>;

/** GET /api/shared/:publicId: the same screen, read-only, shared notes only, no owner data. */
export const SharedItinerarySchema = ItineraryDetailSchema.omit({
  share: true,
  etag: true,
  version: true,
  archived: true,
  catalog: true,
  draft: true,
  openingWindows: true,
}).extend({
  publicId: z.string(),
  readOnly: z.literal(true),
  exportFormats: z.array(z.enum(EXPORT_FORMATS)).describe("The export formats the owner's plan includes (issue 12)"),
});
export type SharedItinerary = z.infer<typeof SharedItinerarySchema>;

export const ItineraryListQuerySchema = listQueryWith(['updatedAt', 'createdAt', 'startDate', 'title'], {
  // Default order: newest first for the date-of-record keys, A-Z / soonest first otherwise.
  sortOrder: z.enum(['asc', 'desc']).optional(),
  status: z.enum(ITINERARY_STATUSES).optional(),
  archived: z.enum(['false', 'true', 'all']).default('false'),
  today: isoDate().optional().describe("The caller's local date, for status; default the UTC date"),
});
export type ItineraryListQuery = z.infer<typeof ItineraryListQuerySchema>;

// --- generation --------------------------------------------------------------------------------------

/**
 * Stages in order; a client shows whatever arrives. The engine picks route, lodging, transport and day schedules
 * in one pass, so today the server sends 'scheduling' for all of it and never 'lodging-transport' (kept for an
 * engine that reports its phases). 'relaxing' comes only when the request is infeasible.
 */
export const GENERATION_STAGES = [
  'parsing',
  'choosing-cities',
  'lodging-transport',
  'scheduling',
  'checking',
  'relaxing',
  'saving',
] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/** Give a structured request, or free text for the built-in parser (confirm it with /parse first). */
export const GenerateBodySchema = z
  .object({
    request: TripRequestSchema.optional(),
    text: text().trim().min(3).max(2000).optional(),
    title: text().trim().min(1).max(120).optional(),
    /** For relative dates in `text`; default the UTC date. */
    today: isoDate().optional(),
    draft: z
      .boolean()
      .optional()
      .describe('Open the new trip as a draft (the assistant does): not listed on My Trips until kept (POST /api/itineraries/:id/keep)'),
  })
  .refine((b) => (b.request === undefined) !== (b.text === undefined), { message: 'Give either request or text', path: ['request'] });
export type GenerateBody = z.input<typeof GenerateBodySchema>;

export const GeneratedSchema = z.object({ id: z.string(), etag: z.string(), title: z.string(), itinerary: ItineraryDetailSchema });

/** One NDJSON line of the generation stream (`Accept: application/x-ndjson`). The last line is done, infeasible or error. */
export const GenerationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stage'), stage: z.enum(GENERATION_STAGES), progress: z.number().min(0).max(1), message: z.string() }),
  z.object({ type: z.literal('done'), progress: z.literal(1), id: z.string(), etag: z.string(), title: z.string() }),
  z.object({ type: z.literal('infeasible'), result: InfeasibleResultSchema }),
  z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) }),
]);
export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

export const ParseBodySchema = z.object({
  text: text().trim().min(3).max(2000),
  today: isoDate().optional(),
  defaultCurrency: z.string().length(3).toUpperCase().optional(),
});

export const ParseResultSchema = z.object({
  request: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('A TripRequest ready for /generate, or null when something essential is missing'),
  draft: z
    .record(z.string(), z.unknown())
    .describe('Every field understood, as TripRequest fields, even when something essential is missing: where a form starts'),
  understood: z.array(z.object({ field: z.string(), text: z.string(), value: z.string() })),
  assumptions: z.array(z.string()),
  missing: z.array(z.string()),
  /** Places named in the text that have no curated data (the planner cannot plan them yet). */
  unknownPlaces: z.array(z.string()),
  destinations: z.array(CityRefSchema),
});
export type ParseResult = z.infer<typeof ParseResultSchema>;

export const QuotaSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.string().describe('Next UTC midnight'),
});
export type Quota = z.infer<typeof QuotaSchema>;

// --- other writes --------------------------------------------------------------------------------------

export const DuplicateBodySchema = z.object({ title: text().trim().min(1).max(120).optional() }).nullish();
export const DeletedSchema = z.object({ id: z.string(), deletedAt: z.string(), restorableUntil: z.string() });
export const UnsharedSchema = z.object({ shared: z.literal(false) });

/** `details` of 412 PRECONDITION_FAILED: the server's current version, to resolve the conflict. */
export const StaleDetailsSchema = z.object({ currentVersion: z.number().int(), etag: z.string(), itinerary: ItineraryDetailSchema });
export type StaleDetails = z.infer<typeof StaleDetailsSchema>;

/** The Free plan's monthly limits, public; every plan's are on GET /api/billing/plans (the same definition). */
export const QuotaLimitsSchema = z.object({
  plan: z.literal('free'),
  tripsPerMonth: z.number().int().describe('Trip generations per calendar month (UTC) on the Free plan'),
  assistantMessagesPerMonth: z.number().int().describe('Assistant messages per calendar month (UTC) on the Free plan'),
});
export type QuotaLimits = z.infer<typeof QuotaLimitsSchema>;
