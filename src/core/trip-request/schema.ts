import { z } from 'zod';
import { isoDate } from '../api/input-rules';

/**
 * What a traveller asks for (DESIGN §5). Shared by the API, the UI, the free-text parser and the planning
 * engine. Days are 1-based trip days; money is integer minor units of `budget.currency`.
 * Later changes must be additive (the parser and the benchmarks build these).
 */
export const INTERCITY_MODES = ['flight', 'train', 'bus', 'ferry', 'self-drive', 'taxi'] as const;
export type IntercityMode = (typeof INTERCITY_MODES)[number];
/** Modes allowed unless the traveller says otherwise: driving only when asked for (a car is a choice, not a default). */
export const DEFAULT_INTERCITY_MODES: readonly IntercityMode[] = INTERCITY_MODES.filter((m) => m !== 'self-drive');

export const LOCAL_MODES = ['walk', 'transit', 'taxi'] as const;
export type LocalMode = (typeof LOCAL_MODES)[number];

export const MEAL_KINDS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];

/** What the party needs a lodging to allow (TravelPlanner's "house rule"). */
export const HOUSE_RULES = ['pets', 'smoking', 'parties', 'children-under-10', 'visitors'] as const;
export type HouseRule = (typeof HOUSE_RULES)[number];

export const ROOM_TYPES = ['any', 'entire', 'private', 'shared', 'not-shared'] as const;
export const PACE_PRESETS = ['relaxed', 'balanced', 'packed'] as const;
export type PacePreset = (typeof PACE_PRESETS)[number];

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM (24h)');
const ISO_DATE = isoDate('YYYY-MM-DD, a date that exists');
const Id = z.string().min(1).max(200);

/** "Be in X between day a and day b": 'all' = present on every day a..b, 'any' = on at least one of them. */
export const DayWindowSchema = z
  .object({
    fromDay: z.number().int().min(1),
    toDay: z.number().int().min(1),
    presence: z.enum(['all', 'any']).default('all'),
  })
  .refine((w) => w.toDay >= w.fromDay, 'toDay must be >= fromDay');

export const CityStopSchema = z.object({
  kind: z.literal('city'),
  cityId: Id,
  /** Exact number of days in the city (counted per `transferDayCounts`); or give min/max. */
  days: z.number().int().min(1).optional(),
  minDays: z.number().int().min(1).optional(),
  maxDays: z.number().int().min(1).optional(),
  windows: z.array(DayWindowSchema).default([]),
});

/** "N cities in region R": the engine picks which (never the origin, never one already listed, no revisits). */
export const RegionStopSchema = z.object({
  kind: z.literal('region'),
  region: z.string().min(1),
  count: z.number().int().min(1).max(12),
  minDaysEach: z.number().int().min(1).optional(),
  maxDaysEach: z.number().int().min(1).optional(),
});

export const DestinationStopSchema = z.discriminatedUnion('kind', [CityStopSchema, RegionStopSchema]);

export const DirectConnectionSchema = z.object({
  from: Id,
  to: Id,
  /** NATURAL PLAN's "A and B" is both ways; "from A to B" is one way. */
  bidirectional: z.boolean().default(true),
});

export const PaceSchema = z.object({
  preset: z.enum(PACE_PRESETS).default('balanced'),
  /** Overrides of the preset (see resolvePace in src/core/planner/pace.ts for the preset values). */
  dayStart: HHMM.optional(),
  dayEnd: HHMM.optional(),
  minActivitiesPerDay: z.number().int().min(0).max(12).optional(),
  maxActivitiesPerDay: z.number().int().min(0).max(12).optional(),
  /** Minimum slack between consecutive items, beyond the travel time. */
  breakMinutes: z.number().int().min(0).max(180).optional(),
  /** Meals that every full (non-travel) day must include at a restaurant. */
  meals: z.array(z.enum(MEAL_KINDS)).optional(),
  /** When true, travel days must also reach minActivitiesPerDay and the required meals. Default false. */
  travelDaysFull: z.boolean().optional(),
  /** Quick meals asked for ("grab a bite"): counters and short meals are fine. Default: unhurried sit-down meals. */
  quickMeals: z.boolean().optional(),
});

export const TransportSchema = z.object({
  modes: z
    .array(z.enum(INTERCITY_MODES))
    .min(1)
    .default([...DEFAULT_INTERCITY_MODES]),
  directOnly: z.boolean().default(false),
  /** Allowed direct connections (used when directOnly). Absent = any pair the catalog serves. */
  connections: z.array(DirectConnectionSchema).optional(),
  /** Your own car cannot be left behind: a trip that self-drives uses no flights or taxis between cities. */
  selfDriveExclusive: z.boolean().default(true),
  /** Time to reach and clear a station/airport before a scheduled departure, and to leave after arrival. */
  flightBufferMinutes: z.number().int().min(0).max(240).default(60),
  groundBufferMinutes: z.number().int().min(0).max(120).default(15),
});

export const LodgingNeedsSchema = z.object({
  required: z.boolean().default(true),
  roomType: z.enum(ROOM_TYPES).default('any'),
  /** Rules the stay must allow, beyond those implied by travellers (pets, children under 10). */
  houseRules: z.array(z.enum(HOUSE_RULES)).default([]),
  /** Upper bound on rooms/units booked per night; rooms = ceil(people / maxOccupancy). */
  maxRooms: z.number().int().min(1).optional(),
  /** Lodging level asked for; absent = one consistent level for the whole trip, chosen by budget. */
  tier: z.enum(['budget', 'mid', 'upscale', 'mixed']).optional(),
});

export const FoodNeedsSchema = z.object({
  /** Each cuisine at least once among restaurant meals outside the origin city (case-insensitive). */
  cuisines: z.array(z.string().min(1)).default([]),
  /** Every restaurant must list all of these diets. */
  diets: z.array(z.string().min(1)).default([]),
  /**
   * A restaurant may come back on a later day, once every other suitable one in the city has had its turn (a short
   * list for a diet, a long stay); never twice in one day.
   */
  repeatRestaurants: z.boolean().optional(),
});

export const MobilitySchema = z.object({
  localModes: z.array(z.enum(LOCAL_MODES)).min(1).default(['walk', 'transit', 'taxi']),
  maxWalkKmPerLeg: z.number().min(0).max(50).default(2),
  maxWalkKmPerDay: z.number().min(0).max(100).optional(),
  stepFree: z.boolean().default(false),
});

export const TripRequestSchema = z
  .object({
    /** Catalog city id; absent = the trip starts in the first destination ("arriving in X" on day 1). */
    origin: Id.optional(),
    returnToOrigin: z.boolean().default(true),
    destinations: z.array(DestinationStopSchema).min(1),
    /** Visit the listed cities in the given order (region stops are filled in place). */
    orderFixed: z.boolean().default(false),
    /**
     * Stay-length semantics for an inter-city transfer day. 'arrival': the day counts for the city you arrive in
     * (TravelPlanner; the return day counts for nobody). 'both': it counts for both cities (NATURAL PLAN).
     */
    transferDayCounts: z.enum(['arrival', 'both']).default('arrival'),
    startDate: ISO_DATE,
    days: z.number().int().min(1).max(60).optional(),
    endDate: ISO_DATE.optional(),
    travellers: z
      .object({
        adults: z.number().int().min(1).max(20).default(1),
        childAges: z.array(z.number().int().min(0).max(17)).max(20).default([]),
        pets: z.number().int().min(0).max(10).default(0),
      })
      .default({ adults: 1, childAges: [], pets: 0 }),
    budget: z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3) }).optional(),
    interests: z.array(z.object({ tag: z.string().min(1), weight: z.number().min(0).max(1).default(1) })).default([]),
    pace: PaceSchema.default({ preset: 'balanced' }),
    transport: TransportSchema.default({
      modes: [...DEFAULT_INTERCITY_MODES],
      directOnly: false,
      selfDriveExclusive: true,
      flightBufferMinutes: 60,
      groundBufferMinutes: 15,
    }),
    lodging: LodgingNeedsSchema.default({ required: true, roomType: 'any', houseRules: [] }),
    food: FoodNeedsSchema.default({ cuisines: [], diets: [] }),
    mobility: MobilitySchema.default({ localModes: ['walk', 'transit', 'taxi'], maxWalkKmPerLeg: 2, stepFree: false }),
    mustSee: z.array(Id).default([]),
    avoid: z.array(Id).default([]),
    /** Place tags or categories to leave out ("no museums"). */
    avoidTags: z.array(z.string().min(1)).default([]),
    /** Items the user locked: this place on this day (at this start time, local "HH:MM", when given). */
    pins: z.array(z.object({ placeId: Id, day: z.number().int().min(1), start: HHMM.optional() })).default([]),
  })
  .refine((r) => r.days !== undefined || r.endDate !== undefined, { message: 'Give days or endDate', path: ['days'] });

export type TripRequest = z.output<typeof TripRequestSchema>;
export type TripRequestInput = z.input<typeof TripRequestSchema>;
export type DestinationStop = z.output<typeof DestinationStopSchema>;
export type CityStop = z.output<typeof CityStopSchema>;
export type RegionStop = z.output<typeof RegionStopSchema>;
export type DayWindow = z.output<typeof DayWindowSchema>;
export type Pace = z.output<typeof PaceSchema>;
export type RoomTypeNeed = (typeof ROOM_TYPES)[number];
