import { normalizeName } from '../geo/normalize';

/**
 * Names people write → curated ids, shared by the server's parser endpoint and the tests. Cities match their
 * name or an alias ("NYC", "New York", "Roma", "Wien"); places match their name, an alias, or a run of whole
 * words of their name ("Louvre" → "Louvre Museum", "Orsay" → "Musée d'Orsay"), most popular first.
 */
export interface ResolvableDestination {
  id: string;
  name: string;
  aliases?: string[];
  places: Array<{ id: string; name: string; popularity: number; aliases?: string[] }>;
}

export interface NameResolver {
  city(name: string): string | undefined;
  /** `exact`: a full name or alias only ("Bali" is not "Fes el Bali"); else a run of whole words of a longer name too. */
  place(name: string, cityIds?: readonly string[], exact?: boolean): string | undefined;
}

export function createNameResolver(destinations: readonly ResolvableDestination[]): NameResolver {
  const cities = new Map<string, string>();
  for (const d of destinations) {
    for (const n of [d.id, d.name, ...(d.aliases ?? [])]) {
      const key = normalizeName(n.replace(/-/g, ' '));
      if (!cities.has(key)) cities.set(key, d.id);
    }
  }
  const places = destinations.flatMap((d) =>
    d.places.map((p) => ({
      id: p.id,
      cityId: d.id,
      popularity: p.popularity,
      names: [p.name, ...(p.aliases ?? [])].map((n) => ` ${normalizeName(n).replace(/^the /, '')} `),
    })),
  );
  return {
    city: (name) => cities.get(normalizeName(name)),
    place: (name, cityIds, exact = false) => {
      const key = normalizeName(name).replace(/^the /, '');
      if (key.length < 3) return undefined;
      const near = cityIds?.length ? places.filter((p) => cityIds.includes(p.cityId)) : [];
      return best(key, near, exact) ?? best(key, places, exact);
    },
  };

  function best(key: string, pool: typeof places, exactOnly: boolean): string | undefined {
    const exact = pool.filter((p) => p.names.some((n) => n.trim() === key));
    // A run of whole words of a longer name only from 4 letters ("Orsay", not "Art").
    const partial = exact.length || exactOnly || key.length < 4 ? exact : pool.filter((p) => p.names.some((n) => n.includes(` ${key} `)));
    return [...partial].sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1))[0]?.id;
  }
}
