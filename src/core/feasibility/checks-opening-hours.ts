import type { Catalog, CatalogAttraction, CatalogCity, CatalogRestaurant } from '../planner/catalog-types';
import type { Plan, Violation } from '../planner/types';
import { openIntervals } from '../time/opening-hours';
import type { CheckContext } from './context';
import { eachDay } from './reuse';
import { hoursContextOf, openingViolations, type OpeningWindow, type OpeningWindowsLookup } from './checks-opening';

/** The one computation of opening windows: the place's OSM hours on a date, in its city's context. */
const fromHours = (...[place, date, city]: Parameters<OpeningWindowsLookup>): OpeningWindow[] =>
  openIntervals(place.openingHours, date, hoursContextOf(city));

/** The server's opening-hours check: windows computed from each place's OSM hours. */
export function checkOpeningHours(c: CheckContext): Violation[] {
  return eachDay(c, 'opening-hours', (day) => openingViolations(c, day, fromHours));
}

/** One place's windows per date, and per planned place those of every date of the plan. */
export type DatedOpeningWindows = Record<string, Array<[number, number]>>;
export type OpeningWindows = Record<string, DatedOpeningWindows>;

/** A place's windows on each of the dates, by the same computation the check uses. */
export function placeOpeningWindows(place: CatalogAttraction | CatalogRestaurant, city: CatalogCity | undefined, dates: string[]) {
  const out: DatedOpeningWindows = {};
  for (const date of dates) out[date] = fromHours(place, date, city).map(([a, b]): [number, number] => [a, b]);
  return out;
}

/**
 * What the browser's checker needs instead of the opening-hours library (decision 020): each planned place's
 * windows for every date of the trip, so an item moved to another day is still judged as the server would.
 */
export function openingWindowsOf(catalog: Catalog, plan: Pick<Plan, 'days'>): OpeningWindows {
  const dates = plan.days.map((d) => d.date);
  const out: OpeningWindows = {};
  for (const d of plan.days) {
    for (const it of d.items) {
      if (it.kind === 'transfer' || out[it.placeId]) continue;
      const place = (it.kind === 'visit' ? catalog.attractions(it.cityId) : catalog.restaurants(it.cityId)).find(
        (p) => p.id === it.placeId,
      );
      if (!place) continue;
      out[it.placeId] = placeOpeningWindows(place, catalog.city(it.cityId), dates);
    }
  }
  return out;
}
