import { formatMoney } from '../money/currencies';
import { INTERCITY_MODES, type TripRequest } from '../trip-request/schema';
import type { Catalog } from './catalog-types';
import { minimumDays, tripDays } from './shape-conflicts';
import { checkPlan } from '../feasibility';
import { solve } from './plan-trip';
import type { PlanOptions, PlanResult, Relaxation } from './types';
import { cityLabel, placeLabel, regionLabel } from './labels';

const RELAX_ATTEMPTS = 8;
const MAX_CANDIDATES = 14;

interface Candidate {
  kind: Relaxation['kind'];
  description: string;
  request: TripRequest;
}

/**
 * The smallest changes that make a plan exist, each verified by planning again: the exact budget shortfall
 * (from a minimum-cost plan), then single relaxations (allow a mode, any connection, any room type, drop a
 * house rule, cuisine, diet, window, exact stay length, must-see, the minimum activities).
 */
export function findRelaxations(request: TripRequest, catalog: Catalog, options: PlanOptions, sized?: PlanResult): Relaxation[] {
  const opts: PlanOptions = { ...options, maxRoutes: Math.min(options.maxRoutes ?? RELAX_ATTEMPTS, RELAX_ATTEMPTS) };
  const out: Relaxation[] = [];
  const budget = request.budget;
  // Too few days for the cities: only more days or fewer cities can help (a mode, a diet, a must-see cannot).
  const tooShort = minimumDays(request) > tripDays(request) && tripDays(request) > 0;
  if (budget && !tooShort) {
    // The caller's minimum-cost run (same request, same search size) when it has one.
    const cheap = sized ?? solve(request, catalog, opts, true).result;
    if (cheap.status === 'ok') {
      const total = cheap.plan.totals.total;
      for (const amount of [total, Math.ceil(total * 1.05), Math.ceil(total * 1.15)]) {
        const r2: TripRequest = { ...request, budget: { ...budget, amount: Math.max(amount, budget.amount) } };
        if (checkPlan(r2, cheap.plan, catalog).feasible || solve(r2, catalog, opts).result.status === 'ok') {
          const extra = r2.budget!.amount - budget.amount;
          out.push({ kind: 'budget', amount: extra, description: `add ${formatMoney(extra, budget.currency)} to the budget`, request: r2 });
          break;
        }
      }
    }
  }
  for (const c of [...regionCandidates(request, catalog), ...shapeCandidates(request, catalog)]) {
    const verified = verify(c, catalog, opts);
    if (verified) out.push(verified);
  }
  for (const c of tooShort ? [] : candidates(request, catalog).slice(0, MAX_CANDIDATES)) {
    if (out.length >= MAX_RELAXATIONS) break;
    if (solve(c.request, catalog, opts).result.status === 'ok') out.push({ kind: c.kind, description: c.description, request: c.request });
  }
  // A long stay can run out of both places to eat and places to see: when no single change helps, both together.
  const both = !tooShort && out.length === 0 ? longStayCandidate(request) : null;
  if (both && solve(both.request, catalog, opts).result.status === 'ok') out.push(both);
  return out.slice(0, MAX_RELAXATIONS);
}

function longStayCandidate(r: TripRequest): Candidate | null {
  if (r.food.repeatRestaurants || (r.pace.minActivitiesPerDay ?? 1) === 0) return null;
  return {
    kind: 'repeat-restaurants',
    description: 'eat at the same restaurants on more than one day and allow days without a visit',
    request: { ...r, food: { ...r.food, repeatRestaurants: true }, pace: { ...r.pace, minActivitiesPerDay: 0 } },
  };
}

/** Up to three relaxations are offered: the smallest ones, each verified by planning again. */
const MAX_RELAXATIONS = 3;

/**
 * A trip too short for its cities: more days, or fewer cities. Each is verified as is, or (when the budget is
 * also too small) together with the budget the relaxed trip's cheapest plan needs.
 */
function shapeCandidates(r: TripRequest, catalog: Catalog): Candidate[] {
  const days = tripDays(r);
  const need = minimumDays(r);
  if (!days || need <= days) return [];
  const out: Candidate[] = [
    { kind: 'trip-length', description: `make the trip ${need} days`, request: { ...r, days: need, endDate: undefined } },
  ];
  const kept: typeof r.destinations = [];
  for (const d of r.destinations) if (minimumDays({ ...r, destinations: [...kept, d] }) <= days) kept.push(d);
  if (kept.length) {
    const names = listOf(kept.map((d) => (d.kind === 'city' ? (catalog.city(d.cityId)?.name ?? d.cityId) : d.region)));
    out.push({ kind: 'other', description: `keep only ${names} for ${days} days`, request: { ...r, destinations: kept } });
  }
  return out;
}

/** More cities asked in a region than the catalog has there ("4 cities in Portugal"): all the cities it has. */
function regionCandidates(r: TripRequest, catalog: Catalog): Candidate[] {
  // As the route search picks them: never the origin, never a city already listed.
  const fixed = new Set([...(r.origin ? [r.origin] : []), ...r.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : []))]);
  const short = r.destinations.flatMap((d, i) => {
    if (d.kind !== 'region') return [];
    const cities = catalog.cities({ region: d.region }).filter((c) => !fixed.has(c.id));
    return cities.length > 0 && cities.length < d.count ? [{ i, region: d.region, cities }] : [];
  });
  if (!short.length) return [];
  const destinations = r.destinations.map((d, i) => {
    const s = short.find((x) => x.i === i);
    return s && d.kind === 'region' ? { ...d, count: s.cities.length } : d;
  });
  const cities = short.flatMap((s) => s.cities.map((c) => c.name));
  const names = listOf(cities);
  const where = listOf(short.map((s) => regionLabel(catalog, s.region)));
  return [
    {
      kind: 'other',
      description: `visit ${names}, the ${cities.length === 1 ? 'city' : 'cities'} we plan in ${where}`,
      request: { ...r, destinations },
    },
  ];
}

/** "Paris", "Paris and Rome", "Paris, Rome and Berlin". */
const listOf = (names: string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

function verify(c: Candidate, catalog: Catalog, opts: PlanOptions): Relaxation | null {
  const budget = c.request.budget;
  // With a budget, the cheapest plan of the relaxed trip says first whether the budget can hold at all.
  const cheap = budget ? solve(c.request, catalog, opts, true).result : null;
  if (cheap?.status === 'infeasible') return null;
  if ((!cheap || (budget && cheap.plan.totals.total <= budget.amount)) && solve(c.request, catalog, opts).result.status === 'ok')
    return { kind: c.kind, description: c.description, request: c.request };
  if (!budget || !cheap || cheap.status !== 'ok') return null;
  const amount = Math.max(budget.amount, cheap.plan.totals.total);
  const request: TripRequest = { ...c.request, budget: { ...budget, amount } };
  // The minimum-cost plan itself is the proof: the checker passes it under the raised budget.
  if (!checkPlan(request, cheap.plan, catalog).feasible && solve(request, catalog, opts).result.status !== 'ok') return null;
  return { kind: c.kind, description: `${c.description} and raise the budget to ${formatMoney(amount, budget.currency)}`, request };
}

/** The cities a request can visit: its city stops and its regions' cities (where a must-see's name is looked up). */
const requestCityIds = (r: TripRequest, catalog: Catalog) =>
  r.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : catalog.cities({ region: d.region }).map((c) => c.id)));

function candidates(r: TripRequest, catalog: Catalog): Candidate[] {
  const out: Candidate[] = [];
  const label: Record<string, string> = {
    flight: 'flights',
    train: 'trains',
    bus: 'buses',
    'self-drive': 'driving yourself',
    taxi: 'taxis',
  };
  for (const m of INTERCITY_MODES) {
    if (!r.transport.modes.includes(m))
      out.push({
        kind: 'allow-mode',
        description: `allow ${label[m]}`,
        request: { ...r, transport: { ...r.transport, modes: [...r.transport.modes, m] } },
      });
  }
  if (r.transport.directOnly)
    out.push({
      kind: 'allow-indirect',
      description: 'allow connections that are not on your direct list',
      request: { ...r, transport: { ...r.transport, directOnly: false } },
    });
  if (r.transport.selfDriveExclusive && r.transport.modes.includes('self-drive'))
    out.push({
      kind: 'allow-mode',
      description: 'allow mixing a self-drive with flights or taxis',
      request: { ...r, transport: { ...r.transport, selfDriveExclusive: false } },
    });
  if (r.lodging.roomType !== 'any')
    out.push({ kind: 'room-type', description: 'accept any room type', request: { ...r, lodging: { ...r.lodging, roomType: 'any' } } });
  for (const h of r.lodging.houseRules)
    out.push({
      kind: 'house-rule',
      description: `drop the "${h}" house rule`,
      request: { ...r, lodging: { ...r.lodging, houseRules: r.lodging.houseRules.filter((x) => x !== h) } },
    });
  for (const c of r.food.cuisines)
    out.push({
      kind: 'cuisine',
      description: `drop ${c} from the cuisines`,
      request: { ...r, food: { ...r.food, cuisines: r.food.cuisines.filter((x) => x !== c) } },
    });
  // Before giving up a diet: come back to the places that suit it (a short list, a long stay).
  if (!r.food.repeatRestaurants)
    out.push({
      kind: 'repeat-restaurants',
      description: r.food.diets.length
        ? `eat at the same ${r.food.diets.join(' and ')} places on more than one day`
        : 'eat at the same restaurants on more than one day',
      request: { ...r, food: { ...r.food, repeatRestaurants: true } },
    });
  if (r.food.diets.length)
    out.push({
      kind: 'diet',
      description: `relax the diet (${r.food.diets.join(', ')})`,
      request: { ...r, food: { ...r.food, diets: [] } },
    });
  r.destinations.forEach((d, i) => {
    if (d.kind !== 'city') return;
    const replace = (nd: typeof d) => ({ ...r, destinations: r.destinations.map((x, j) => (j === i ? nd : x)) });
    d.windows.forEach((w, k) =>
      out.push({
        kind: 'date-window',
        description: `drop the window for ${cityLabel(catalog, d.cityId)} (days ${w.fromDay}-${w.toDay})`,
        request: replace({ ...d, windows: d.windows.filter((_, j) => j !== k) }),
      }),
    );
    if (d.days !== undefined)
      out.push({
        kind: 'stay-length',
        description: `let ${cityLabel(catalog, d.cityId)} have any number of days`,
        request: replace({ ...d, days: undefined }),
      });
  });
  for (const id of r.mustSee)
    out.push({
      kind: 'must-see',
      description: `drop ${placeLabel(catalog, id, requestCityIds(r, catalog))} from the must-sees`,
      request: { ...r, mustSee: r.mustSee.filter((x) => x !== id) },
    });
  // A long day trip (Machu Picchu from Cusco) needs the day to start early.
  if (r.mustSee.length && (r.pace.dayStart ?? '09:00') > '07:00')
    out.push({ kind: 'pace', description: 'start the days at 07:00', request: { ...r, pace: { ...r.pace, dayStart: '07:00' } } });
  if ((r.pace.minActivitiesPerDay ?? 1) > 0)
    out.push({ kind: 'pace', description: 'allow days without a visit', request: { ...r, pace: { ...r.pace, minActivitiesPerDay: 0 } } });
  return out;
}
