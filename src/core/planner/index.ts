import { TripRequestSchema, type TripRequestInput } from '../trip-request/schema';
import { findRelaxations } from './relax';
import { solve } from './plan-trip';
import type { Catalog, PlanOptions, PlanResult } from './types';

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
  const { result } = solve(request, catalog, options);
  if (result.status === 'ok' || options.relaxations === false) return result;
  return { ...result, relaxations: findRelaxations(request, catalog, options) };
}
