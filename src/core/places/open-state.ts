import { closureOn, type Closure, type HolidayLookup } from '../time/closures';
import { isOpenAt, openAt, type OpenState } from './opening';

/** What deciding whether a place is open needs: its weekly rule, position (sun rules) and special closures. */
export interface PlaceHours {
  openingHours: string;
  coordinates: { lat: number; lon: number };
  closures?: readonly Closure[] | undefined;
}

/**
 * A place's state at a local time of its own zone, special closures included (1 May at the Louvre, a public holiday
 * with "PH"): the same closures the planner and the checker honour, so the map, the place panel and the assistant
 * never call a place open on a day a plan could not visit it.
 */
export function placeOpenAt(place: PlaceHours, country: string, local: string, holiday: HolidayLookup): OpenState {
  const hit = closureOn(place.closures, local.slice(0, 10), country, holiday);
  if (hit) return { open: false, unknown: false, nextChange: null, comment: `Closed: ${hit.label}` };
  return openAt(place.openingHours, country, place.coordinates, local);
}

/** Only whether it is open (the map-wide filter's fast path), special closures included. */
export function isPlaceOpenAt(place: PlaceHours, country: string, local: string, holiday: HolidayLookup): boolean {
  if (place.closures?.length && closureOn(place.closures, local.slice(0, 10), country, holiday)) return false;
  return isOpenAt(place.openingHours, country, place.coordinates, local);
}

/** The special closure on a local date, for saying why a place is shut that day ("Christmas Day"), or null. */
export function closureLabelOn(place: PlaceHours, country: string, date: string, holiday: HolidayLookup): string | null {
  return closureOn(place.closures, date, country, holiday)?.label ?? null;
}
