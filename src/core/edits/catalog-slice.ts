import type { CatalogPlace, CatalogSlice, SliceCalendar } from '../api/trip-catalog';
import { holidayLookup, splitClosureRule } from '../time/closure-rules';
import { createMemoryCatalog } from '../planner/catalog/memory-catalog';
import type { Catalog, CatalogAttraction, CatalogCity, CatalogRestaurant, Plan } from '../planner/types';

/** Every city a plan touches: stays, days, and both ends of its transfers. */
export function planCityIds(plan: Pick<Plan, 'days' | 'stays'>): string[] {
  const ids = new Set<string>(plan.stays.map((s) => s.cityId));
  for (const d of plan.days) {
    ids.add(d.cityId);
    if (d.fromCityId) ids.add(d.fromCityId);
    for (const it of d.items) {
      ids.add(it.cityId);
      if (it.kind === 'transfer') ids.add(it.fromCityId).add(it.toCityId);
    }
  }
  return [...ids].sort();
}

/** A place of one of the given cities, as the catalog has it (the same lookup addPlace makes). */
export function catalogPlace(catalog: Catalog, cityIds: string[], placeId: string): CatalogPlace | null {
  for (const cityId of cityIds) {
    const attraction = catalog.attractions(cityId).find((a) => a.id === placeId);
    if (attraction) return { kind: 'attraction', place: attraction };
    const restaurant = catalog.restaurants(cityId).find((r) => r.id === placeId);
    if (restaurant) return { kind: 'restaurant', place: restaurant };
  }
  return null;
}

/** What edits of this plan read from the catalog: its cities and the catalog entries of its places. */
export function catalogSlice(catalog: Catalog, plan: Pick<Plan, 'days' | 'stays'>): CatalogSlice {
  const cityIds = planCityIds(plan);
  const cities = cityIds.flatMap((id) => catalog.city(id) ?? []);
  const attractions = new Map<string, CatalogAttraction>();
  const restaurants = new Map<string, CatalogRestaurant>();
  for (const d of plan.days) {
    for (const it of d.items) {
      if (it.kind === 'transfer') continue;
      const found = (it.kind === 'visit' ? catalog.attractions(it.cityId) : catalog.restaurants(it.cityId)).find(
        (p) => p.id === it.placeId,
      );
      if (found && it.kind === 'visit') attractions.set(found.id, found as CatalogAttraction);
      else if (found) restaurants.set(found.id, found as CatalogRestaurant);
    }
  }
  return {
    cities,
    attractions: [...attractions.values()],
    restaurants: [...restaurants.values()],
    calendar: sliceCalendar(
      catalog,
      cities,
      plan.days.map((d) => d.date),
    ),
  };
}

/** The calendar of the slice's cities on the plan's dates: what their transit closures need in the browser. */
function sliceCalendar(catalog: Catalog, cities: CatalogCity[], dates: string[]): SliceCalendar {
  const holidays: SliceCalendar['holidays'] = {};
  const dateRules: SliceCalendar['dateRules'] = {};
  const holiday = catalog.holiday;
  const countries = new Set(cities.flatMap((c) => (c.countryCode ? [c.countryCode.toUpperCase()] : [])));
  if (holiday)
    for (const country of countries)
      for (const date of dates) {
        const name = holiday(country, date);
        if (name) (holidays[country] ??= {})[date] = name;
      }
  for (const city of cities) {
    for (const c of city.transitClosures ?? []) {
      const selector = splitClosureRule(c.rule)?.selector;
      if (!selector || selector === 'PH' || dateRules[selector]) continue;
      dateRules[selector] = dates.filter((date) => catalog.dateSelector?.(selector, date) ?? false);
    }
  }
  return { holidays, dateRules };
}

/**
 * A Catalog over a slice (plus places picked since): what the browser gives the edit engine. It answers like the
 * server's catalog for everything in the slice; lodgings and connections are not in it (the checks that need
 * them stay the server's).
 */
export function sliceCatalog(currency: string, slice: CatalogSlice, extra: CatalogPlace[] = []): Catalog {
  const attractions = [...slice.attractions, ...extra.flatMap((p) => (p.kind === 'attraction' ? [p.place] : []))];
  const restaurants = [...slice.restaurants, ...extra.flatMap((p) => (p.kind === 'restaurant' ? [p.place] : []))];
  const unique = <T extends { id: string }>(list: T[]) => [...new Map(list.map((x) => [x.id, x])).values()];
  const cities: CatalogCity[] = slice.cities;
  const calendar = slice.calendar;
  return createMemoryCatalog({
    currency,
    cities,
    attractions: unique(attractions),
    restaurants: unique(restaurants),
    lodgings: [],
    connections: [],
    // The server's calendar on the trip's dates: a date outside them has no holiday and no date rule here.
    ...(calendar
      ? {
          holiday: holidayLookup({ countries: calendar.holidays }),
          dateSelector: (selector: string, date: string) => calendar.dateRules[selector]?.includes(date) ?? false,
        }
      : {}),
  });
}
