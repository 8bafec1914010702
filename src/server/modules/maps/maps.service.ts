import type { MapConfig, MapSearchResult } from '../../../core/api/maps';
import { normalizeName } from '../../../core/geo/normalize';
import type { KnowledgeBase } from '../places/knowledge-base';

/** The base map: the built-in offline style unless MAP_STYLE_URL names a MapLibre style. */
export function mapConfig(styleUrl: string | undefined): MapConfig {
  return styleUrl ? { style: 'remote', styleUrl } : { style: 'offline', styleUrl: null };
}

interface Entry {
  hay: string;
  result: MapSearchResult;
  rank: number;
}
const indexes = new WeakMap<KnowledgeBase, { version: string; entries: Entry[] }>();

function indexOf(kb: KnowledgeBase): Entry[] {
  const hit = indexes.get(kb);
  if (hit && hit.version === kb.version) return hit.entries;
  const entries: Entry[] = [
    ...kb.destinations.map((d) => ({
      hay: normalizeName(d.name),
      rank: 1000,
      result: {
        kind: 'destination' as const,
        id: d.id,
        name: d.name,
        context: kb.countries.get(d.country)?.name ?? d.country,
        coordinates: d.coordinates,
      },
    })),
    ...kb.everyPlace.map(({ place: p, destination: d }) => ({
      hay: normalizeName(p.name),
      rank: p.popularity,
      result: { kind: 'place' as const, id: p.id, name: p.name, context: d.name, coordinates: p.coordinates },
    })),
  ];
  indexes.set(kb, { version: kb.version, entries });
  return entries;
}

/** Destinations first, then places; a name that starts with the query before one that only contains it. */
export function searchMap(kb: KnowledgeBase, q: string, limit: number): MapSearchResult[] {
  const needle = normalizeName(q);
  if (!needle) return [];
  const scored: Array<{ e: Entry; score: number }> = [];
  for (const e of indexOf(kb)) {
    const at = e.hay.indexOf(needle);
    if (at < 0) continue;
    const wordStart = at === 0 || e.hay[at - 1] === ' ';
    scored.push({ e, score: e.rank + (at === 0 ? 500 : wordStart ? 200 : 0) });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.e.result.name.localeCompare(b.e.result.name))
    .slice(0, limit)
    .map((s) => s.e.result);
}
