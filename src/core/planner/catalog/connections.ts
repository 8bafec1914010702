import { haversineKm } from '../../geo/distance';
import { linkDepartures, type TransportLink } from '../../places/links';
import { transitClosureOn, type DateSelectorLookup, type HolidayLookup } from '../../time/closure-rules';
import { coachEstimate, roadKm } from './road';
import type { CatalogCity, IntercityOption } from '../catalog-types';

/**
 * Inter-city options for the curated catalog. A pair with real links (data/transport/links.json) gets those
 * services at their real durations and departures; other pairs get labelled estimates. Flights are door to
 * door: transfer to the airport, check-in and security, time in the air, transfer into town. Driving carries
 * hire, fuel, tolls and parking, and never enters a car-free city. Ground services do not run on a city's
 * transit-closure days (London on 25 December). Estimated rail and coach have no timetable on file, so like
 * driving and taxis they leave when the day suits (planner/departure.ts), not at a made-up fixed hour.
 */
export const AIRPORT_ACCESS_MIN = 45;
export const CHECK_IN_MIN = { domestic: 60, international: 90 } as const;
export const AIRPORT_EGRESS_MIN = 45;

export interface ConnectionContext {
  links: readonly TransportLink[];
  /** Minor units of the catalog currency for an amount in minor units of another currency (throws without a rate). */
  convert: (minor: number, currency: string) => number;
  /** Catalog minor units for US dollars (major). */
  usd: ((major: number) => number) | null;
  carFree: ReadonlySet<string>;
  holiday: HolidayLookup;
  dateSelector: DateSelectorLookup;
}

export function doorToDoorFlight(airMinutes: number, domestic: boolean): number {
  return AIRPORT_ACCESS_MIN + CHECK_IN_MIN[domestic ? 'domestic' : 'international'] + airMinutes + AIRPORT_EGRESS_MIN;
}

function linksBetween(links: readonly TransportLink[], a: string, b: string): TransportLink[] {
  return links.filter((l) => (l.from === a && l.to === b) || (l.from === b && l.to === a));
}

function fromLink(l: TransportLink, a: CatalogCity, b: CatalogCity, ctx: ConnectionContext, km: number): IntercityOption[] {
  const domestic = a.countryCode === b.countryCode;
  const minutes = l.mode === 'flight' ? doorToDoorFlight(l.minutes, domestic) : l.minutes;
  const typical = Math.round(l.price.min + (l.price.max - l.price.min) * 0.35);
  let price: number;
  try {
    price = ctx.convert(typical, l.price.currency);
  } catch {
    return [];
  } // no rate: the link is unusable here
  return linkDepartures(l).map((dep) => ({
    id: `link-${a.id}-${b.id}-${l.mode}-${dep.replace(':', '')}`,
    mode: l.mode,
    fromCityId: a.id,
    toCityId: b.id,
    service: l.name,
    departure: dep,
    durationMinutes: minutes,
    distanceKm: km,
    price,
    priceUnit: 'person' as const,
  }));
}

/** Countries (and Europe) where trains link most cities, so a pair with no sourced service may be estimated by rail. */
const RAIL_COUNTRIES = new Set(['JP', 'KR', 'CN', 'TW', 'IN']);
const railLand = (c: CatalogCity) => c.regions.includes('europe') || RAIL_COUNTRIES.has(c.countryCode ?? '');

const transitClosed = (c: CatalogCity, date: string, ctx: ConnectionContext) => transitClosureOn(c, date, ctx) !== null;

export function curatedConnections(a: CatalogCity, b: CatalogCity, date: string, ctx: ConnectionContext): IntercityOption[] {
  if (!a.coordinates || !b.coordinates) return [];
  const straight = haversineKm(a.coordinates, b.coordinates);
  const km = roadKm(straight);
  const links = linksBetween(ctx.links, a.id, b.id);
  const out: IntercityOption[] = links.flatMap((l) => fromLink(l, a, b, ctx, km));
  const usd = ctx.usd;
  const domestic = a.countryCode === b.countryCode;
  const crossesWater = links.some((l) => l.mode === 'ferry');
  if (usd) {
    // A labelled estimate: `tag` names its id (est-<tag>-from-to), per person unless a vehicle's capacity is given.
    const estimate = (tag: string, mode: IntercityOption['mode'], service: string, minutes: number, usdPrice: number, seats?: number) =>
      out.push({
        fromCityId: a.id,
        toCityId: b.id,
        distanceKm: km,
        id: `est-${tag}-${a.id}-${b.id}`,
        mode,
        service,
        durationMinutes: Math.round(minutes),
        price: usd(usdPrice),
        ...(seats ? { priceUnit: 'vehicle' as const, vehicleCapacity: seats } : { priceUnit: 'person' as const }),
      });
    const flightMinutes = doorToDoorFlight(Math.round(30 + ((straight * 1.05) / 800) * 60), domestic);
    // No estimated flight where a sourced train is about as fast door to door (Tokyo-Kyoto: the Shinkansen takes
    // 2 h 15; a flight, with the airports, ~3 h 30 and lands in Osaka): nobody flies there, however cheap.
    const trainAsFast = links.some((l) => l.mode === 'train' && l.minutes <= flightMinutes + 30);
    if (straight > 350 && !links.some((l) => l.mode === 'flight') && !trainAsFast)
      estimate('flight', 'flight', 'Flight (estimated, door to door)', flightMinutes, 50 + 0.09 * km);
    const sameLand = !crossesWater && (domestic || (a.regions.includes('europe') && b.regions.includes('europe')));
    if (!links.length && sameLand && km <= 700) {
      // Estimated rail only where intercity trains are the norm; elsewhere (most of the Americas, Africa, Oceania)
      // a pair without a sourced service gets a coach, not a made-up train.
      if (railLand(a) && railLand(b))
        estimate('train', 'train', 'Rail (estimated, no timetable on file)', (km / 85) * 60 + 20, 10 + 0.12 * km);
      const coach = coachEstimate(km);
      estimate('bus', 'bus', 'Coach (estimated, no timetable on file)', coach.minutes, coach.usd);
    }
    if (sameLand && km <= 900 && !ctx.carFree.has(a.id) && !ctx.carFree.has(b.id)) {
      // One day's hire, fuel (~8 l/100 km), tolls where they apply and a day's parking at the far end.
      const hire = 55;
      const fuel = km * 0.08 * 1.9;
      const tolls = a.regions.includes('europe') ? km * 0.07 : 0;
      const service = 'Hire car (hire, fuel, tolls and parking included)';
      estimate('drive', 'self-drive', service, (km / 75) * 60 + 15, hire + fuel + tolls + 25, 5);
    }
    if (sameLand && km <= 150) estimate('taxi', 'taxi', 'Taxi / private transfer', (km / 60) * 60 + 5, 5 + 1.5 * km, 4);
  }
  const groundOff = transitClosed(a, date, ctx) || transitClosed(b, date, ctx);
  return groundOff ? out.filter((o) => o.mode !== 'train' && o.mode !== 'bus' && o.mode !== 'ferry') : out;
}
