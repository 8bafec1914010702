import type { ItineraryDetail } from '../../../../core/api/trips';
import { checkPlan } from '../../../../core/feasibility';
import type { Catalog, FeasibilityReport, Plan } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';

/** Checks the browser can judge as well as the server from the document alone (time and order, not money). */
export const INSTANT_CHECKS = ['opening-hours', 'no-overlap', 'day-window', 'meals', 'pace', 'travel-time', 'no-repeats'] as const;

/**
 * Re-runs the checker in the browser after an edit, for instant inline feedback: the instant checks come from
 * this run, the others stay as the server last reported them until the save answers with its own report.
 */
export function localReport(request: TripRequest, plan: Plan, catalog: Catalog, serverReport: FeasibilityReport): FeasibilityReport {
  let fresh: FeasibilityReport;
  try {
    fresh = checkPlan(request, plan, catalog);
  } catch (error) {
    console.warn('[itinerary] local check failed; showing the last server report', error);
    return serverReport;
  }
  const instant = new Set<string>(INSTANT_CHECKS);
  const byId = new Map(fresh.checks.map((c) => [c.id, c]));
  const checks = serverReport.checks.map((c) => (instant.has(c.id) ? (byId.get(c.id) ?? c) : c));
  return { feasible: checks.every((c) => c.status !== 'fail'), checks };
}

/** The LocalChecker for optimisticView: the instant checks on the catalog the edit engine used. */
export function instantReport(doc: ItineraryDetail, catalog: Catalog, serverReport: FeasibilityReport): FeasibilityReport {
  return localReport(doc.request, doc.plan, catalog, serverReport);
}
