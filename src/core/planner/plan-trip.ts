import { checkPlan } from '../feasibility';
import type { TripRequest } from '../trip-request/schema';
import { buildPlan, type BuildContext } from './build-plan';
import type { Catalog } from './catalog-types';
import { Diagnostics } from './diagnostics';
import { closedMustSees } from './closed-must-sees';
import { Legs } from './legs';
import { Pools } from './pools';
import { buildProblem, type Problem } from './problem';
import { searchRoutes } from './route-search';
import type { Conflict, FeasibilityReport, Plan, PlanOptions, PlanResult } from './types';
import { formatMoney } from '../money/currencies';
import { lengthConflict } from './shape-conflicts';

/** `rejected` counts built plans the checker refused: the engine aims for none (feasible by construction). */
export interface SolveOutcome {
  result: PlanResult;
  diag: Diagnostics;
  minLb: number;
  rejected: number;
  /** The route search hit its size limit: a minimum-cost plan is then the cheapest found, not proven cheapest. */
  truncated?: boolean;
}

/** Detailed attempts on the best routes; a plan is returned only if the independent checker passes it. */
export const DEFAULT_ATTEMPTS = 40;

export function solve(input: TripRequest, catalog: Catalog, options: PlanOptions, minCost = false): SolveOutcome {
  // Minimum-cost mode sizes a budget shortfall: it plans as if there were no budget, as cheaply as it can.
  const request: TripRequest = minCost ? { ...input, budget: undefined } : input;
  const diag = new Diagnostics();
  const fail = (conflicts: Conflict[]): SolveOutcome => ({
    result: { status: 'infeasible', conflicts, relaxations: [], report: null },
    diag,
    minLb: Infinity,
    rejected: 0,
  });
  if (request.budget && request.budget.currency !== catalog.currency) {
    return fail([{ checks: ['budget'], message: `Budget is in ${request.budget.currency}; this catalog prices in ${catalog.currency}` }]);
  }
  if (request.origin && !catalog.city(request.origin))
    return fail([{ checks: ['route-endpoints'], message: `Unknown origin ${request.origin}` }]);
  const p = buildProblem(request, catalog, options.seed ?? 0);
  const closed = closedMustSees(p);
  if (closed.length) return fail(closed);
  const pools = new Pools(p);
  // A budget below what the nights alone cost needs no route search (a hopeless request answers at once).
  const floor = minCost || p.budget === null ? 0 : lodgingFloor(p, pools);
  if (p.budget !== null && floor > p.budget) {
    const short = lengthConflict(request, p.dates.length);
    const nights = `${p.D - 1} night${p.D === 2 ? '' : 's'}`;
    const money = (x: number) => formatMoney(x, p.catalog.currency);
    const over = {
      checks: ['budget' as const],
      message: `${nights} of lodging cost${p.D === 2 ? 's' : ''} at least ${money(floor)}, over the budget of ${money(p.budget)}`,
    };
    // Too short as well: the days come first, and the cheapest plan of the days needed names the money (index.ts).
    return fail(short ? [short] : [over]);
  }
  const legs = new Legs(p);
  const attempts = options.maxRoutes ?? DEFAULT_ATTEMPTS;
  const search = searchRoutes(p, pools, legs, diag, attempts, options.nodeLimit);
  const routes = minCost ? [...search.routes].sort((a, b) => a.lb - b.lb || (a.key < b.key ? -1 : 1)) : search.routes;
  const ctx: BuildContext = { p, pools, legs, diag, travel: new Map(), minCost };
  let lastReport: FeasibilityReport | null = null;
  let rejected = 0;
  for (const route of routes.slice(0, attempts)) {
    if (p.budget !== null && route.lb > p.budget) {
      diag.add('budget', `The cheapest route costs at least ${formatMoney(route.lb, p.catalog.currency)}`);
      break;
    }
    // The greedy day-by-day spending can paint itself into a corner under a tight budget; the same route
    // planned at minimum cost is the fallback (it is what sized any budget relaxation).
    const draft = buildPlan(ctx, route) ?? (p.budget !== null && !minCost ? buildPlan({ ...ctx, minCost: true }, route) : null);
    if (!draft) continue;
    const plan: Plan = { ...draft, report: { feasible: false, checks: [] } };
    const report = checkPlan(request, plan, catalog);
    plan.report = report;
    lastReport = report;
    if (report.feasible)
      return { result: { status: 'ok', plan, report }, diag, minLb: search.minLb, rejected, truncated: search.truncated };
    rejected++;
    for (const c of report.checks) if (c.status === 'fail') diag.add(c.id, c.reason);
  }
  if (search.truncated) diag.add('route-shape', 'The route search hit its size limit');
  // Name the constraints with their numbers: the days the cities need, what the cheapest plan costs.
  const numbered: Conflict[] = [];
  const short = lengthConflict(request, p.dates.length);
  if (short) numbered.push(short);
  return {
    result: {
      status: 'infeasible',
      conflicts: [...numbered, ...conflictsOf(diag).filter((c) => !numbered.length || c.message !== NO_ROUTE)].slice(0, 4),
      relaxations: [],
      report: lastReport,
    },
    diag,
    minLb: search.minLb,
    rejected,
  };
}

const NO_ROUTE = 'No route fits the trip length and destinations';

/**
 * A lower bound on any plan's cost: every night but the last in the cheapest eligible lodging of the named
 * cities (0 when lodging is not required or a destination is a region, whose cities are not known yet).
 */
function lodgingFloor(p: Problem, pools: Pools): number {
  const r = p.request;
  if (!r.lodging.required || p.D < 2 || r.destinations.some((d) => d.kind !== 'city')) return 0;
  const cheapest = Math.min(...r.destinations.map((d) => (d.kind === 'city' ? (pools.lodgings(d.cityId)[0]?.perNight ?? Infinity) : 0)));
  return Number.isFinite(cheapest) ? cheapest * (p.D - 1) : 0;
}

function conflictsOf(diag: Diagnostics): Conflict[] {
  const list = diag.list();
  if (!list.length) return [{ checks: ['route-shape'], message: NO_ROUTE }];
  // The budget's own numbers come from the cheapest plan (above); the bound per route adds nothing then.
  // How often the search met a conflict is its own business: a traveller reads the conflict, not "(687566 times)".
  return list.slice(0, 4).map((e) => ({ checks: [e.check], message: e.message }));
}
