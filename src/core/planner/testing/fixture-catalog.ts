import type { TripRequestInput } from '../../trip-request/schema';
import type { Catalog, CatalogAttraction, CatalogLodging, CatalogRestaurant } from '../catalog-types';
import { createMemoryCatalog } from '../catalog/memory-catalog';

/**
 * A small hand-written catalog for unit tests: home (origin), Alpha (Paris time) and Beta (London time).
 * 2026-05-05 is a Tuesday, when Alpha's "Grand Museum" is closed.
 */
/** `restaurant`: reshape a restaurant (make some of them cafés, say) for a test about meals. */
export function buildFixtureCatalog(options: { restaurant?: (r: CatalogRestaurant) => CatalogRestaurant } = {}): Catalog {
  const A = { lat: 48.85, lon: 2.35 };
  const B = { lat: 51.5, lon: -0.12 };
  const off = (c: { lat: number; lon: number }, dLat: number, dLon: number) => ({ lat: c.lat + dLat, lon: c.lon + dLon });
  const attraction = (
    id: string,
    cityId: string,
    coords: { lat: number; lon: number },
    hours: string | null,
    extra: Partial<CatalogAttraction> = {},
  ): CatalogAttraction => ({
    id,
    cityId,
    name: id.replace(/-/g, ' '),
    coordinates: coords,
    openingHours: hours,
    visitMinutes: 90,
    popularity: 50,
    category: 'museum',
    tags: ['art'],
    price: 1000,
    stepFree: true,
    ...extra,
  });
  const restaurant = (
    id: string,
    cityId: string,
    coords: { lat: number; lon: number } | null,
    cuisines: string[],
    cost: number,
    extra: Partial<CatalogRestaurant> = {},
  ): CatalogRestaurant => ({
    id,
    cityId,
    name: id.replace(/-/g, ' '),
    coordinates: coords,
    openingHours: 'Mo-Su 07:00-23:00',
    visitMinutes: 60,
    popularity: 50,
    cuisines,
    costPerPerson: cost,
    rating: 4,
    diets: ['vegetarian'],
    ...extra,
  });
  const lodging = (id: string, cityId: string, price: number, extra: Partial<CatalogLodging> = {}): CatalogLodging => ({
    id,
    cityId,
    name: id.replace(/-/g, ' '),
    coordinates: null,
    pricePerNight: price,
    roomType: 'entire',
    maxOccupancy: 4,
    minimumNights: 1,
    forbids: [],
    rating: 4,
    ...extra,
  });
  const attractions: CatalogAttraction[] = [];
  const restaurants: CatalogRestaurant[] = [];
  for (const [cityId, c] of [
    ['alpha', A],
    ['beta', B],
  ] as const) {
    attractions.push(
      attraction(
        `${cityId}-grand-museum`,
        cityId,
        off(c, 0.002, 0.001),
        cityId === 'alpha' ? 'We-Mo 10:00-18:00; Tu off' : 'Mo-Su 10:00-18:00',
        { popularity: 95, visitMinutes: 120 },
      ),
    );
    attractions.push(
      attraction(`${cityId}-old-tower`, cityId, off(c, -0.004, 0.003), 'Mo-Su 09:00-21:00', {
        category: 'landmark',
        tags: ['views'],
        popularity: 80,
        price: 0,
      }),
    );
    attractions.push(
      attraction(`${cityId}-city-park`, cityId, off(c, 0.01, -0.01), null, {
        category: 'nature',
        tags: ['outdoors'],
        popularity: 60,
        price: 0,
        visitMinutes: 60,
      }),
    );
    attractions.push(
      attraction(`${cityId}-far-castle`, cityId, off(c, 0.09, 0.09), 'Mo-Su 10:00-17:00', {
        category: 'landmark',
        popularity: 70,
        visitMinutes: 120,
      }),
    );
    attractions.push(
      attraction(`${cityId}-night-club`, cityId, off(c, 0.001, 0.004), 'Mo-Su 21:00-03:00', {
        category: 'nightlife',
        tags: ['music'],
        popularity: 40,
        visitMinutes: 90,
      }),
    );
    attractions.push(
      attraction(`${cityId}-stairs-gallery`, cityId, off(c, -0.002, -0.002), 'Mo-Su 10:00-19:00', {
        popularity: 55,
        stepFree: false,
        visitMinutes: 45,
      }),
    );
    const cuisines = [
      ['italian'],
      ['french'],
      ['chinese'],
      ['mexican', 'american'],
      ['indian'],
      ['mediterranean'],
      ['french', 'cafe'],
      ['local'],
    ];
    cuisines.forEach((cs, i) =>
      restaurants.push(
        restaurant(
          `${cityId}-eat-${i}`,
          cityId,
          i === 5 ? null : off(c, 0.001 * i, -0.001 * i),
          cs,
          1500 + 500 * i,
          i === 0 ? { meals: ['lunch', 'dinner'] } : i === 7 ? { diets: [] } : {},
        ),
      ),
    );
  }
  const lodgings: CatalogLodging[] = [
    lodging('alpha-flat', 'alpha', 12000, { forbids: ['pets'] }),
    lodging('alpha-hostel', 'alpha', 4000, { roomType: 'shared', maxOccupancy: 1, rating: 3 }),
    lodging('alpha-house', 'alpha', 20000, { minimumNights: 3, maxOccupancy: 6, rating: 4.8 }),
    lodging('beta-flat', 'beta', 15000, { forbids: ['smoking', 'parties'] }),
    lodging('beta-room', 'beta', 9000, { roomType: 'private', maxOccupancy: 2, minimumNights: 2 }),
  ];
  const connections = [
    {
      id: 'fl-home-alpha',
      mode: 'flight' as const,
      fromCityId: 'home',
      toCityId: 'alpha',
      service: 'WF101',
      departure: '08:00',
      arrival: '09:30',
      durationMinutes: 90,
      distanceKm: 600,
      price: 9000,
      priceUnit: 'person' as const,
    },
    {
      id: 'tr-home-alpha',
      mode: 'train' as const,
      fromCityId: 'home',
      toCityId: 'alpha',
      departure: '07:00',
      arrival: '11:00',
      durationMinutes: 240,
      distanceKm: 550,
      price: 5000,
      priceUnit: 'person' as const,
    },
    {
      id: 'tr-alpha-beta',
      mode: 'train' as const,
      fromCityId: 'alpha',
      toCityId: 'beta',
      service: 'ES9',
      departure: '12:00',
      arrival: '13:30',
      durationMinutes: 150,
      distanceKm: 460,
      price: 8000,
      priceUnit: 'person' as const,
    },
    {
      id: 'fl-alpha-beta',
      mode: 'flight' as const,
      fromCityId: 'alpha',
      toCityId: 'beta',
      service: 'WF202',
      departure: '18:00',
      arrival: '18:20',
      durationMinutes: 80,
      distanceKm: 350,
      price: 6000,
      priceUnit: 'person' as const,
    },
    {
      id: 'fl-beta-home',
      mode: 'flight' as const,
      fromCityId: 'beta',
      toCityId: 'home',
      service: 'WF303',
      departure: '16:00',
      arrival: '19:30',
      durationMinutes: 150,
      distanceKm: 900,
      price: 11000,
      priceUnit: 'person' as const,
    },
    {
      id: 'tx-beta-home',
      mode: 'taxi' as const,
      fromCityId: 'beta',
      toCityId: 'home',
      durationMinutes: 600,
      distanceKm: 900,
      price: 90000,
      priceUnit: 'vehicle' as const,
      vehicleCapacity: 4,
    },
    {
      id: 'fl-alpha-home',
      mode: 'flight' as const,
      fromCityId: 'alpha',
      toCityId: 'home',
      service: 'WF404',
      departure: '17:00',
      arrival: '18:30',
      durationMinutes: 90,
      distanceKm: 600,
      price: 9000,
      priceUnit: 'person' as const,
    },
  ];
  return createMemoryCatalog({
    currency: 'EUR',
    cities: [
      {
        id: 'home',
        name: 'Home',
        regions: ['homeland'],
        timeZone: 'Europe/Berlin',
        coordinates: { lat: 52.52, lon: 13.4 },
        countryCode: 'DE',
      },
      { id: 'alpha', name: 'Alpha', regions: ['west'], timeZone: 'Europe/Paris', coordinates: A, countryCode: 'FR' },
      { id: 'beta', name: 'Beta', regions: ['west'], timeZone: 'Europe/London', coordinates: B, countryCode: 'GB' },
    ],
    attractions,
    restaurants: options.restaurant ? restaurants.map(options.restaurant) : restaurants,
    lodgings,
    connections,
  });
}

/** Home -> Alpha (3 days) -> Beta -> home, 6 days from Monday 2026-05-04, two adults. */
export function buildRequest(overrides: Partial<TripRequestInput> = {}): TripRequestInput {
  return {
    origin: 'home',
    destinations: [
      { kind: 'city', cityId: 'alpha', days: 3 },
      { kind: 'city', cityId: 'beta', days: 2 },
    ],
    orderFixed: true,
    startDate: '2026-05-04',
    days: 6,
    travellers: { adults: 2, childAges: [], pets: 0 },
    budget: { amount: 300000, currency: 'EUR' },
    ...overrides,
  };
}
