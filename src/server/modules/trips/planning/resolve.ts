import type { CityRef, ParseResult } from '../../../../core/api/trips';
import { normalizeName } from '../../../../core/geo/normalize';
import { parseTripText } from '../../../../core/parser/index';
import { createNameResolver, type NameResolver } from '../../../../core/parser/resolve';
import { CONTINENTS } from '../../../../core/places/schema';
import { TripRequestSchema, type TripRequest } from '../../../../core/trip-request/schema';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { catalogFor } from './catalog';

const resolvers = new WeakMap<KnowledgeBase, { version: unknown; resolver: NameResolver }>();

/** The shared name rules (core/parser/resolve.ts) over this knowledge base, rebuilt when an import changes it. */
function resolverFor(kb: KnowledgeBase): NameResolver {
  const hit = resolvers.get(kb);
  if (hit && hit.version === kb.version) return hit.resolver;
  const resolver = createNameResolver(kb.destinations.map((d) => ({ ...d, places: kb.places(d.id).map((p) => p.place) })));
  resolvers.set(kb, { version: kb.version, resolver });
  return resolver;
}

/** A typed city name to a curated destination id: exact id, the name with case and accents folded, or an alias ("NYC"). */
export function resolveCity(kb: KnowledgeBase, name: string): string | undefined {
  if (kb.destination(name)) return name;
  return resolverFor(kb).city(name);
}

/**
 * Catalog regions are a city's country code, continent and subdivision ('PT', 'europe', 'ID-BA'); people write
 * "Portugal", "Europe", "Bali".
 */
export function resolveRegion(kb: KnowledgeBase, name: string): string | undefined {
  const key = normalizeName(name);
  const continent = CONTINENTS.find((c) => c.replace('-', ' ') === key);
  if (continent) return continent;
  if (/^[A-Za-z]{2}$/.test(name) && kb.countries.has(name.toUpperCase())) return name.toUpperCase();
  for (const c of kb.countries.values()) if (normalizeName(c.name) === key) return c.code;
  // A state or province a destination lies in ("Bali", "Tuscany", "California"), by name, alias or ISO 3166-2 code.
  for (const d of kb.destinations) {
    const s = d.subdivision;
    if (s && (s.code === name.toUpperCase() || [s.name, ...(s.aliases ?? [])].some((n) => normalizeName(n) === key))) return s.code;
  }
  return undefined;
}

/** Region stops written as names become catalog region keys; other stops are left as given. */
export function normalizeRegions(kb: KnowledgeBase, request: TripRequest): TripRequest {
  return {
    ...request,
    destinations: request.destinations.map((d) => (d.kind === 'region' ? { ...d, region: resolveRegion(kb, d.region) ?? d.region } : d)),
  };
}

export function cityRef(kb: KnowledgeBase, id: string): CityRef | null {
  const d = kb.destination(id);
  return d ? { id: d.id, name: d.name, country: d.country, timeZone: d.timeZone } : null;
}

/** The built-in parser with names resolved against the knowledge base (POST /itineraries/parse, text generation). */
export function parseWithKnowledgeBase(
  kb: KnowledgeBase,
  text: string,
  opts: { today: string; defaultCurrency?: string },
): ParseResult & { parsed: TripRequest | null } {
  const unknown = new Set<string>();
  const known = new Set<string>();
  const result = parseTripText(text, {
    today: opts.today,
    // Which cities a region holds does not depend on the currency: any supported one answers.
    citiesInRegion: (region) => catalogFor(kb, 'USD').cities({ region }).length,
    inRegion: (cityId, region) => catalogFor(kb, 'USD').city(cityId)?.regions.includes(region) ?? false,
    ...(opts.defaultCurrency ? { defaultCurrency: opts.defaultCurrency } : {}),
    resolvePlace: (name, kind, near) => {
      const id =
        kind === 'city'
          ? resolveCity(kb, name)
          : kind === 'place' || kind === 'sight'
            ? resolverFor(kb).place(name, near, kind === 'sight')
            : resolveRegion(kb, name);
      // Unknown only if no way of reading it found it ("Machu Picchu" is no city, but it is a place).
      if (!id) unknown.add(name);
      else known.add(name);
      return id;
    },
  });
  const checked = result.request ? TripRequestSchema.safeParse(result.request) : null;
  const parsed = checked?.success ? normalizeRegions(kb, checked.data) : null;
  // The cities of the plan, or of the draft when the request is not complete yet (no dates, say): the form keeps them.
  const stops = parsed?.destinations ?? result.draft.destinations;
  const destinations = stops.flatMap((d) => (d.kind === 'city' ? [cityRef(kb, d.cityId)].filter((x): x is CityRef => x !== null) : []));
  return {
    request: parsed as unknown as Record<string, unknown> | null,
    draft: (parsed ?? result.draft) as unknown as Record<string, unknown>,
    parsed,
    understood: result.understood.map((u) => ({ field: u.field, text: u.text, value: u.value })),
    assumptions: result.assumptions,
    missing: [...result.missing],
    // A day trip we hold no data for is left out with an assumption, not a place still needed.
    unknownPlaces: [...unknown].filter((n) => !known.has(n) && !result.intent.outings?.includes(n)),
    destinations,
  };
}
