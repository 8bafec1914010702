import type {
  Catalog,
  CatalogAttraction,
  CatalogCity,
  CatalogLodging,
  CatalogRestaurant,
  CatalogRoomType,
  IntercityOption,
} from '../../../src/core/planner/types';
import type { HouseRule } from '../../../src/core/trip-request/schema';
import type { AccommodationRow, DistanceLookup, RefTables } from '../eval/sandbox';
import { uniquelyNamed } from './names';
import { cityTimeZone } from './time-zones';

/**
 * Sole-planning mode: a query's reference information as the engine's Catalog. Money becomes integer cents.
 * Flights exist only on the legs and dates the reference information lists; self-driving and taxi exist for
 * any pair the distance matrix can cost (what the evaluator accepts), priced per vehicle as the evaluator does.
 */
const ROOM_TYPES: Record<string, CatalogRoomType> = {
  'Entire home/apt': 'entire',
  'Private room': 'private',
  'Shared room': 'shared',
  'Hotel room': 'hotel-room',
};
const RULES: [string, HouseRule][] = [
  ['No parties', 'parties'],
  ['No smoking', 'smoking'],
  ['No children under 10', 'children-under-10'],
  ['No visitors', 'visitors'],
  ['No pets', 'pets'],
];
const cents = (usd: number) => Math.round(usd * 100);

export function parseDurationMinutes(text: string): number {
  const d = /(\d+)\s*days?/.exec(text);
  const h = /(\d+)\s*hours?/.exec(text);
  const m = /(\d+)\s*min/.exec(text);
  return (d ? +d[1]! * 1440 : 0) + (h ? +h[1]! * 60 : 0) + (m ? +m[1]! : 0);
}

export interface TpCatalogInput {
  origin: string;
  tables: RefTables;
  /** Cities the reference information covers (attractions/restaurants/accommodations or a flight leg). */
  cities: string[];
  distance: DistanceLookup;
  cityState: Map<string, string>;
}

export function lodgingFromRow(row: AccommodationRow, id: string): CatalogLodging {
  return {
    id,
    cityId: row.city,
    name: row.name,
    coordinates: null,
    pricePerNight: cents(row.price),
    roomType: ROOM_TYPES[row.roomType] ?? 'private',
    maxOccupancy: Math.max(1, row.maximumOccupancy),
    minimumNights: Math.max(1, Math.ceil(row.minimumNights)),
    forbids: RULES.filter(([text]) => row.houseRules.includes(text)).map(([, rule]) => rule),
    rating: row.reviewRate,
  };
}

export function createTravelPlannerCatalog(input: TpCatalogInput): Catalog {
  const { tables, distance, cityState } = input;
  const cityIds = [...new Set([input.origin, ...input.cities])].sort();
  const cityById = new Map<string, CatalogCity>(
    cityIds.map((id) => [
      id,
      {
        id,
        name: id,
        regions: cityState.has(id) ? [cityState.get(id)!] : [],
        timeZone: cityTimeZone(id, cityState.get(id)),
        coordinates: null,
        defaultLocalMinutes: 20,
      },
    ]),
  );

  // Plans name places, and the evaluator finds them by substring: only names that identify one row are usable.
  const attractions = uniquelyNamed(tables.attractions).filter((a) => !a.name.includes(';'));
  const restaurants = uniquelyNamed(tables.restaurants);
  const lodgings = uniquelyNamed(tables.accommodations);
  const byCity = <T extends { city: string }, U>(rows: T[], map: (r: T, n: number) => U) => {
    const out = new Map<string, U[]>();
    rows.forEach((r, n) => {
      const list = out.get(r.city) ?? [];
      list.push(map(r, n));
      out.set(r.city, list);
    });
    return out;
  };
  const attractionsByCity = byCity(attractions, (a, n): CatalogAttraction => ({
    id: `att-${n}`,
    cityId: a.city,
    name: a.name,
    coordinates: Number.isFinite(a.latitude) ? { lat: a.latitude, lon: a.longitude } : null,
    openingHours: null,
    visitMinutes: 90,
    popularity: 50,
    category: 'attraction',
    tags: [],
    price: 0,
  }));
  const restaurantsByCity = byCity(restaurants, (r, n): CatalogRestaurant => ({
    id: `rest-${n}`,
    cityId: r.city,
    name: r.name,
    coordinates: null,
    openingHours: null,
    visitMinutes: 60,
    popularity: Math.round(r.rating * 20),
    cuisines: r.cuisines
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    costPerPerson: cents(r.averageCost),
    rating: r.rating,
  }));
  const lodgingsByCity = byCity(lodgings, (a, n) => lodgingFromRow(a, `stay-${n}`));

  const ground = (from: string, to: string): IntercityOption[] => {
    const row = distance(from, to);
    if (!row || row.duration === null || row.distance === null || row.duration.includes('day')) return [];
    const km = Number(row.distance.replace('km', '').replace(/,/g, '').trim());
    const durationMinutes = parseDurationMinutes(row.duration);
    const base = { fromCityId: from, toCityId: to, durationMinutes, distanceKm: km, priceUnit: 'vehicle' as const };
    return [
      { ...base, id: `drive:${from}:${to}`, mode: 'self-drive', price: cents(Math.trunc(km * 0.05)), vehicleCapacity: 5 },
      { ...base, id: `taxi:${from}:${to}`, mode: 'taxi', price: cents(Math.trunc(km)), vehicleCapacity: 4 },
    ];
  };

  return {
    currency: 'USD',
    city: (id) => cityById.get(id),
    cities: (filter) => [...cityById.values()].filter((c) => !filter?.region || c.regions.includes(filter.region)),
    attractions: (id) => attractionsByCity.get(id) ?? [],
    restaurants: (id) => restaurantsByCity.get(id) ?? [],
    lodgings: (id) => lodgingsByCity.get(id) ?? [],
    connections: (from, to, date) => {
      if (!cityById.has(from) || !cityById.has(to) || from === to) return [];
      const flights = tables.flights
        .filter((f) => f.origin === from && f.dest === to && f.date === date)
        .map((f): IntercityOption => ({
          id: `flight:${f.flightNumber}:${date}`,
          mode: 'flight',
          fromCityId: from,
          toCityId: to,
          service: f.flightNumber,
          departure: f.depTime,
          arrival: f.arrTime,
          arrivalDayOffset: arrivalDayOffset(f.depTime, f.arrTime),
          durationMinutes: parseDurationMinutes(f.elapsed),
          distanceKm: Math.round(f.distance * 1.609344),
          price: cents(f.price),
          priceUnit: 'person',
        }));
      return [...flights, ...ground(from, to)];
    },
  };
}

/** Local arrival earlier than local departure means the next day (no domestic flight spans 24 hours). */
function arrivalDayOffset(dep: string, arr: string): number {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return toMin(arr) < toMin(dep) ? 1 : 0;
}
