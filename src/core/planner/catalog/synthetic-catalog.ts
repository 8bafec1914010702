import { haversineKm } from '../../geo/distance';
import type { HouseRule } from '../../trip-request/schema';
import type { Catalog, CatalogAttraction, CatalogCity, CatalogLodging, CatalogRestaurant, IntercityOption } from '../catalog-types';
import { createMemoryCatalog } from './memory-catalog';

/** Seeded generator of plausible catalogs for tests and benchmarks (never product data). */
export interface SyntheticOptions {
  seed: number;
  cities?: number;
  attractionsPerCity?: number;
  restaurantsPerCity?: number;
  lodgingsPerCity?: number;
  /** Share of attractions with restrictive hours (0..1). */
  closedness?: number;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ATTR_HOURS = [
  'Mo-Su 09:00-18:00',
  'Tu-Su 10:00-18:00; Mo off',
  'Mo-Fr 10:00-17:00',
  'We-Su 12:00-20:00',
  'Mo-Sa 09:30-19:00; Su off',
];
const REST_HOURS = ['Mo-Su 07:00-23:00', 'Mo-Su 11:30-15:00,18:00-23:00', 'Tu-Su 12:00-22:30; Mo off', 'Mo-Su 07:30-11:00,12:00-22:00'];
export const SYNTH_CUISINES = ['italian', 'french', 'chinese', 'mexican', 'indian', 'american', 'mediterranean', 'japanese', 'local'];
const CATEGORIES = ['museum', 'landmark', 'nature', 'viewpoint', 'market'];
const TAGS = ['art', 'history', 'views', 'family', 'food', 'architecture', 'outdoors'];
const RULES: HouseRule[] = ['pets', 'smoking', 'parties', 'children-under-10', 'visitors'];
const ZONES = ['Europe/Paris', 'Europe/London', 'Europe/Lisbon'];

export function generateCatalog(o: SyntheticOptions): Catalog {
  const rnd = mulberry32(o.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const nCities = o.cities ?? 6;
  const closed = o.closedness ?? 0.5;
  const cities: CatalogCity[] = [];
  const attractions: CatalogAttraction[] = [];
  const restaurants: CatalogRestaurant[] = [];
  const lodgings: CatalogLodging[] = [];
  for (let i = 0; i < nCities; i++) {
    const id = `c${i}`;
    const center = { lat: 44 + rnd() * 6, lon: -2 + rnd() * 14 };
    cities.push({
      id,
      name: `City ${i}`,
      regions: [i % 2 === 0 ? 'north' : 'south', 'all'],
      timeZone: pick(ZONES),
      coordinates: center,
      defaultLocalMinutes: 20,
      countryCode: 'FR',
    });
    const near = () => (rnd() < 0.08 ? null : { lat: center.lat + (rnd() - 0.5) * 0.05, lon: center.lon + (rnd() - 0.5) * 0.07 });
    for (let k = 0; k < (o.attractionsPerCity ?? 25); k++) {
      attractions.push({
        id: `${id}-a${k}`,
        cityId: id,
        name: `Sight ${k} of city ${i}`,
        coordinates: near(),
        openingHours: rnd() < 0.15 ? null : rnd() < closed ? pick(ATTR_HOURS) : 'Mo-Su 08:00-22:00',
        visitMinutes: pick([30, 45, 60, 90, 120, 150]),
        popularity: int(10, 100),
        category: pick(CATEGORIES),
        tags: [pick(TAGS), pick(TAGS)].filter((t, j, a) => a.indexOf(t) === j),
        price: rnd() < 0.4 ? 0 : int(3, 30) * 100,
        stepFree: rnd() < 0.2 ? false : true,
      });
    }
    for (let k = 0; k < (o.restaurantsPerCity ?? 30); k++) {
      const cuisines = [pick(SYNTH_CUISINES), pick(SYNTH_CUISINES)].filter((t, j, a) => a.indexOf(t) === j);
      restaurants.push({
        id: `${id}-r${k}`,
        cityId: id,
        name: `Eatery ${k} of city ${i}`,
        coordinates: near(),
        openingHours: rnd() < 0.2 ? null : pick(REST_HOURS),
        visitMinutes: pick([45, 60, 75, 90]),
        popularity: int(10, 100),
        cuisines,
        costPerPerson: int(8, 60) * 100,
        rating: Math.round((2.5 + rnd() * 2.5) * 10) / 10,
        ...(rnd() < 0.3 ? { meals: ['lunch', 'dinner'] as const } : {}),
        diets: rnd() < 0.5 ? ['vegetarian'] : [],
      } as CatalogRestaurant);
    }
    for (let k = 0; k < (o.lodgingsPerCity ?? 8); k++) {
      lodgings.push({
        id: `${id}-l${k}`,
        cityId: id,
        name: `Stay ${k} of city ${i}`,
        coordinates: near(),
        pricePerNight: int(40, 300) * 100,
        roomType: pick(['entire', 'private', 'shared', 'hotel-room'] as const),
        maxOccupancy: int(1, 6),
        minimumNights: rnd() < 0.7 ? 1 : int(2, 4),
        forbids: RULES.filter(() => rnd() < 0.25),
        rating: Math.round((3 + rnd() * 2) * 10) / 10,
      });
    }
  }
  const connections: IntercityOption[] = [];
  for (const a of cities) {
    for (const b of cities) {
      if (a === b || !a.coordinates || !b.coordinates) continue;
      const km = Math.round(haversineKm(a.coordinates, b.coordinates) * 1.2);
      const base = { fromCityId: a.id, toCityId: b.id, distanceKm: km };
      const dur = Math.round(60 + (km / 750) * 60);
      for (const [k, dep] of ['07:10', '12:40', '18:20'].entries()) {
        if (rnd() < 0.3) continue;
        connections.push({
          ...base,
          id: `f-${a.id}-${b.id}-${k}`,
          service: `SY${100 + connections.length}`,
          mode: 'flight',
          departure: dep,
          durationMinutes: dur,
          price: (40 + Math.round(km * 0.1) + int(0, 60)) * 100,
          priceUnit: 'person',
        });
      }
      connections.push({
        ...base,
        id: `t-${a.id}-${b.id}`,
        mode: 'train',
        departure: '09:15',
        durationMinutes: Math.round((km / 120) * 60) + 10,
        price: (10 + Math.round(km * 0.12)) * 100,
        priceUnit: 'person',
      });
      connections.push({
        ...base,
        id: `d-${a.id}-${b.id}`,
        mode: 'self-drive',
        durationMinutes: Math.round((km / 80) * 60),
        price: Math.round(km * 0.05) * 100,
        priceUnit: 'vehicle',
        vehicleCapacity: 5,
      });
      if (km < 400)
        connections.push({
          ...base,
          id: `x-${a.id}-${b.id}`,
          mode: 'taxi',
          durationMinutes: Math.round((km / 70) * 60),
          price: Math.round(km * 1.0) * 100,
          priceUnit: 'vehicle',
          vehicleCapacity: 4,
        });
    }
  }
  return createMemoryCatalog({ currency: 'EUR', cities, attractions, restaurants, lodgings, connections });
}
