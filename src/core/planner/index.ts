import { TripRequestSchema, type TripRequest, type TripRequestInput } from '../trip-request/schema';
import { budgetConflict, lengthConflict, minimumDays, tripDays } from './shape-conflicts';
import { findRelaxations } from './relax';
import { solve } from './plan-trip';
import type { Catalog, Conflict, FeasibilityReport, PlanOptions, PlanResult, Relaxation } from './types';

export * from './types';
export { checkPlan } from '../feasibility';
export { createMemoryCatalog, type MemoryCatalogData } from './catalog/memory-catalog';
export { createCuratedCatalog, type CuratedCatalogOptions } from './catalog/curated-catalog';
export { replanDay } from './replan';
export { swapItem } from './swap-item';

/**
 * Turns a trip request into a feasible plan, or says why none exists and what would fix it (README.md).
 * Deterministic for the same request, catalog and options.
 */
export function planTrip(input: TripRequestInput, catalog: Catalog, options: PlanOptions = {}): PlanResult {
  const request = TripRequestSchema.parse(input);
  const solved = solve(request, catalog, options).result;
  if (solved.status === 'ok') return solved;
  const quick = quickOptions(options);
  const sized = withBudgetNumbers(request, catalog, quick, solved.conflicts, solved.report);
  const result = { ...solved, conflicts: sized.conflicts };
  if (options.relaxations === false) return result;
  // The minimum-cost plan that sized the budget is the same run the budget relaxation starts from.
  return { ...result, relaxations: findRelaxations(request, catalog, quick, sized.cheap) };
}

const QUICK_NODES = 40_000;

/**
 * Sizing the budget and checking relaxations re-plan several times: a smaller route search keeps a hopeless request
 * (10 cities in 2 days) quick; every relaxation offered is still a plan the checker passed. The conflicts' numbers
 * and the relaxations use the same search, so "the cheapest plan costs X" and "raise the budget to X" agree.
 */
const quickOptions = (options: PlanOptions): PlanOptions => ({
  ...options,
  nodeLimit: Math.min(options.nodeLimit ?? QUICK_NODES, QUICK_NODES),
});

/** The relaxations of an infeasible request on their own (the server's planning stages run them after the plan). */
export function relaxationsFor(input: TripRequestInput, catalog: Catalog, options: PlanOptions = {}): Relaxation[] {
  return findRelaxations(TripRequestSchema.parse(input), catalog, quickOptions(options));
}

/** A budget conflict names what the cheapest plan costs against the budget (one minimum-cost planning run). */
function withBudgetNumbers(
  request: TripRequest,
  catalog: Catalog,
  options: PlanOptions,
  conflicts: Conflict[],
  report: FeasibilityReport | null,
): { conflicts: Conflict[]; cheap?: PlanResult } {
  if (!request.budget) return { conflicts };
  const opts = { ...options, maxRoutes: Math.min(options.maxRoutes ?? 8, 8) };
  // Too few days: what the cheapest plan of the days the cities need costs, against the budget.
  const short = lengthConflict(request, tripDays(request));
  if (short) {
    const need = minimumDays(request);
    const cheap = solve({ ...request, days: need, endDate: undefined }, catalog, opts, true);
    const over =
      cheap.result.status === 'ok' ? budgetConflict(request, cheap.result.plan.totals.total, { days: need, found: cheap.truncated }) : null;
    return { conflicts: over ? [...conflicts, over].slice(0, 4) : conflicts };
  }
  const budgetBound =
    conflicts.some((c) => c.checks.includes('budget')) || report?.checks.some((c) => c.id === 'budget' && c.status === 'fail');
  if (!budgetBound) return { conflicts };
  const cheap = solve(request, catalog, opts, true);
  const over = cheap.result.status === 'ok' ? budgetConflict(request, cheap.result.plan.totals.total, { found: cheap.truncated }) : null;
  return { conflicts: over ? [over, ...conflicts].slice(0, 4) : conflicts, cheap: cheap.result };
}
