import type { ItineraryDetail } from '../../../../core/api/trips';
import { checkResult } from '../../../../core/feasibility/check-result';
import type { OpeningWindowsLookup } from '../../../../core/feasibility/checks-opening';
import { INSTANT_CHECKS, instantChecks } from '../../../../core/feasibility/instant-checks';
import type { Catalog, FeasibilityReport, Plan } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';

/** Checks the browser can judge as well as the server from the document alone (time and order, not money). */
export { INSTANT_CHECKS };

/** Opening windows the server sent: per place, per date (no opening-hours library in the browser, decision 020). */
export type OpeningWindowsByPlace = NonNullable<ItineraryDetail['openingWindows']>;

const lookupIn =
  (windows: OpeningWindowsByPlace): OpeningWindowsLookup =>
  (place, date) =>
    windows[place.id]?.[date] ?? null;

/**
 * Re-runs the instant checks in the browser after an edit, for inline feedback: they come from this run, the others
 * stay as the server last reported them until the save answers with its own report. A check that passes here but
 * failed on the server keeps its label and says the server confirms on save (its pass text is the server's).
 */
export function localReport(
  request: TripRequest,
  plan: Plan,
  catalog: Catalog,
  serverReport: FeasibilityReport,
  windows: OpeningWindowsByPlace = {},
): FeasibilityReport {
  let fresh: ReturnType<typeof instantChecks>;
  try {
    fresh = instantChecks(request, plan, catalog, lookupIn(windows));
  } catch (error) {
    console.warn('[itinerary] local check failed; showing the last server report', error);
    return serverReport;
  }
  const checks = serverReport.checks.map((c) => {
    const res = (fresh as Partial<Record<string, (typeof fresh)[keyof typeof fresh]>>)[c.id];
    if (res === undefined) return c;
    return checkResult(c.id, c.label, res, () => (c.status === 'pass' ? c.reason : 'Holds after your edit; the server confirms on save'));
  });
  // Notes (holiday hours) come from the server's calendar: kept as it last reported them.
  const notices = serverReport.notices;
  return { feasible: checks.every((c) => c.status !== 'fail'), checks, ...(notices ? { notices } : {}) };
}

/** The LocalChecker for optimisticView: the instant checks on the catalog the edit engine used. */
export function instantReport(doc: ItineraryDetail, catalog: Catalog, serverReport: FeasibilityReport): FeasibilityReport {
  return localReport(doc.request, doc.plan, catalog, serverReport, doc.openingWindows);
}
