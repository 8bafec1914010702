import { TripRequestSchema, type TripRequest } from '../trip-request/schema';
import type { Catalog } from '../planner/catalog-types';
import type { CheckId, Plan, Violation } from '../planner/types';
import { buildContext, type CheckContext } from './context';
import { failedToRun } from './check-result';
import { checkOpeningWindows, type OpeningWindowsLookup } from './checks-opening';
import { checkNoRepeats } from './checks-places';
import { checkDayWindow } from './checks-day-window';
import { checkMeals, checkPace } from './checks-day-shape';
import { checkNoOverlap, checkTravelTime } from './checks-time';

/**
 * The checks the browser re-runs after an edit for instant feedback (time and order, not money), on the same
 * check functions as checkPlan. This module never imports the opening-hours library: the opening-hours check
 * reads the windows the server sent (decision 020); a place without windows is left to the server's check.
 */
export const INSTANT_CHECKS = ['opening-hours', 'no-overlap', 'day-window', 'meals', 'pace', 'travel-time', 'no-repeats'] as const;
export type InstantCheckId = (typeof INSTANT_CHECKS)[number] & CheckId;

export function instantChecks(
  request: TripRequest,
  plan: Plan,
  catalog: Catalog,
  windowsOf: OpeningWindowsLookup,
): Record<InstantCheckId, Violation[] | 'n/a'> {
  const ctx = buildContext(TripRequestSchema.parse(request), plan, catalog);
  const runs: Record<InstantCheckId, (c: CheckContext) => Violation[] | 'n/a'> = {
    'opening-hours': (c) => checkOpeningWindows(c, windowsOf),
    'no-overlap': checkNoOverlap,
    'day-window': checkDayWindow,
    meals: checkMeals,
    pace: checkPace,
    'travel-time': checkTravelTime,
    'no-repeats': checkNoRepeats,
  };
  const out = {} as Record<InstantCheckId, Violation[] | 'n/a'>;
  for (const id of INSTANT_CHECKS) {
    try {
      out[id] = runs[id](ctx);
    } catch (e) {
      out[id] = failedToRun(e);
    }
  }
  return out;
}
