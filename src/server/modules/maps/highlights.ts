import { MAP_LIMITS, type MapFeature, type MapHighlights, type MapHighlightsQuery } from '../../../core/api/maps';
import { matchesInterest } from '../../../core/places/interests';
import { isPlaceOpenAt } from '../../../core/places/open-state';
import { localWallTime } from '../../../core/time/dates';
import { holidays } from '../places/calendar';
import type { KbPlace, KnowledgeBase } from '../places/knowledge-base';
import { presentPlaceSummary } from '../places/places.presenter';
import { groupByCell } from './clusters';
import { highlightsJson } from './highlights-json';
import { placeIndex, type PlaceIndex } from './place-index';

/**
 * List positions of the places in the box (from the position index, in knowledge-base order) passing the cheap
 * tests (category, interest, price), then being open (special closures included), memoised per rule and day.
 */
function matching(kb: KnowledgeBase, index: PlaceIndex, q: MapHighlightsQuery, nowMs: number): readonly number[] {
  const inside = index.query(q.bbox);
  if (!q.category && !q.interest && q.maxPrice === undefined && !q.openAt && !q.openNow) return inside;
  const all = kb.everyPlace;
  const holiday = holidays();
  const nowIn = new Map<string, string>();
  const localNow = (timeZone: string) => nowIn.get(timeZone) ?? nowIn.set(timeZone, localWallTime(nowMs, timeZone)).get(timeZone)!;
  return inside.filter((i) => {
    const { place: p, destination: d } = all[i]!;
    return (
      (!q.category || p.category === q.category) &&
      (!q.interest || matchesInterest(p, q.interest)) &&
      (q.maxPrice === undefined || p.price <= q.maxPrice) &&
      (!q.openAt || isPlaceOpenAt(p, d.country, q.openAt, holiday)) &&
      (!q.openNow || isPlaceOpenAt(p, d.country, localNow(d.timeZone), holiday))
    );
  });
}

type Cluster = Extract<MapFeature, { type: 'cluster' }>;
/** A feature before it is presented: a place, or a cluster of several. */
type Picked = KbPlace | Cluster;
const isCluster = (f: Picked): f is Cluster => 'type' in f;

/**
 * Places inside a bounding box for the map. Below zoom 11 (or when there are more than `limit`) they are
 * clustered on a grid whose cell shrinks as the zoom grows, each cluster (in the order of its first place) at the
 * mean position of its places, pointing at its most popular place (the first of equals).
 */
function pick(kb: KnowledgeBase, q: MapHighlightsQuery, nowMs: number) {
  const all = kb.everyPlace;
  const index = placeIndex(all);
  const inside = matching(kb, index, q, nowMs);
  const clustered = q.zoom < MAP_LIMITS.clusterBelowZoom || inside.length > q.limit;
  const head = { zoom: q.zoom, clustered, total: inside.length };
  if (!clustered) {
    const top = Array.from(inside, (i) => all[i]!).sort((a, b) => b.place.popularity - a.place.popularity);
    return { ...head, features: top as Picked[] };
  }
  const { first, count, sumLat, sumLon, top } = groupByCell(index, inside, q.bbox, 360 / 2 ** (q.zoom + 3));
  const features: Picked[] = [];
  for (let g = 0; g < Math.min(first.length, q.limit); g++) {
    const n = count[g]!;
    if (n === 1) features.push(all[first[g]!]!);
    else
      features.push({
        type: 'cluster',
        coordinates: { lat: Math.round((sumLat[g]! / n) * 1e5) / 1e5, lon: Math.round((sumLon[g]! / n) * 1e5) / 1e5 },
        count: n,
        topPlaceId: all[top[g]!]!.place.id,
      });
  }
  return { ...head, features };
}

export function mapHighlights(kb: KnowledgeBase, q: MapHighlightsQuery, nowMs: number): MapHighlights {
  const { features, ...head } = pick(kb, q, nowMs);
  return { ...head, features: features.map((f) => (isCluster(f) ? f : { type: 'place', place: presentPlaceSummary(f) })) };
}

/**
 * The highlights as `JSON.stringify(mapHighlights(...))` would write them, without presenting and serializing every
 * place again (each place's JSON is made once), with a shorter string that determines them, for the ETag.
 */
export function mapHighlightsJson(kb: KnowledgeBase, q: MapHighlightsQuery, nowMs: number) {
  const { features, ...head } = pick(kb, q, nowMs);
  return highlightsJson(head, features);
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
