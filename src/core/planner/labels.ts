import { regionName } from '../geo/region-name';
import type { Catalog } from './catalog-types';

// What the planner's messages call things: people read "Kyoto", not "kyoto"; "Bali", not "ID-BA".

/** A region as people name it: a subdivision by its cities' name for it ("ID-BA" → "Bali"), else a country or continent. */
export function regionLabel(catalog: Catalog, region: string): string {
  return catalog.cities({ region }).find((c) => c.subdivision?.code === region)?.subdivision?.name ?? regionName(region);
}

/** A city by its name; an id the catalog does not have stays as written. */
export function cityLabel(catalog: Catalog, id: string): string {
  return catalog.city(id)?.name ?? id;
}

/** An attraction or restaurant by its name, looked up in the given cities (messages only: a scan). */
export function placeLabel(catalog: Catalog, id: string, cityIds: readonly string[]): string {
  for (const c of cityIds) {
    const found = catalog.attractions(c).find((a) => a.id === id) ?? catalog.restaurants(c).find((r) => r.id === id);
    if (found) return found.name;
  }
  return id;
}
