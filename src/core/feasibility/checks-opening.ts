import { formatMinute, weekday } from '../time/dates';
import type { CatalogAttraction, CatalogCity, CatalogRestaurant } from '../planner/catalog-types';
import type { PlanDay, Violation } from '../planner/types';
import { isPlaceItem, type CheckContext } from './context';

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** Open [start, end) minutes since local midnight on one date (an interval past midnight ends after 1440). */
export type OpeningWindow = readonly [number, number];

/** A place's opening windows on a date, or null when unknown here (then the opening-hours check skips it). */
export type OpeningWindowsLookup = (
  place: CatalogAttraction | CatalogRestaurant,
  date: string,
  city: CatalogCity | undefined,
) => OpeningWindow[] | null;

/** Where the hours apply: the city's country resolves public holidays ("PH off"), its position "sunset". */
export function hoursContextOf(city: CatalogCity | undefined) {
  return { countryCode: city?.countryCode, lat: city?.coordinates?.lat, lon: city?.coordinates?.lon };
}

/**
 * Every visit and meal inside one of its place's opening windows on its date. The windows come from a lookup so
 * the same check runs on the server (windows computed from the OSM hours, checks-opening-hours.ts) and in the
 * browser (windows the server sent with the document; the opening-hours library never ships to the browser).
 */
export function checkOpeningWindows(c: CheckContext, windowsOf: OpeningWindowsLookup): Violation[] {
  return c.plan.days.flatMap((day) => openingViolations(c, day, windowsOf));
}

/** One day's part of checkOpeningWindows. */
export function openingViolations(c: CheckContext, day: PlanDay, windowsOf: OpeningWindowsLookup): Violation[] {
  const out: Violation[] = [];
  for (const it of day.items.filter(isPlaceItem)) {
    const place = it.kind === 'visit' ? c.attractions.get(it.placeId) : c.restaurants.get(it.placeId);
    if (!place) continue; // unknown places are reported by catalog-consistency
    const iv = windowsOf(place, day.date, c.city(it.cityId));
    if (!iv || iv.some(([a, b]) => a <= it.startMinute && it.endMinute <= b)) continue;
    const message =
      iv.length === 0
        ? `${place.name} is closed on ${WEEKDAYS[weekday(day.date)]} (${day.date})`
        : `${place.name} is open ${iv.map(([a, b]) => `${formatMinute(a)}-${formatMinute(b)}`).join(', ')} on ` +
          `${day.date}, but the plan has ${formatMinute(it.startMinute)}-${formatMinute(it.endMinute)}`;
    out.push({ message, day: day.day, itemId: it.id });
  }
  return out;
}
