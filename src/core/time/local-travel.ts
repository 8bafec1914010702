import type { LocalMode } from '../trip-request/schema';

/**
 * Door-to-door time for a local leg from its great-circle distance. Shared by the engine and the checker
 * (a pure model, like haversine). Streets are not straight: a detour factor turns crow-flies into route km.
 */
export const DETOUR_FACTOR = 1.3;
const SPEED_KMH: Record<LocalMode, number> = { walk: 4.5, transit: 18, taxi: 24 };
/** Walking to the stop plus waiting; hailing or booking a car. */
const OVERHEAD_MIN: Record<LocalMode, number> = { walk: 0, transit: 10, taxi: 5 };

export function routeKm(crowKm: number): number {
  return crowKm * DETOUR_FACTOR;
}

/** Whole minutes (rounded up, at least 1 unless the places coincide). */
export function localTravelMinutes(crowKm: number, mode: LocalMode): number {
  const km = routeKm(crowKm);
  if (km < 0.05) return 0;
  return Math.max(1, Math.ceil(OVERHEAD_MIN[mode] + (km / SPEED_KMH[mode]) * 60));
}

/** Minor units for a leg, given the city's fares (walking is free; absent fares cost nothing). */
export function localTravelCost(
  crowKm: number,
  mode: LocalMode,
  people: number,
  fares: { transitFare?: number; taxiBase?: number; taxiPerKm?: number } | undefined,
): number {
  if (!fares || mode === 'walk') return 0;
  if (mode === 'transit') return (fares.transitFare ?? 0) * people;
  const vehicles = Math.ceil(people / 4);
  return Math.round(((fares.taxiBase ?? 0) + (fares.taxiPerKm ?? 0) * routeKm(crowKm)) * vehicles);
}

/**
 * The mode of a local leg, chosen the same way by the planner and by edits (one rule): walk within the walking limit,
 * else public transport within the city's network, else a taxi; undefined when no allowed mode fits. A day with no
 * public transport (London, 25 December) leaves 'transit' out of `allowed`.
 */
export function chooseLocalMode(
  allowed: ReadonlySet<LocalMode>,
  crowKm: number,
  maxWalkKm: number,
  transitRadiusKm = Infinity,
): LocalMode | undefined {
  if (allowed.has('walk') && routeKm(crowKm) <= maxWalkKm) return 'walk';
  if (allowed.has('transit') && crowKm <= transitRadiusKm) return 'transit';
  if (allowed.has('taxi')) return 'taxi';
  return undefined;
}
