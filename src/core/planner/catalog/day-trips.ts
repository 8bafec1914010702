import { haversineKm } from '../../geo/distance';
import type { Destination, Place } from '../../places/schema';
import { accessWindow, isLongDayTrip, type PlaceAccess } from '../../time/access';
import { formatMinute } from '../../time/dates';
import { coachEstimate, roadKm } from './road';

/**
 * Day trips without sourced access data (decision 036). Of the 392 curated day-trip places only Cusco's say how
 * they are reached; the others went by the city's street model (18 km/h by bus, 24 km/h by taxi), which put
 * Girona almost 5 hours from Barcelona, and a visit of five hours or more left no time for lunch back in the city.
 * So a day-trip place more than ESTIMATE_FROM_KM from the centre is reached by the labelled coach estimate the
 * inter-city options use (connections.ts: 65 km/h over the road distance plus 20 minutes; US$8 + 6 cents a km),
 * by bus or train, or by taxi in the same time. Its fare there and back is priced into the visit, like sourced
 * access; and a visit long enough to span lunch includes a casual lunch there, priced at the city's budget meal.
 */
export const ESTIMATE_FROM_KM = 10;
/** A visit this long spans lunch: the traveller eats out there. */
export const LUNCH_THERE_MIN_VISIT = 240;
/**
 * A shorter visit (but long enough to eat within, LUNCH_THERE_SHORT_VISIT) on a day this long away from the city, the
 * way there and back included, keeps the traveller out over lunch too: the Blue Mountains' Scenic World, 3 hours
 * there and 2 hours each way from Sydney, leaves no lunch time in the city on either side. Estimated ways there only:
 * a sourced one says what its day holds (Machu Picchu's lunch is the Sanctuary Lodge's buffet, a place of its own).
 */
export const LUNCH_THERE_MIN_AWAY = 360;
export const LUNCH_THERE_SHORT_VISIT = 180;
const MIDDAY = 13 * 60;
/**
 * A long day trip (time/access.ts: 9 hours or more with the way there and back) leaves with the first regional
 * services, as its tours and coaches do, not at the day's usual start: taken to be 07:00, with no timetable on
 * file. Its first arrival lets that day alone start early (the planner's and the checker's early ride out). Shorter
 * trips keep the day's usual start.
 */
export const EARLY_DEPARTURE_MINUTE = 7 * 60;

export function estimatedAccess(
  d: Destination,
  p: Place,
  usd: ((major: number) => number) | null,
  budgetMeal: number,
): { access: PlaceAccess; extraPrice: number } | undefined {
  if (p.access || p.category !== 'day-trip' || !usd) return undefined;
  const crow = haversineKm(d.coordinates, p.coordinates);
  if (crow <= ESTIMATE_FROM_KM) return undefined;
  const coach = coachEstimate(roadKm(crow));
  const minutes = Math.round(coach.minutes);
  const access: PlaceAccess = { hub: p.id, mode: 'road', minutes, estimated: true };
  const early = isLongDayTrip(access, p.visitMinutes, p.tags);
  const lunch = withLunchThere(
    { ...access, ...(early ? { firstArrival: formatMinute(EARLY_DEPARTURE_MINUTE + minutes) } : {}) },
    p,
    budgetMeal,
  );
  return { access: lunch.access, extraPrice: 2 * usd(coach.usd) + lunch.extraPrice };
}

/**
 * A place's sourced way there (data "access": Cusco's, Hakone's…), as the catalog carries it; a sight whose visit
 * spans lunch has it there (withLunchThere). Its fare there and back is priced by the catalog from the data.
 */
export function sourcedAccess(p: Place, budgetMeal: number): { access: PlaceAccess; extraPrice: number } | undefined {
  if (!p.access) return undefined;
  const { hub, mode, minutes, firstArrival, lastDeparture, meals, operator, how } = p.access;
  const access: PlaceAccess = {
    hub,
    mode,
    minutes,
    how,
    ...(firstArrival ? { firstArrival } : {}),
    ...(lastDeparture ? { lastDeparture } : {}),
    ...(meals ? { meals } : {}),
    ...(operator ? { operator } : {}),
  };
  return p.category === 'food' ? { access, extraPrice: 0 } : withLunchThere(access, p, budgetMeal);
}

/**
 * A day trip whose visit spans lunch (LUNCH_THERE_MIN_VISIT), sourced or estimated, and whose way there brings no
 * lunch of its own (a tour's stop): the traveller eats there, a casual lunch at the city's budget meal in the price.
 */
export function withLunchThere(access: PlaceAccess, p: Place, budgetMeal: number): { access: PlaceAccess; extraPrice: number } {
  // Only a visit that can be there at midday: not an afternoon safari that starts at 16:00, nor a dawn trek.
  const [first, last] = accessWindow(access);
  const atMidday = first <= MIDDAY && last >= MIDDAY;
  const away = p.visitMinutes + 2 * access.minutes;
  const longAway = access.estimated === true && p.visitMinutes >= LUNCH_THERE_SHORT_VISIT && away >= LUNCH_THERE_MIN_AWAY;
  const long = p.visitMinutes >= LUNCH_THERE_MIN_VISIT || longAway;
  if (!long || !atMidday || access.meals?.includes('lunch')) return { access, extraPrice: 0 };
  return { access: { ...access, meals: [...(access.meals ?? []), 'lunch'], lunchThere: true }, extraPrice: budgetMeal };
}

/** What the visit's reason adds about an estimated way there (assemble.ts). */
export function estimatedAccessNote(access: PlaceAccess): string {
  const time = access.minutes < 90 ? `${access.minutes} min` : `${Math.round(access.minutes / 6) / 10} h`;
  const how = 'by regional coach or train (estimated, no timetable on file; the fare is in the price)';
  return `about ${time} each way ${how}${lunchNote(access)}`;
}

/** What the visit's reason adds about a sourced way there: the meals its tour brings, a lunch there, and how to go. */
export function sourcedAccessNote(access: PlaceAccess): string {
  const tour = (access.meals ?? []).filter((m) => !(m === 'lunch' && access.lunchThere));
  const come = tour.length > 1 ? 'come' : 'comes';
  const how = access.how ? `. ${access.how}` : '';
  return `${tour.length ? `; ${tour.join(' and ')} on the way ${come} with the tour` : ''}${lunchNote(access)}${how}`;
}

const lunchNote = (access: PlaceAccess) => (access.lunchThere ? '; a casual lunch there is in the price' : '');
