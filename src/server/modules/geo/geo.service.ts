import type { z } from 'zod';
import type { CityAutocompleteQuerySchema, CitySchema } from '../../../core/api/places';
import { estimateAllModes } from '../../../core/geo/travel-time';
import { normalizeName } from '../../../core/geo/normalize';
import { notFound } from '../../lib/app-error';
import type { Destination } from '../../../core/places/schema';
import type { KnowledgeBase } from '../places/knowledge-base';
import { nearestAirports } from './airports';
import { cityIndex, type City } from './city-index';

type CityOut = z.infer<typeof CitySchema>;

function presentCity(c: City, kb: KnowledgeBase, matched: CityOut['matched']): CityOut {
  return {
    geonameId: c.geonameId,
    name: c.name,
    country: c.country,
    admin: c.admin,
    population: c.population,
    coordinates: { lat: c.lat, lon: c.lon },
    destinationId: kb.destinationForGeoname(c.geonameId)?.id ?? null,
    matched,
  };
}

/** A destination's name folded for search, made once per destination (it was 120 normalizations a keystroke). */
const searchKeys = new WeakMap<Destination, string>();
function searchKey(d: Destination) {
  let key = searchKeys.get(d);
  if (key === undefined) searchKeys.set(d, (key = normalizeName(d.name)));
  return key;
}

/**
 * Curated destinations come first when their name starts with the query (they are what Wayfarer can
 * plan in detail), then GeoNames cities by population with typo tolerance.
 */
export function autocompleteCities(kb: KnowledgeBase, q: z.infer<typeof CityAutocompleteQuerySchema>): CityOut[] {
  const index = cityIndex();
  const nq = normalizeName(q.q);
  const curated = kb.destinations
    .filter((d) => searchKey(d).startsWith(nq) && (!q.country || d.country === q.country))
    .map((d) => index.get(d.geonameId))
    .filter((c): c is City => !!c)
    .map((c) => presentCity(c, kb, 'curated'));
  const seen = new Set(curated.map((c) => c.geonameId));
  const rest = index
    .search(q.q, { limit: q.limit + curated.length, country: q.country })
    .filter((m) => !seen.has(m.city.geonameId))
    .map((m) => presentCity(m.city, kb, m.matched));
  return [...curated, ...rest].slice(0, q.limit);
}

export function getCity(kb: KnowledgeBase, geonameId: number) {
  const c = cityIndex().get(geonameId);
  if (!c) throw notFound('City');
  const { matched: _m, ...city } = presentCity(c, kb, 'prefix');
  const curated = city.destinationId !== null;
  return {
    ...city,
    curated,
    message: curated
      ? null
      : `Wayfarer has no curated places for ${c.name} yet, so plans there can only include transport and lodging estimates.`,
  };
}

export async function airportsNear(q: { lat: number; lon: number; limit: number; maxKm: number }) {
  const list = await nearestAirports(q, q);
  return list.map((a) => ({
    iata: a.iata,
    name: a.name,
    country: a.country,
    coordinates: { lat: a.lat, lon: a.lon },
    timeZone: a.timeZone,
    size: a.size,
    distanceKm: a.distanceKm,
  }));
}

export function travelEstimate(from: string, to: string) {
  const [fLat, fLon] = from.split(',').map(Number) as [number, number];
  const [tLat, tLon] = to.split(',').map(Number) as [number, number];
  return estimateAllModes({ lat: fLat, lon: fLon }, { lat: tLat, lon: tLon });
}
