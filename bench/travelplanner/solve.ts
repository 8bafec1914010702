import { planTrip } from '../../src/core/planner/index';
import type { PlanResult } from '../../src/core/planner/types';
import type { TripRequestInput } from '../../src/core/trip-request/schema';
import { createTravelPlannerCatalog } from './adapter/catalog';
import { renderPlan } from './adapter/render';
import type { TpCase } from './data';
import { buildSandbox, readRefTables, type DistanceLookup, type SandboxDb } from './eval/sandbox';
import type { PlanDayEntry } from './eval/types';

/** One query through the engine in sole-planning mode: reference information -> Catalog -> planTrip -> plan rows. */
export interface Solved {
  plan: PlanDayEntry[] | null;
  result: PlanResult;
  db: SandboxDb;
  ms: number;
}

export interface Env {
  distance: DistanceLookup;
  cityState: Map<string, string>;
}

/** Cities the reference information covers: places tables and flight/ground legs. */
export function refCities(c: TpCase): string[] {
  const out = new Set<string>();
  for (const e of c.refInfo) {
    const m =
      /^(?:Attractions|Restaurants|Accommodations) in (.+)$/.exec(e.Description) ??
      /^(?:Flight|Self-driving|Taxi) from (.+?) to (.+?)(?: on \d{4}-\d{2}-\d{2})?$/.exec(e.Description);
    if (m) for (const city of m.slice(1)) if (city) out.add(city);
  }
  return [...out];
}

export function solveCase(c: TpCase, request: TripRequestInput, env: Env): Solved {
  const tables = readRefTables(c.refInfo);
  const db = buildSandbox(tables, env.distance, env.cityState);
  // The catalog holds what the reference information covers, plus the request's own origin (as parsed).
  const catalog = createTravelPlannerCatalog({
    origin: request.origin ?? '',
    tables,
    cities: refCities(c),
    distance: env.distance,
    cityState: env.cityState,
  });
  const t0 = performance.now();
  let result: PlanResult;
  try {
    result = planTrip(request, catalog, { relaxations: false });
  } catch (e) {
    result = {
      status: 'infeasible',
      conflicts: [{ checks: ['catalog-consistency'], message: `engine error: ${(e as Error).message}` }],
      relaxations: [],
      report: null,
    };
  }
  const ms = performance.now() - t0;
  return { plan: result.status === 'ok' ? renderPlan(result.plan) : null, result, db, ms };
}
