import { z } from 'zod';
import { INTEREST_KEYS } from '../places/interests';
import { CONTINENTS, CountrySchema, CoordinatesSchema, DestinationSchema, PLACE_CATEGORIES, PlaceSchema } from '../places/schema';
import { listQueryWith } from './list-query';

/** Contracts of the knowledge-base API (public reads). */
export const DestinationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryName: z.string().nullable(),
  continent: z.enum(CONTINENTS),
  kind: DestinationSchema.shape.kind,
  coordinates: CoordinatesSchema,
  description: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  bestMonths: z.array(z.number().int()),
  placeCount: z.number().int(),
  geonameId: z.number().int(),
});
export type DestinationSummary = z.infer<typeof DestinationSummarySchema>;

export const DestinationDetailSchema = DestinationSummarySchema.extend({
  radiusKm: z.number(),
  languages: z.array(z.string()),
  climate: DestinationSchema.shape.climate,
  costs: DestinationSchema.shape.costs,
  neighbourhoods: DestinationSchema.shape.neighbourhoods,
  airports: z.array(z.string()),
  sources: z.array(z.string()),
  categories: z.record(z.string(), z.number().int()),
});

export const PlaceSummarySchema = PlaceSchema.pick({
  id: true,
  name: true,
  coordinates: true,
  category: true,
  tags: true,
  visitMinutes: true,
  price: true,
  popularity: true,
  description: true,
  openingHours: true,
}).extend({
  destinationId: z.string(),
  currency: z.string(),
  source: z.enum(['curated', 'imported']),
});
export type PlaceSummary = z.infer<typeof PlaceSummarySchema>;

export const OpenStateSchema = z.object({
  at: z.string().describe('Local date-time asked about, in the place’s time zone'),
  open: z.boolean(),
  unknown: z.boolean(),
  nextChange: z.string().nullable(),
  comment: z.string().nullable(),
});

export const PlaceDetailSchema = PlaceSchema.extend({
  destinationId: z.string(),
  destinationName: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  source: z.enum(['curated', 'imported']),
  openAt: OpenStateSchema.nullable(),
});

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'use a local date-time like 2026-06-01T10:30');

export const DestinationListQuerySchema = listQueryWith(['name', 'country', 'placeCount'], {
  continent: z.enum(CONTINENTS).optional(),
  country: z.string().length(2).toUpperCase().optional(),
});

export const PlaceListQuerySchema = listQueryWith(['name', 'popularity', 'price', 'visitMinutes'], {
  category: z.enum(PLACE_CATEGORIES).optional(),
  tag: z.string().max(40).optional(),
  interest: z.enum(INTEREST_KEYS).optional(),
  openAt: localDateTime.optional().describe('Only places open at this local date-time'),
});

export const PlaceDetailQuerySchema = z.object({ at: localDateTime.optional() });

export const BBoxQuerySchema = z.object({
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'bbox is west,south,east,north in degrees')
    .describe('west,south,east,north'),
  zoom: z.coerce.number().min(0).max(22).default(12),
  category: z.enum(PLACE_CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});

export const MapFeatureSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), place: PlaceSummarySchema }),
  z.object({ type: z.literal('cluster'), coordinates: CoordinatesSchema, count: z.number().int(), topPlaceId: z.string() }),
]);
export const MapHighlightsSchema = z.object({
  zoom: z.number(),
  clustered: z.boolean(),
  total: z.number().int(),
  features: z.array(MapFeatureSchema),
});

export const ClimateQuerySchema = z.object({ month: z.coerce.number().int().min(1).max(12) });
export const ClimateMonthResponseSchema = DestinationSchema.shape.climate.element.extend({
  destinationId: z.string(),
  bestMonth: z.boolean(),
});

export const CountryResponseSchema = CountrySchema;

export const CityAutocompleteQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  country: z.string().length(2).toUpperCase().optional(),
});
export const CitySchema = z.object({
  geonameId: z.number().int(),
  name: z.string(),
  country: z.string(),
  admin: z.string(),
  population: z.number().int(),
  coordinates: CoordinatesSchema,
  destinationId: z.string().nullable().describe('Set when Wayfarer has curated places for this city'),
  matched: z.enum(['prefix', 'fuzzy', 'curated']),
});
export const CityDetailSchema = CitySchema.omit({ matched: true }).extend({ curated: z.boolean(), message: z.string().nullable() });

export const NearestAirportsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  limit: z.coerce.number().int().min(1).max(20).default(5),
  maxKm: z.coerce.number().min(1).max(1000).default(300),
});
export const AirportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  country: z.string(),
  coordinates: CoordinatesSchema,
  timeZone: z.string(),
  size: z.enum(['large', 'medium']),
  distanceKm: z.number(),
});

const latLon = z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'use lat,lon');
export const TravelEstimateQuerySchema = z.object({ from: latLon, to: latLon });
export const TravelEstimateSchema = z.object({
  mode: z.string(),
  distanceKm: z.number(),
  minutes: z.number().int(),
  sensible: z.boolean(),
});
