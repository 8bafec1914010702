import { createRequire } from 'node:module';
import { haversineKm } from '../../../core/geo/distance';

export interface Airport {
  iata: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
  size: 'large' | 'medium';
}

interface RawAirport {
  iata?: string;
  airport?: string;
  country_code?: string;
  latitude?: number | string;
  longitude?: number | string;
  time?: string;
  type?: string;
  scheduled_service?: string | boolean;
}

function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Airports with scheduled passenger service from airport-data-js, cleaned: the package has some bad
 * values (e.g. impossible elevations), so only the fields we use are taken and each is checked.
 */
export function cleanAirports(raw: RawAirport[]): Airport[] {
  const out = new Map<string, Airport>();
  for (const a of raw) {
    const iata = String(a.iata ?? '')
      .trim()
      .toUpperCase();
    const lat = Number(a.latitude);
    const lon = Number(a.longitude);
    const size = a.type === 'large_airport' ? 'large' : a.type === 'medium_airport' ? 'medium' : null;
    const scheduled = a.scheduled_service === true || String(a.scheduled_service).toUpperCase() === 'TRUE';
    if (!/^[A-Z]{3}$/.test(iata) || !size || !scheduled) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) continue;
    if (!a.time || !validTimeZone(a.time) || !a.airport || !/^[A-Z]{2}$/.test(a.country_code ?? '')) continue;
    const prev = out.get(iata);
    if (prev && prev.size === 'large') continue;
    out.set(iata, { iata, name: a.airport, country: a.country_code!, lat, lon, timeZone: a.time, size });
  }
  return [...out.values()];
}

let shared: Airport[] | null = null;

export async function airports(): Promise<Airport[]> {
  if (!shared) {
    const lib = createRequire(import.meta.url)('airport-data-js') as { getAirportByContinent(c: string): Promise<RawAirport[]> };
    const all = (await Promise.all(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'].map((c) => lib.getAirportByContinent(c)))).flat();
    shared = cleanAirports(all);
  }
  return shared;
}

export async function nearestAirports(at: { lat: number; lon: number }, opts: { limit?: number; maxKm?: number } = {}) {
  const list = await airports();
  return list
    .map((a) => ({ ...a, distanceKm: Math.round(haversineKm(at, a) * 10) / 10 }))
    .filter((a) => a.distanceKm <= (opts.maxKm ?? 300))
    .sort((x, y) => x.distanceKm - y.distanceKm)
    .slice(0, opts.limit ?? 5);
}
