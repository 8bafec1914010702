import type { LatLon } from '../geo/distance';
import type { PlaceAccess } from '../time/access';
import type { Closure, DateSelectorLookup, HolidayLookup } from '../time/closure-rules';
import type { HouseRule, IntercityMode, MealKind } from '../trip-request/schema';

/**
 * The engine's only view of the world. Implementations: curated data (catalog/curated-catalog.ts), imports,
 * benchmark reference data. All methods are synchronous and pure; every money amount is integer minor units
 * of `catalog.currency`. Missing data is explicit: `openingHours: null` means always open,
 * `coordinates: null` means unknown location (the engine then uses the city's `defaultLocalMinutes`).
 */
export interface Catalog {
  readonly currency: string;
  city(id: string): CatalogCity | undefined;
  /** All cities, or those of one region (state, country...). Sorted by id for determinism. */
  cities(filter?: { region?: string }): CatalogCity[];
  attractions(cityId: string): CatalogAttraction[];
  restaurants(cityId: string): CatalogRestaurant[];
  lodgings(cityId: string): CatalogLodging[];
  /** Ways from one city to another departing on `date` (YYYY-MM-DD, local date of `from`). */
  connections(fromCityId: string, toCityId: string, date: string): IntercityOption[];
  /** National public holiday on a date (its name), from an injected calendar; absent = holidays unknown. */
  holiday?: HolidayLookup;
  /**
   * Whether a closure's date selector ("Dec 25", "Sa") covers a date, injected like `holiday`: the opening_hours
   * library on the server, the trip's resolved dates in the browser (decision 038); absent = no date rule applies.
   */
  dateSelector?: DateSelectorLookup;
  /**
   * What an hour less in an inter-city transfer is worth to one traveller (minor units of `currency`) when
   * choosing between options: a 12-hour coach does not beat a 4-hour flight by being €50 cheaper. Absent or 0:
   * the cheapest combination wins (the benchmarks' catalogs). A budget the choice does not fit falls back to cheapest.
   */
  readonly valueOfTimePerHour?: number;
}

export interface CatalogCity {
  id: string;
  name: string;
  /** Region names this city belongs to, e.g. ['Texas'] or ['Portugal', 'Europe']. */
  regions: string[];
  timeZone: string;
  /** The state or province people name trips by (ISO 3166-2 code, one of `regions`). */
  subdivision?: { code: string; name: string };
  /** ISO 3166-1 alpha-2, lets opening hours resolve public holidays ("PH off"). */
  countryCode?: string;
  coordinates: LatLon | null;
  /** Local transfer time to assume when a place has no coordinates. Default 20. */
  defaultLocalMinutes?: number;
  /** Local fares; absent = local transport is not costed. */
  localTransport?: { transitFare?: number; taxiBase?: number; taxiPerKm?: number };
  /** Days with no public transport (local transit, trains and coaches). */
  transitClosures?: Closure[];
  /** Local meal start windows (minutes), e.g. late Spanish dinners; absent = the general windows. */
  mealWindows?: Partial<Record<MealKind, readonly [number, number]>>;
  /** How far the city's public transport reaches from its centre (km); longer local legs need a taxi. */
  transitRadiusKm?: number;
}

export interface CatalogPlaceBase {
  id: string;
  cityId: string;
  name: string;
  coordinates: LatLon | null;
  /** OSM opening_hours; null = always open. */
  openingHours: string | null;
  /** Typical visit (or meal) length in minutes. */
  visitMinutes: number;
  popularity: number; // 0..100
  stepFree?: boolean | null;
  /** Special closures (already written into `openingHours` by curated catalogs); the checker reads them. */
  closures?: Closure[];
  /** A day trip reached by the region's own transport, not the street model (time/access.ts). */
  access?: PlaceAccess;
}

export interface CatalogAttraction extends CatalogPlaceBase {
  category: string;
  tags: string[];
  /** Ticket per person; 0 = free. */
  price: number;
}

export interface CatalogRestaurant extends CatalogPlaceBase {
  cuisines: string[];
  /** Average cost per person for one meal. */
  costPerPerson: number;
  /** Meals it serves; absent = any. */
  meals?: MealKind[];
  /** A counter (bakery, slice shop, street stall): breakfast, or lunch and dinner only as quick meals. */
  counter?: boolean;
  /** Diets it caters for; absent = unknown (fails any diet requirement). */
  diets?: string[];
  rating?: number; // 0..5
}

export type CatalogRoomType = 'entire' | 'private' | 'shared' | 'hotel-room';

export interface CatalogLodging {
  id: string;
  cityId: string;
  name: string;
  coordinates: LatLon | null;
  /** Price per unit (room/home) per night. */
  pricePerNight: number;
  roomType: CatalogRoomType;
  maxOccupancy: number;
  minimumNights: number;
  /** What the listing forbids (TravelPlanner "No parties" -> 'parties'). */
  forbids: HouseRule[];
  rating?: number; // 0..5
  /** Price level, when the catalog knows it; a trip keeps one level unless the traveller asks otherwise. */
  tier?: 'budget' | 'mid' | 'upscale';
}

export interface IntercityOption {
  /** Stable id, unique per (from, to, date). */
  id: string;
  mode: IntercityMode;
  fromCityId: string;
  toCityId: string;
  /** Flight/train number for scheduled services. */
  service?: string;
  /** Scheduled departure, local "HH:MM" at `from`; absent = leave whenever (self-drive, taxi, frequent services). */
  departure?: string;
  /** Scheduled arrival, local "HH:MM" at `to`, `arrivalDayOffset` days after departure (overnight = 1). */
  arrival?: string;
  arrivalDayOffset?: number;
  durationMinutes: number;
  distanceKm?: number;
  price: number;
  /** 'person': price x people. 'vehicle': price x ceil(people / vehicleCapacity). */
  priceUnit: 'person' | 'vehicle';
  vehicleCapacity?: number;
}
