import type { ItineraryDetail } from '../../../../core/api/trips';
import type { PlaceSummary } from '../../../../core/api/places';
import { createMemoryCatalog } from '../../../../core/planner/catalog/memory-catalog';
import type { Catalog, CatalogAttraction, CatalogRestaurant } from '../../../../core/planner/types';
import { partySize } from '../../../../core/trip-request/derive';

/** A place picked in "Add a place", known before the server has it in the plan. */
export type PickedPlace = Partial<PlaceSummary> & { id: string; name: string; destinationId: string };

/**
 * The browser's view of the catalog, built from what the itinerary document carries (its places, items and
 * cities). Faithful for the time-based checks (opening hours, overlaps, day window, meals, pace, travel time);
 * prices and lodging are approximations, so only those checks are run locally (see local-report.ts).
 */
export function clientCatalog(detail: Pick<ItineraryDetail, 'plan' | 'places' | 'cities' | 'request'>, picked: PickedPlace[] = []): Catalog {
  const people = Math.max(1, partySize(detail.request));
  const attractions = new Map<string, CatalogAttraction>();
  const restaurants = new Map<string, CatalogRestaurant>();
  for (const day of detail.plan.days) {
    for (const it of day.items) {
      if (it.kind === 'transfer') continue;
      const info = detail.places[it.placeId];
      const base = {
        id: it.placeId, cityId: it.cityId, name: it.name, coordinates: it.coordinates ?? info?.coordinates ?? null,
        openingHours: info ? info.openingHours : null, visitMinutes: Math.max(5, it.endMinute - it.startMinute), popularity: 50,
      };
      if (it.kind === 'visit') attractions.set(it.placeId, { ...base, category: info?.category ?? 'sight', tags: [], price: Math.round(it.cost / people) });
      else restaurants.set(it.placeId, { ...base, cuisines: it.cuisines, costPerPerson: Math.round(it.cost / people) });
    }
  }
  for (const p of picked) {
    const base = {
      id: p.id, cityId: p.destinationId, name: p.name, coordinates: p.coordinates ?? null, openingHours: p.openingHours ?? null,
      visitMinutes: p.visitMinutes ?? 60, popularity: p.popularity ?? 50,
    };
    if (p.category === 'food') restaurants.set(p.id, { ...base, cuisines: p.tags ?? [], costPerPerson: p.price ?? 0 });
    else attractions.set(p.id, { ...base, category: p.category ?? 'sight', tags: p.tags ?? [], price: p.price ?? 0 });
  }
  const cities = detail.cities.map((c) => ({
    id: c.id, name: c.name, regions: [], timeZone: c.timeZone, coordinates: null,
    ...(c.country && /^[A-Z]{2}$/.test(c.country) ? { countryCode: c.country } : {}),
  }));
  return createMemoryCatalog({ currency: detail.plan.currency, cities, attractions: [...attractions.values()], restaurants: [...restaurants.values()], lodgings: [], connections: [] });
}
