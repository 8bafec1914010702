import type { LocalMode, MealKind } from '../trip-request/schema';
import { parseHHMM } from './dates';

/**
 * How a place far from the city centre is reached (a day trip): sourced door-to-door minutes one way from the
 * centre by the region's real transport (Sacred Valley colectivos, PeruRail/Inca Rail plus the Consettur bus),
 * instead of the city's street model. Places that share a `hub` sit together (Machu Picchu and the restaurant
 * at its gate): legs between them use the ordinary local model. Shared by the engine and the checker.
 */
export interface PlaceAccess {
  hub: string;
  /** 'rail' and 'ferry' need public transport (a timetabled train or boat); 'road' goes by colectivo or bus, or by
   * taxi at the same time. */
  mode: AccessMode;
  minutes: number;
  /** Earliest arrival from the city (first service); a day may leave its lodging before its usual start for it. */
  firstArrival?: string;
  /** Last time to leave the place and still get back (last bus down, last train). */
  lastDeparture?: string;
  /** Meals the usual way there includes (a tour's breakfast and lunch stops on the road): the day needs no restaurant for them. */
  meals?: readonly MealKind[];
  /** An organised tour: the operator's minibus from the lodging and back, not public transport. */
  operator?: 'tour';
  /** No sourced way there: the labelled distance estimate (planner/catalog/day-trips.ts, decision 036). */
  estimated?: true;
  /** A visit long enough to span lunch: a casual lunch there is in the visit's price (`meals` has lunch; day-trips.ts). */
  lunchThere?: true;
  /** Sourced: how the traveller gets there, in our words (the visit's reason says it). */
  how?: string;
}

export const ACCESS_MODES = ['rail', 'ferry', 'road'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/** A leg by the region's transport: public transit or a taxi, or an organised tour's own vehicle (a road minibus). */
export type AccessLegMode = LocalMode | 'bus';

/**
 * The leg between two places when either has access data and they are not in the same hub: the sum of both
 * ways from the centre, by transit (or taxi on a road). `undefined` = not an access leg (use the local model);
 * `null` = the request's local modes cannot make it.
 */
export function accessLeg(
  a: PlaceAccess | undefined,
  b: PlaceAccess | undefined,
  allowed: readonly LocalMode[],
): { mode: AccessLegMode; minutes: number; operator?: 'tour' } | null | undefined {
  if (!a && !b) return undefined;
  if (a && b && a.hub === b.hub) return undefined;
  const rail = (a !== undefined && a.mode !== 'road') || (b !== undefined && b.mode !== 'road');
  const minutes = (a?.minutes ?? 0) + (b?.minutes ?? 0);
  // A tour picks up at the lodging in its own vehicle: it runs whatever the local modes or a transit closure allow.
  if (!rail && (a?.operator === 'tour' || b?.operator === 'tour')) return { mode: 'bus', minutes, operator: 'tour' };
  const mode: LocalMode | undefined = allowed.includes('transit') ? 'transit' : !rail && allowed.includes('taxi') ? 'taxi' : undefined;
  if (!mode) return null;
  return { mode, minutes };
}

/** The part of the day a place with access can be visited: [first arrival, last departure] in minutes. */
export function accessWindow(a: PlaceAccess | undefined): readonly [number, number] {
  return [a?.firstArrival ? parseHHMM(a.firstArrival) : 0, a?.lastDeparture ? parseHHMM(a.lastDeparture) : 1440];
}

/**
 * The earliest a day trip's visit may start on a day that usually starts at `dayStart`. A trip with a first service
 * (a Vinicunca tour at the trailhead by 08:00, a sunrise trek by 04:00) rides out from the lodging early and is there
 * from that arrival, unless the traveller set their days' start themselves: then the visit waits for it and only the
 * ride out may leave before it. One rule for the must-see check, the planner and the checker.
 */
export function earliestVisitStart(dayStart: number, a: PlaceAccess | undefined, startStated = false): number {
  return a?.firstArrival && !startStated ? Math.min(dayStart, parseHHMM(a.firstArrival)) : dayStart;
}

/**
 * A day trip that leaves little of the day: the way there, the visit and the way back take 9 hours or more
 * (Machu Picchu, a Vinicunca tour), or it is a hike or a climb to altitude. The rest of that day stays light.
 */
export const LONG_DAY_TRIP_MINUTES = 540;
export function isLongDayTrip(access: PlaceAccess | undefined, visitMinutes: number, tags: readonly string[]): boolean {
  if (!access) return false;
  return 2 * access.minutes + visitMinutes >= LONG_DAY_TRIP_MINUTES || tags.includes('hiking') || tags.includes('altitude');
}

/**
 * What a long day trip's day may still hold besides its meals (the planner's choice and the checker's `pace` rule):
 * one visit at most, of at most 90 minutes, within 1.5 km of the lodging the ride back ends at. Otherwise free time.
 */
export const LIGHT_DAY = { visits: 1, maxMinutes: 90, nearKm: 1.5 } as const;
