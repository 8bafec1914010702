import { z } from 'zod';
import { INTEREST_KEYS } from '../places/interests';
import { CoordinatesSchema, PLACE_CATEGORIES } from '../places/schema';
import { PlaceSummarySchema } from './places';

/** The map explorer's limits, shared by the server's validation and the client's controls. */
export const MAP_LIMITS = {
  /** A box wider or taller than this (degrees) is refused: the whole world is 360 × 170. */
  maxSpanDeg: 360,
  /** Below this zoom the highlights are clustered on a grid. */
  clusterBelowZoom: 11,
  maxFeatures: 1000,
  searchMax: 10,
} as const;

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'use a local date-time like 2026-06-01T10:30');
const num = String.raw`-?\d{1,3}(\.\d{1,8})?`;

/** west,south,east,north in degrees; west > east crosses the date line. */
export const BBoxSchema = z
  .string()
  .max(80)
  .regex(new RegExp(`^${num},${num},${num},${num}$`), 'bbox is west,south,east,north in degrees')
  .transform((s) => s.split(',').map(Number) as [number, number, number, number])
  .refine(
    ([w, s, e, n]) => [w, e].every((x) => x >= -180 && x <= 180) && [s, n].every((y) => y >= -90 && y <= 90),
    'longitudes within ±180, latitudes within ±90',
  )
  .refine(([, s, , n]) => s < n, 'south must be below north');

export const MapHighlightsQuerySchema = z.object({
  bbox: BBoxSchema.describe('west,south,east,north'),
  zoom: z.coerce.number().min(0).max(22).default(12),
  category: z.enum(PLACE_CATEGORIES).optional(),
  interest: z.enum(INTEREST_KEYS).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000_000).optional().describe('Highest price in the place’s minor units; 0 = free only'),
  openAt: localDateTime.optional().describe('Only places open at this local date-time of each place'),
  openNow: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Only places open now, in each place’s time zone'),
  limit: z.coerce.number().int().min(1).max(MAP_LIMITS.maxFeatures).default(300),
});
export type MapHighlightsQuery = z.infer<typeof MapHighlightsQuerySchema>;

export const MapFeatureSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), place: PlaceSummarySchema }),
  z.object({ type: z.literal('cluster'), coordinates: CoordinatesSchema, count: z.number().int(), topPlaceId: z.string() }),
]);
export type MapFeature = z.infer<typeof MapFeatureSchema>;
export const MapHighlightsSchema = z.object({
  zoom: z.number(),
  clustered: z.boolean(),
  total: z.number().int(),
  features: z.array(MapFeatureSchema),
});
export type MapHighlights = z.infer<typeof MapHighlightsSchema>;

export const MapDestinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  coordinates: CoordinatesSchema,
  radiusKm: z.number(),
  timeZone: z.string(),
  placeCount: z.number().int(),
});
export type MapDestination = z.infer<typeof MapDestinationSchema>;

export const MapConfigSchema = z.object({
  style: z.enum(['offline', 'remote']).describe('offline: the built-in base map; remote: styleUrl (MAP_STYLE_URL)'),
  styleUrl: z.string().nullable(),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;

export const MapSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(MAP_LIMITS.searchMax).default(8),
});
export const MapSearchResultSchema = z.object({
  kind: z.enum(['destination', 'place']),
  id: z.string(),
  name: z.string(),
  context: z.string().describe('Country for a destination, destination name for a place'),
  coordinates: CoordinatesSchema,
});
export type MapSearchResult = z.infer<typeof MapSearchResultSchema>;
