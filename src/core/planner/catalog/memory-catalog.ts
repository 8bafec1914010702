import type { DateSelectorLookup, HolidayLookup } from '../../time/closure-rules';
import type { Catalog, CatalogAttraction, CatalogCity, CatalogLodging, CatalogRestaurant, IntercityOption } from '../catalog-types';

/** Plain data for a Catalog; connections without `date` run every day. Benchmarks and tests build these. */
export interface MemoryCatalogData {
  currency: string;
  cities: CatalogCity[];
  attractions: CatalogAttraction[];
  restaurants: CatalogRestaurant[];
  lodgings: CatalogLodging[];
  connections: Array<IntercityOption & { date?: string }>;
  /** The calendar's lookups (Catalog.holiday, Catalog.dateSelector), passed through. */
  holiday?: HolidayLookup;
  dateSelector?: DateSelectorLookup;
}

function groupBy<T>(list: T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of list) {
    const k = key(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** An in-memory Catalog with indexes built once; every list is sorted by id so planning is deterministic. */
export function createMemoryCatalog(data: MemoryCatalogData): Catalog {
  const cities = new Map(data.cities.map((c) => [c.id, c]));
  const sortedCities = [...data.cities].sort(byId);
  const attractions = groupBy([...data.attractions].sort(byId), (x) => x.cityId);
  const restaurants = groupBy([...data.restaurants].sort(byId), (x) => x.cityId);
  const lodgings = groupBy([...data.lodgings].sort(byId), (x) => x.cityId);
  const connections = groupBy([...data.connections].sort(byId), (x) => `${x.fromCityId}>${x.toCityId}`);
  return {
    currency: data.currency,
    city: (id) => cities.get(id),
    cities: (filter) => (filter?.region ? sortedCities.filter((c) => c.regions.includes(filter.region as string)) : sortedCities),
    attractions: (cityId) => attractions.get(cityId) ?? [],
    restaurants: (cityId) => restaurants.get(cityId) ?? [],
    lodgings: (cityId) => lodgings.get(cityId) ?? [],
    connections: (from, to, date) => (connections.get(`${from}>${to}`) ?? []).filter((o) => o.date === undefined || o.date === date),
    ...(data.holiday ? { holiday: data.holiday } : {}),
    ...(data.dateSelector ? { dateSelector: data.dateSelector } : {}),
  };
}
