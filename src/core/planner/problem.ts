import type { HouseRule, IntercityMode, TripRequest } from '../trip-request/schema';
import { resolvePace, type ResolvedPace } from '../trip-request/pace';
import { normalizeTag, partySize, requiredHouseRules, tripDates } from '../trip-request/derive';
import type { Catalog, CatalogCity } from './catalog-types';

/** A request resolved against a catalog: everything the search needs, computed once. */
export interface Problem {
  request: TripRequest;
  catalog: Catalog;
  dates: string[];
  D: number;
  people: number;
  pace: ResolvedPace;
  rules: HouseRule[];
  modes: Set<IntercityMode>;
  /** "from>to" pairs allowed when directOnly with a graph; null = any. */
  direct: Set<string> | null;
  budget: number | null;
  origin: CatalogCity | null;
  cuisines: string[];
  diets: string[];
  /** Restaurants may come back on later days, in rotation (FoodNeedsSchema.repeatRestaurants). */
  repeatRestaurants: boolean;
  avoid: Set<string>;
  avoidTags: Set<string>;
  interests: Map<string, number>;
  seed: number;
}

export function buildProblem(request: TripRequest, catalog: Catalog, seed: number): Problem {
  const dates = tripDates(request);
  let direct: Set<string> | null = null;
  if (request.transport.directOnly && request.transport.connections) {
    direct = new Set();
    for (const c of request.transport.connections) {
      direct.add(`${c.from}>${c.to}`);
      if (c.bidirectional) direct.add(`${c.to}>${c.from}`);
    }
  }
  return {
    request,
    catalog,
    dates,
    D: dates.length,
    people: partySize(request),
    pace: resolvePace(request.pace),
    rules: requiredHouseRules(request),
    modes: new Set(request.transport.modes),
    direct,
    budget: request.budget ? request.budget.amount : null,
    origin: request.origin ? (catalog.city(request.origin) ?? null) : null,
    cuisines: [...new Set(request.food.cuisines.map(normalizeTag))].sort(),
    diets: [...new Set(request.food.diets.map(normalizeTag))].sort(),
    repeatRestaurants: request.food.repeatRestaurants === true,
    avoid: new Set(request.avoid),
    avoidTags: new Set(request.avoidTags.map(normalizeTag)),
    interests: new Map(request.interests.map((i) => [normalizeTag(i.tag), i.weight])),
    seed,
  };
}

/** Deterministic tie-break: a hash of the id mixed with the seed. */
export function tieBreak(id: string, seed: number): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}
