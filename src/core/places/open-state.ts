import { closureOn, type Closure, type ClosureHit, type HolidayLookup } from '../time/closures';
import { formatMinute } from '../time/dates';
import { isOpenAt, openAt, type OpenState } from './opening';

/** What deciding whether a place is open needs: its weekly rule, position (sun rules) and special closures. */
export interface PlaceHours {
  openingHours: string;
  coordinates: { lat: number; lon: number };
  closures?: readonly Closure[] | undefined;
}

/** The shortened day's span holding a local time ("YYYY-MM-DDTHH:MM"), if any. */
const spanAt = (windows: ClosureHit['windows'], local: string) => {
  const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  return windows?.find(([a, b]) => a <= minute && minute < b);
};

/**
 * A place's state at a local time of its own zone, special closures included (1 May at the Louvre, a public holiday
 * with "PH", the early close on 24 December): the same closures the planner and the checker honour, so the map, the
 * place panel and the assistant never call a place open when a plan could not visit it. Shortened hours narrow the
 * weekly hours: open only where both say open.
 */
export function placeOpenAt(place: PlaceHours, country: string, local: string, holiday: HolidayLookup): OpenState {
  const hit = closureOn(place.closures, local.slice(0, 10), country, holiday);
  if (hit && !hit.windows) return { open: false, unknown: false, nextChange: null, comment: `Closed: ${hit.label}` };
  const base = openAt(place.openingHours, country, place.coordinates, local);
  if (!hit?.windows) return base;
  const span = spanAt(hit.windows, local);
  const open = base.open && span !== undefined;
  // Open now: the earlier of the weekly change and the shortened day's close ("24:00" is left to the weekly rule).
  const close = span && span[1] < 1440 ? `${local.slice(0, 10)}T${formatMinute(span[1])}` : null;
  const nextChange = open && close && (!base.nextChange || close < base.nextChange) ? close : open ? base.nextChange : null;
  return { open, unknown: base.unknown, nextChange, comment: `Shortened hours: ${hit.label}` };
}

/** Only whether it is open (the map-wide filter's fast path), special closures included. */
export function isPlaceOpenAt(place: PlaceHours, country: string, local: string, holiday: HolidayLookup): boolean {
  const hit = place.closures?.length ? closureOn(place.closures, local.slice(0, 10), country, holiday) : null;
  if (hit && !hit.windows) return false;
  if (hit?.windows && !spanAt(hit.windows, local)) return false;
  return isOpenAt(place.openingHours, country, place.coordinates, local);
}

/** The special closure or shortened hours on a local date, for saying why ("Christmas Day", "closes at 15:00"), or null. */
export function closureOnDay(place: PlaceHours, country: string, date: string, holiday: HolidayLookup): ClosureHit | null {
  return closureOn(place.closures, date, country, holiday);
}
