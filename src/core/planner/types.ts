import type { LatLon } from '../geo/distance';
import type { IntercityMode, LocalMode, MealKind, TripRequest } from '../trip-request/schema';

export type {
  Catalog,
  CatalogCity,
  CatalogAttraction,
  CatalogRestaurant,
  CatalogLodging,
  CatalogRoomType,
  CatalogPlaceBase,
  IntercityOption,
} from './catalog-types';

/**
 * The engine's output (DESIGN §5). Times are minutes since local midnight of the day's date in the item's
 * `timeZone` (an inter-city transfer ends in `endTimeZone`; an overnight one has endMinute >= 1440).
 * Money is integer minor units of `Plan.currency`. Later changes must be additive.
 */
interface ItemBase {
  /** Unique within the plan and stable for the same input, e.g. "d3-visit-louvre". */
  id: string;
  cityId: string;
  startMinute: number;
  endMinute: number;
  timeZone: string;
  /** Total for the whole party. */
  cost: number;
  /** One line: why this item, or why here. */
  reason: string;
  /** Pinned by the user; re-planning keeps it. */
  locked?: boolean;
}

export interface VisitItem extends ItemBase {
  kind: 'visit';
  placeId: string;
  name: string;
  coordinates: LatLon | null;
}

export interface MealItem extends ItemBase {
  kind: 'meal';
  meal: MealKind;
  placeId: string;
  name: string;
  coordinates: LatLon | null;
  cuisines: string[];
}

/** Inter-city (between stays) or local (between two consecutive places of a day). */
export interface TransferItem extends ItemBase {
  kind: 'transfer';
  scope: 'intercity' | 'local';
  mode: IntercityMode | LocalMode;
  fromCityId: string;
  toCityId: string;
  /** Local transfers: the places (or lodging) joined. */
  fromPlaceId?: string;
  toPlaceId?: string;
  endTimeZone: string;
  durationMinutes: number;
  distanceKm: number | null;
  /** Catalog IntercityOption id for inter-city transfers. */
  optionId?: string;
  service?: string;
  /** A local leg in an organised tour's own vehicle (mode 'bus'): not public transport, runs on transit-closure days. */
  operator?: 'tour';
}

export type PlanItem = VisitItem | MealItem | TransferItem;

/** The night of a day (every day that is not the trip's last). */
export interface LodgingNight {
  lodgingId: string;
  name: string;
  cityId: string;
  rooms: number;
  cost: number;
  reason: string;
}

export interface PlanDay {
  day: number; // 1-based
  date: string; // YYYY-MM-DD
  /** The city where the day ends (origin on the return day). */
  cityId: string;
  /** Set on a transfer day: the city where the day starts. */
  fromCityId?: string;
  /** Stays whose day count includes this day (per request.transferDayCounts). */
  countsFor: string[];
  items: PlanItem[]; // sorted by start
  lodging: LodgingNight | null;
  /** Gaps longer than MAX_IDLE_MINUTES, named: free time near a place, or rest at the lodging. */
  freeTime?: FreeTime[];
}

export interface FreeTime {
  startMinute: number;
  endMinute: number;
  kind: 'free' | 'rest';
  label: string;
}

export interface Stay {
  cityId: string;
  /** Day of arrival (1 when the trip begins there) and day of departure (last day if the trip ends there). */
  arriveDay: number;
  departDay: number;
  /** Days counted for the city under the request's transferDayCounts. */
  days: number;
  nights: number;
}

export interface CostTotals {
  transport: number;
  local: number;
  lodging: number;
  meals: number;
  activities: number;
  total: number;
}

export const CHECK_IDS = [
  'opening-hours',
  'travel-time',
  'no-overlap',
  'day-window',
  'pace',
  'meals',
  'stay-lengths',
  'date-windows',
  'minimum-nights',
  'lodging-occupancy',
  'house-rules',
  'room-type',
  'cuisines',
  'diets',
  'no-repeats',
  'transport-modes',
  'direct-connections',
  'route-endpoints',
  'route-shape',
  'lodging-every-night',
  'budget',
  'totals',
  'must-see',
  'avoid',
  'pins',
  'mobility',
  'catalog-consistency',
  'public-holidays',
  'meal-length',
  'idle-time',
  'lodging-consistency',
  'meal-venues',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export interface Violation {
  message: string;
  day?: number;
  itemId?: string;
}

export interface FeasibilityCheck {
  id: CheckId;
  label: string;
  status: 'pass' | 'fail' | 'n/a';
  /** Human summary: why it passed, or the first violation. */
  reason: string;
  violations: Violation[];
}

/** Something worth telling about an item that is not a violation (never makes a plan infeasible). */
export interface Notice {
  /**
   * 'holiday-hours': a public holiday at a place with no sourced holiday rule; 'shortened-hours': a day of the place's
   * sourced shortened hours (feasibility/holiday-notices.ts).
   */
  kind: 'holiday-hours' | 'shortened-hours';
  message: string;
  /** The words beside the item itself, where its name and date are already shown. */
  short?: string;
  day?: number;
  itemId?: string;
}

export interface FeasibilityReport {
  feasible: boolean;
  checks: FeasibilityCheck[];
  /** Informational notes, present only when there are some. */
  notices?: Notice[];
}

export interface Plan {
  currency: string;
  startDate: string;
  stays: Stay[];
  days: PlanDay[];
  totals: CostTotals;
  /** Why the route and stays were chosen. */
  summary: string;
  report: FeasibilityReport;
}

/** What a relaxation gives up; the wire schema (core/api/trip-plan.ts) takes its enum from this one list. */
export const RELAXATION_KINDS = [
  'budget',
  'allow-mode',
  'allow-indirect',
  'room-type',
  'house-rule',
  'cuisine',
  'diet',
  'repeat-restaurants',
  'stay-length',
  'date-window',
  'trip-length',
  'pace',
  'must-see',
  'other',
] as const;
export type RelaxationKind = (typeof RELAXATION_KINDS)[number];

export interface Relaxation {
  kind: RelaxationKind;
  /** e.g. "add €180 to the budget" or "allow taxis". */
  description: string;
  /** For 'budget': the extra amount (minor units) that makes a plan feasible. */
  amount?: number;
  /** A request with this relaxation applied that the engine can plan. */
  request?: TripRequest;
}

export interface Conflict {
  /** Constraints that cannot hold together, named like the checks. */
  checks: CheckId[];
  message: string;
}

export type PlanResult =
  | { status: 'ok'; plan: Plan; report: FeasibilityReport }
  | { status: 'infeasible'; conflicts: Conflict[]; relaxations: Relaxation[]; report: FeasibilityReport | null };

export interface PlanOptions {
  /** Tie-breaking seed (the engine is deterministic for a given request, catalog and seed). Default 0. */
  seed?: number;
  /** Compute relaxations when infeasible (re-runs the engine with each candidate relaxation). Default true. */
  relaxations?: boolean;
  /** Max distinct routes (city orders with stays) tried in detail before giving up. Default 40. */
  maxRoutes?: number;
  /** Route-search size limit; relaxation checks use a smaller one so a hopeless request answers fast. */
  nodeLimit?: number;
}
