import { TripRequestSchema, type TripRequest, type TripRequestInput } from '../trip-request/schema';
import type { Catalog } from '../planner/catalog-types';
import type { CheckId, FeasibilityCheck, FeasibilityReport, Plan, Violation } from '../planner/types';
import { buildContext, type CheckContext } from './context';
import { checkResult, failedToRun } from './check-result';
import { checkMeals, checkPace } from './checks-day-shape';
import { checkNoOverlap, checkTravelTime } from './checks-time';
import { checkOpeningHours } from './checks-opening-hours';
import { checkDayWindow, dayWindowPassReason } from './checks-day-window';
import { pacePassReason } from './checks-light-day';
import {
  checkDateWindows,
  checkDirectConnections,
  checkRouteEndpoints,
  checkRouteShape,
  checkStayLengths,
  checkTransportModes,
} from './checks-route';
import { checkHouseRules, checkLodgingEveryNight, checkMinimumNights, checkOccupancy, checkRoomType } from './checks-lodging';
import { checkAvoid, checkCuisines, checkDiets, checkMobility, checkMustSee, checkNoRepeats, checkPins } from './checks-places';
import { checkBudget, checkTotals } from './checks-money';
import { checkCatalog } from './checks-catalog';
import { checkMealLength, checkPublicHolidays, holidaysPassReason } from './checks-calendar';
import { checkIdleTime, checkLodgingConsistency, checkMealVenues } from './checks-day';
import { holidayNotices } from './holiday-notices';

type Check = { id: CheckId; label: string; pass: string | ((c: CheckContext) => string); run: (c: CheckContext) => Violation[] | 'n/a' };

const CHECKS: Check[] = [
  {
    id: 'catalog-consistency',
    label: 'Places and services exist',
    pass: 'Every place, lodging and service is in the catalog as planned',
    run: checkCatalog,
  },
  {
    id: 'opening-hours',
    label: 'Open at the time of each visit',
    pass: 'Every visit and meal falls inside opening hours',
    run: checkOpeningHours,
  },
  { id: 'travel-time', label: 'Time to get between items', pass: 'Every transfer leaves enough time for its mode', run: checkTravelTime },
  { id: 'no-overlap', label: 'No overlaps', pass: 'No two items overlap', run: checkNoOverlap },
  { id: 'day-window', label: 'Within the day', pass: dayWindowPassReason, run: checkDayWindow },
  { id: 'pace', label: 'Pace', pass: pacePassReason, run: checkPace },
  { id: 'public-holidays', label: 'Public holidays and closures', pass: holidaysPassReason, run: checkPublicHolidays },
  {
    id: 'meal-length',
    label: 'Unhurried meals',
    pass: (c) =>
      c.r.pace.quickMeals
        ? 'Quick meals, as asked: lunch at least 20 minutes, dinner at least 30'
        : 'Every lunch lasts at least 45 minutes and every dinner at least 75',
    run: checkMealLength,
  },
  {
    id: 'meals',
    label: 'Meals at local meal times',
    pass: 'Meals are at local meal times and every full day has its meals',
    run: checkMeals,
  },
  {
    id: 'meal-venues',
    label: 'Places that serve the meal',
    pass: 'Every meal is at a place that serves it; no bakery or counter stands in for a sit-down lunch or dinner',
    run: checkMealVenues,
  },
  {
    id: 'idle-time',
    label: 'No unexplained gaps',
    pass: (c) => {
      const named = c.plan.days.reduce((n, d) => n + (d.freeTime?.length ?? 0), 0);
      return named ? `Every gap over 90 minutes is named free time or rest (${named} in the trip)` : 'No gap over 90 minutes in any day';
    },
    run: checkIdleTime,
  },
  {
    id: 'lodging-consistency',
    label: 'Consistent lodging',
    pass: 'One lodging per stay and one level of lodging for the whole trip',
    run: checkLodgingConsistency,
  },
  {
    id: 'stay-lengths',
    label: 'Stay lengths',
    pass: (c) =>
      c.r.orderFixed
        ? 'Each city gets the days asked, in the order you gave, none revisited'
        : 'Each city gets the days asked, none revisited',
    run: checkStayLengths,
  },
  { id: 'date-windows', label: 'Date windows', pass: 'Each "be in X between days" window holds', run: checkDateWindows },
  { id: 'lodging-every-night', label: 'A bed every night', pass: 'Every night has lodging in the right city', run: checkLodgingEveryNight },
  { id: 'minimum-nights', label: 'Minimum nights', pass: "Every stay meets its lodging's minimum nights", run: checkMinimumNights },
  { id: 'lodging-occupancy', label: 'Lodging occupancy', pass: 'Enough rooms for everyone', run: checkOccupancy },
  { id: 'house-rules', label: 'House rules', pass: 'Every lodging allows what your party needs', run: checkHouseRules },
  { id: 'room-type', label: 'Room type', pass: 'Every lodging has the room type asked', run: checkRoomType },
  { id: 'cuisines', label: 'Cuisines', pass: 'Every requested cuisine is eaten at least once', run: checkCuisines },
  { id: 'diets', label: 'Diets', pass: 'Every restaurant caters for your diet', run: checkDiets },
  {
    id: 'no-repeats',
    label: 'No repeats',
    pass: (c) =>
      c.r.food.repeatRestaurants
        ? 'No attraction twice; a restaurant comes back only on another day, as you allowed'
        : 'No restaurant or attraction twice',
    run: checkNoRepeats,
  },
  { id: 'transport-modes', label: 'Allowed transport', pass: 'Only allowed modes between cities', run: checkTransportModes },
  { id: 'direct-connections', label: 'Direct connections', pass: 'Only direct connections from your list', run: checkDirectConnections },
  { id: 'route-endpoints', label: 'Start and end', pass: 'The route starts and ends where asked', run: checkRouteEndpoints },
  { id: 'route-shape', label: 'Route and calendar', pass: 'Days, dates and cities line up', run: checkRouteShape },
  { id: 'must-see', label: 'Must-see places', pass: 'Every must-see place is in the plan', run: checkMustSee },
  { id: 'avoid', label: 'Places to avoid', pass: 'Nothing you asked to avoid', run: checkAvoid },
  { id: 'pins', label: 'Pinned items', pass: 'Every pinned item is where you put it', run: checkPins },
  { id: 'mobility', label: 'Getting around', pass: 'Walking limits, allowed local modes and step-free access hold', run: checkMobility },
  { id: 'totals', label: 'Totals add up', pass: 'Item costs match the catalog and totals add up', run: checkTotals },
  { id: 'budget', label: 'Budget', pass: 'The total is within the budget', run: checkBudget },
];

/**
 * Judges any plan (the engine's, a user's edit, an LLM's proposal) against a request and a catalog.
 * Independent of the planner: it recomputes presence, costs and times from the plan's items and the catalog.
 */
export interface CheckOptions {
  /**
   * Keep per-day results for the next check and use those kept from the last (reuse.ts): only for plans whose days
   * are never changed once checked (edits copy on write). The report is the same either way.
   */
  reuseDays?: boolean;
}

export function checkPlan(
  request: TripRequest | TripRequestInput,
  plan: Plan,
  catalog: Catalog,
  options: CheckOptions = {},
): FeasibilityReport {
  const r = TripRequestSchema.parse(request);
  const ctx = buildContext(r, plan, catalog, options.reuseDays === true);
  const checks: FeasibilityCheck[] = CHECKS.map((c) => {
    let res: Violation[] | 'n/a';
    try {
      res = c.run(ctx);
    } catch (e) {
      res = failedToRun(e);
    }
    return checkResult(c.id, c.label, res, () => (typeof c.pass === 'string' ? c.pass : c.pass(ctx)));
  });
  let notices: ReturnType<typeof holidayNotices> = [];
  try {
    notices = holidayNotices(ctx);
  } catch {
    // A note that cannot be worked out is left out: notes never decide feasibility.
  }
  return { feasible: checks.every((c) => c.status !== 'fail'), checks, ...(notices.length ? { notices } : {}) };
}

export { recomputedTotal } from './checks-money';
