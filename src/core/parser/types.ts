import type { DirectConnectionSchema, HouseRule, IntercityMode, PacePreset, RoomTypeNeed } from '../trip-request/schema';
import type { z } from 'zod';

/**
 * What the built-in parser understood from free text, before it is mapped onto a TripRequest. Place names
 * are as written; `toTripRequest` resolves them to catalog ids.
 */
export interface DestinationIntent {
  name: string;
  /** Days in this city, when stated ("3 days in Rome", "stay in Oslo for 5 days"). */
  days?: number;
  /** "Be in X between day a and day b". */
  windows: { fromDay: number; toDay: number }[];
}

export interface TripIntent {
  origin?: string;
  destinations: DestinationIntent[];
  /**
   * "3 cities in Texas", "a week in Japan": the engine picks the cities of this region. `at`: how many of the named
   * cities come before it in the text, where its stop goes when it is a stop of its own ("Bali then Singapore").
   * `days`: the length bound to a region that is a stop of its own ("Singapore 2 days then Bali for a week").
   */
  region?: { name: string; count?: number; at?: number; days?: number };
  /** "Tokyo, then Kyoto, then Osaka", "Bali → Singapore": the stops are visited in the order written. */
  orderFixed?: boolean;
  /** Total cities the text says the trip covers ("visit 8 European cities"). */
  totalCities?: number;
  days?: number;
  startDate?: string;
  endDate?: string;
  /** Only a month was given ("in May"). */
  month?: { month: number; year: number; day?: number };
  adults?: number;
  childAges: number[];
  /** Children mentioned without ages. */
  children?: number;
  pets?: number;
  budget?: { amount: number; currency: string; per: 'trip' | 'person' | 'day' };
  pace?: PacePreset;
  /** "luxury week", "on a shoestring": one lodging level for the trip. */
  lodgingTier?: 'budget' | 'mid' | 'upscale';
  /** "no more than 2 activities a day", "2-3 sights a day", "at least 3 things a day". */
  maxActivitiesPerDay?: number;
  minActivitiesPerDay?: number;
  /** "happy to go back to the same restaurant": a restaurant may come back on another day. */
  repeatRestaurants?: boolean;
  /** "quick lunches", "grab a bite": counters and short meals are fine. */
  quickMeals?: boolean;
  interests: string[];
  avoidTags: string[];
  diets: string[];
  cuisines: string[];
  houseRules: HouseRule[];
  roomType?: Exclude<RoomTypeNeed, 'any'>;
  /** Modes the text rules out, or the only ones it allows. */
  excludedModes: IntercityMode[];
  onlyModes?: IntercityMode[];
  /** The text asks for a car ("rent a car", "road trip", "we'll drive"): driving is otherwise off. */
  wantsDriving?: boolean;
  directOnly?: boolean;
  connections: z.input<typeof DirectConnectionSchema>[];
  returnToOrigin?: boolean;
  /** "not too much walking", "walk at most 5 km a day". */
  walking?: { perDayKm: number; perLegKm?: number };
  /** Needs step-free access ("wheelchair", "step-free", "no stairs"). */
  stepFree?: boolean;
  /** Places named as must-sees ("we must see the Louvre"), as written. */
  mustSee: string[];
  /** Must-sees written as a day trip ("with a day trip to Sintra"): one not among our places is left out, said so. */
  outings?: string[];
  transferDayCounts?: 'arrival' | 'both';
}

export type UnderstoodField =
  | 'origin'
  | 'destinations'
  | 'region'
  | 'dates'
  | 'duration'
  | 'travellers'
  | 'budget'
  | 'pace'
  | 'interests'
  | 'avoid'
  | 'diets'
  | 'cuisines'
  | 'mobility'
  | 'house-rules'
  | 'room-type'
  | 'transport'
  | 'connections'
  | 'day-windows'
  | 'stay-lengths'
  | 'order'
  | 'repeats'
  | 'must-see';

/** One thing the parser understood, with the words it came from (for the UI to show back). */
export interface Understood {
  field: UnderstoodField;
  /** The fragment of the user's text. */
  text: string;
  /** Human-readable value, e.g. "€2,000 for the whole trip". */
  value: string;
}

export interface ParseOptions {
  /** ISO date used for relative dates ("next Friday") and for years left out: the caller's today (core reads no clock). */
  today: string;
  /** Start date to use when the text gives none (e.g. a trip told in "day 1 ... day 21"); else dates are missing. */
  defaultStartDate?: string;
  /** Currency when the text has an amount without one. Default 'USD'. */
  defaultCurrency?: string;
  /** Map a place name to a catalog id (cities and regions); undefined = keep the name as the id. */
  // 'sight': a name written where a city goes ("Cusco … Machu Picchu"); only a place's full name or alias counts.
  resolvePlace?: (name: string, kind: 'city' | 'region' | 'place' | 'sight', near?: readonly string[]) => string | undefined;
  /**
   * How many cities the catalog holds in a region (its resolved id). An assumed count of cities ("Portugal for 2
   * weeks": 4) never exceeds it; a count the text states is kept, and the planner says if it cannot be met.
   */
  citiesInRegion?: (regionId: string) => number;
  /** Whether a city (its resolved id) lies in a region; without it every named city is taken to be inside. */
  inRegion?: (cityId: string, regionId: string) => boolean;
  /** Allow self-driving when the text does not mention it (TravelPlanner's convention). Default false: driving only when asked. */
  drivingByDefault?: boolean;
}
