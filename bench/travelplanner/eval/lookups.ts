import type { AccommodationRow, AttractionRow, FlightRow, RestaurantRow, SandboxDb } from './sandbox';
import { extractBeforeParenthesis, strContains } from './text';

/** The evaluator's pandas filters: name substring (str.contains of re.escape(name)) and exact city. */
export function restaurantsMatching(db: SandboxDb, name: string, city: string): RestaurantRow[] {
  return db.restaurants.filter((r) => strContains(r.name, name) && r.city === city);
}

export function attractionsMatching(db: SandboxDb, name: string, city: string): AttractionRow[] {
  return db.attractions.filter((r) => strContains(r.name, name) && r.city === city);
}

export function accommodationsMatching(db: SandboxDb, name: string, city: string): AccommodationRow[] {
  return db.accommodations.filter((r) => strContains(r.name, name) && r.city === city);
}

export function flightsByNumber(db: SandboxDb, flightNumber: string): FlightRow[] {
  return db.flights.filter((f) => f.flightNumber === flightNumber);
}

/**
 * GoogleDistanceMatrix.run_for_evaluation: the cost of driving ('driving' in mode: int(km * 0.05)) or taxi
 * (int(km)); null when the pair is missing, a cell is empty, or the duration is counted in days.
 */
export function distanceCost(db: SandboxDb, origin: string, destination: string, mode: string): number | null {
  const row = db.distance(extractBeforeParenthesis(origin), extractBeforeParenthesis(destination));
  if (!row || row.duration === null || row.distance === null) return null;
  if (row.duration.includes('day')) return null;
  const km = Number(row.distance.replace('km', '').replace(/,/g, '').trim());
  if (mode.includes('driving')) return Math.trunc(km * 0.05);
  if (mode === 'taxi') return Math.trunc(km);
  return null;
}
