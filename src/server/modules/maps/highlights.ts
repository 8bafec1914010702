import { MAP_LIMITS, type MapHighlightsQuery } from '../../../core/api/maps';
import { matchesInterest } from '../../../core/places/interests';
import { isPlaceOpenAt } from '../../../core/places/open-state';
import { localWallTime } from '../../../core/time/dates';
import { holidays } from '../places/calendar';
import type { KbPlace, KnowledgeBase } from '../places/knowledge-base';
import { presentPlaceSummary } from '../places/places.presenter';

function inBox([west, south, east, north]: readonly number[], { lat, lon }: { lat: number; lon: number }) {
  if (lat < south! || lat > north!) return false;
  return west! > east! ? lon >= west! || lon <= east! : lon >= west! && lon <= east!;
}

/**
 * The cheap tests first (box, category, interest, price); being open last (special closures included), memoised per
 * rule and day.
 */
function matching(kb: KnowledgeBase, q: MapHighlightsQuery, nowMs: number): KbPlace[] {
  const holiday = holidays();
  const nowIn = new Map<string, string>();
  const localNow = (timeZone: string) => nowIn.get(timeZone) ?? nowIn.set(timeZone, localWallTime(nowMs, timeZone)).get(timeZone)!;
  return kb.everyPlace.filter(
    ({ place: p, destination: d }) =>
      inBox(q.bbox, p.coordinates) &&
      (!q.category || p.category === q.category) &&
      (!q.interest || matchesInterest(p, q.interest)) &&
      (q.maxPrice === undefined || p.price <= q.maxPrice) &&
      (!q.openAt || isPlaceOpenAt(p, d.country, q.openAt, holiday)) &&
      (!q.openNow || isPlaceOpenAt(p, d.country, localNow(d.timeZone), holiday)),
  );
}

/**
 * Places inside a bounding box for the map. Below zoom 11 (or when there are more than `limit`) they are
 * clustered on a grid whose cell shrinks as the zoom grows, each cluster pointing at its most popular place.
 */
export function mapHighlights(kb: KnowledgeBase, q: MapHighlightsQuery, nowMs: number) {
  const inside = matching(kb, q, nowMs);
  const clustered = q.zoom < MAP_LIMITS.clusterBelowZoom || inside.length > q.limit;
  if (!clustered) {
    const top = [...inside].sort((a, b) => b.place.popularity - a.place.popularity).slice(0, q.limit);
    return {
      zoom: q.zoom,
      clustered,
      total: inside.length,
      features: top.map((p) => ({ type: 'place' as const, place: presentPlaceSummary(p) })),
    };
  }
  const cell = 360 / 2 ** (q.zoom + 3);
  const cells = new Map<string, KbPlace[]>();
  for (const p of inside) {
    const key = `${Math.floor(p.place.coordinates.lat / cell)}:${Math.floor(p.place.coordinates.lon / cell)}`;
    (cells.get(key) ?? cells.set(key, []).get(key)!).push(p);
  }
  const features = [...cells.values()].map((group) => {
    if (group.length === 1) return { type: 'place' as const, place: presentPlaceSummary(group[0]!) };
    const lat = group.reduce((s, p) => s + p.place.coordinates.lat, 0) / group.length;
    const lon = group.reduce((s, p) => s + p.place.coordinates.lon, 0) / group.length;
    const top = group.reduce((a, b) => (b.place.popularity > a.place.popularity ? b : a));
    return {
      type: 'cluster' as const,
      coordinates: { lat: Math.round(lat * 1e5) / 1e5, lon: Math.round(lon * 1e5) / 1e5 },
      count: group.length,
      topPlaceId: top.place.id,
    };
  });
  return { zoom: q.zoom, clustered, total: inside.length, features: features.slice(0, q.limit) };
}

export function mapDestinations(kb: KnowledgeBase) {
  return kb.destinations.map((d) => ({
    id: d.id,
    name: d.name,
    country: d.country,
    coordinates: d.coordinates,
    radiusKm: d.radiusKm,
    timeZone: d.timeZone,
    placeCount: kb.places(d.id).length,
  }));
}
