import { TripRequestSchema, type TripRequest, type TripRequestInput } from '../trip-request/schema';
import { budgetConflict } from './shape-conflicts';
import { findRelaxations } from './relax';
import { solve } from './plan-trip';
import type { Catalog, Conflict, FeasibilityReport, PlanOptions, PlanResult } from './types';

export * from './types';
export { checkPlan } from '../feasibility';
export { createMemoryCatalog, type MemoryCatalogData } from './catalog/memory-catalog';
export { createCuratedCatalog, type CuratedCatalogOptions } from './catalog/curated-catalog';
export { replanDay, swapItem } from './replan';

/**
 * Turns a trip request into a feasible plan, or says why none exists and what would fix it (README.md).
 * Deterministic for the same request, catalog and options.
 */
export function planTrip(input: TripRequestInput, catalog: Catalog, options: PlanOptions = {}): PlanResult {
  const request = TripRequestSchema.parse(input);
  const solved = solve(request, catalog, options).result;
  if (solved.status === 'ok') return solved;
  const result = { ...solved, conflicts: withBudgetNumbers(request, catalog, options, solved.conflicts, solved.report) };
  if (options.relaxations === false) return result;
  return { ...result, relaxations: findRelaxations(request, catalog, options) };
}

/** A budget conflict names what the cheapest plan costs against the budget (one minimum-cost planning run). */
function withBudgetNumbers(
  request: TripRequest,
  catalog: Catalog,
  options: PlanOptions,
  conflicts: Conflict[],
  report: FeasibilityReport | null,
): Conflict[] {
  const budgetBound =
    conflicts.some((c) => c.checks.includes('budget')) || report?.checks.some((c) => c.id === 'budget' && c.status === 'fail');
  if (!request.budget || !budgetBound) return conflicts;
  const cheap = solve(request, catalog, { ...options, maxRoutes: Math.min(options.maxRoutes ?? 8, 8) }, true).result;
  const over = cheap.status === 'ok' ? budgetConflict(request, cheap.plan.totals.total) : null;
  return over ? [over, ...conflicts].slice(0, 4) : conflicts;
}
