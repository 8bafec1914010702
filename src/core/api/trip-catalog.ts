import { z } from 'zod';
import { ACCESS_MODES } from '../time/access';
import { MEAL_KINDS } from '../trip-request/schema';
import type { CatalogAttraction, CatalogCity, CatalogRestaurant } from '../planner/catalog-types';

/**
 * The planner catalog's entries as they travel to the browser, so the edit engine (src/core/edits) runs there on
 * the same data as on the server: the trip's cities and places, priced in the trip's currency (minor units).
 */
const LatLon = z.object({ lat: z.number(), lon: z.number() });

export const CatalogCitySchema = z.object({
  id: z.string(),
  name: z.string(),
  regions: z.array(z.string()),
  timeZone: z.string(),
  countryCode: z.string().optional(),
  coordinates: LatLon.nullable(),
  defaultLocalMinutes: z.number().optional(),
  localTransport: z
    .object({ transitFare: z.number().optional(), taxiBase: z.number().optional(), taxiPerKm: z.number().optional() })
    .optional(),
  // The local meal windows and transit reach the checker judges with (decision 017).
  mealWindows: z.partialRecord(z.enum(MEAL_KINDS), z.tuple([z.number(), z.number()]).readonly()).optional(),
  transitRadiusKm: z.number().optional(),
  // Days without public transport: the browser's edits ride as the server's do (decision 038).
  transitClosures: z.array(z.object({ rule: z.string(), note: z.string(), source: z.string().optional() })).optional(),
});

const PlaceBase = z.object({
  id: z.string(),
  cityId: z.string(),
  name: z.string(),
  coordinates: LatLon.nullable(),
  openingHours: z.string().nullable(),
  visitMinutes: z.number(),
  popularity: z.number(),
  stepFree: z.boolean().nullable().optional(),
  /** A day trip's sourced way from the centre (time/access.ts): edits in the browser time it like the server. */
  access: z
    .object({
      hub: z.string(),
      mode: z.enum(ACCESS_MODES),
      minutes: z.number().int(),
      firstArrival: z.string().optional(),
      lastDeparture: z.string().optional(),
      meals: z
        .array(z.enum(['breakfast', 'lunch', 'dinner']))
        .readonly()
        .optional(),
      /** An organised tour: its legs are the operator's minibus (TransferItem.operator), also in browser edits. */
      operator: z.enum(['tour']).optional(),
      /** No sourced way there: a distance estimate (decision 036). */
      estimated: z.literal(true).optional(),
      /** A casual lunch there is in the visit's price. */
      lunchThere: z.literal(true).optional(),
    })
    .optional(),
});
export const CatalogAttractionSchema = PlaceBase.extend({ category: z.string(), tags: z.array(z.string()), price: z.number().int() });
export const CatalogRestaurantSchema = PlaceBase.extend({
  cuisines: z.array(z.string()),
  costPerPerson: z.number().int(),
  meals: z.array(z.enum(MEAL_KINDS)).optional(),
  counter: z.boolean().optional(),
  diets: z.array(z.string()).optional(),
  rating: z.number().optional(),
});

/** Per date: open [start, end) minutes since local midnight, as the checker computes them from the OSM hours. */
export const DatedOpeningWindowsSchema = z.record(z.string(), z.array(z.tuple([z.number(), z.number()])));

/**
 * One place as the planner sees it: a visit (attraction) or a meal (restaurant); with its opening windows on the
 * trip's dates when it is answered for a trip, so the browser's checker judges it without the hours library.
 */
const openingWindows = DatedOpeningWindowsSchema.optional();
export const CatalogPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attraction'), place: CatalogAttractionSchema, openingWindows }),
  z.object({ kind: z.literal('restaurant'), place: CatalogRestaurantSchema, openingWindows }),
]);
export type CatalogPlace = z.infer<typeof CatalogPlaceSchema>;

/**
 * The calendar on the trip's dates, resolved by the server (decision 038), so the browser judges its cities' transit
 * closures without the hours library: national holidays (country → date → name) and, per date selector of those
 * closures ("Dec 25", "Sa"), the trip's dates it covers.
 */
export const SliceCalendarSchema = z.object({
  holidays: z.record(z.string(), z.record(z.string(), z.string())),
  dateRules: z.record(z.string(), z.array(z.string())),
});
export type SliceCalendar = z.infer<typeof SliceCalendarSchema>;

/** The part of the catalog an itinerary's edits read: its cities and the places in its plan, and their calendar. */
export const CatalogSliceSchema = z.object({
  cities: z.array(CatalogCitySchema),
  attractions: z.array(CatalogAttractionSchema),
  restaurants: z.array(CatalogRestaurantSchema),
  calendar: SliceCalendarSchema.optional(),
});
export type CatalogSlice = z.infer<typeof CatalogSliceSchema>;

// The wire shapes stay the planner's types, optional fields included (a change to one fails the build until the other
// follows). Not sent: a place's closures (its opening windows on the trip's dates carry them) and the subdivision a
// trip is named by (edits never read it). An optional field once went missing unnoticed: the cities' transit closures.
type NotSent = 'closures' | 'subdivision';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: [
  Same<Required<z.infer<typeof CatalogCitySchema>>, Required<Omit<CatalogCity, NotSent>>>,
  Same<Required<z.infer<typeof CatalogAttractionSchema>>, Required<Omit<CatalogAttraction, NotSent>>>,
  Same<Required<z.infer<typeof CatalogRestaurantSchema>>, Required<Omit<CatalogRestaurant, NotSent>>>,
] = [true, true, true];
void same;
