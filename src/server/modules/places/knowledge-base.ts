import { createHash } from 'node:crypto';
import { loadCountries, loadDestinations } from '../../../../data/load';
import { normalizeName } from '../../../core/geo/normalize';
import type { Country, Destination, Place } from '../../../core/places/schema';
import type { DbOrTx } from '../../db/create-db';
import { importedPlaces } from './imported-places.table';

/** An imported place as the database holds it (what `setImported` takes). */
export interface ImportedPlaceRow {
  destinationId: string;
  data: Place;
  updatedAt?: Date;
}

export interface KbPlace {
  place: Place;
  destination: Destination;
  source: 'curated' | 'imported';
}

/**
 * The destination knowledge base in memory: curated files from data/ plus imported places from the
 * database, merged (an imported place with a curated id replaces it). It is small (a few thousand
 * places), read-mostly and identical on every instance, so queries scan arrays instead of a database.
 */
export class KnowledgeBase {
  readonly destinations: Destination[];
  readonly countries: Map<string, Country>;
  private readonly byId = new Map<string, Destination>();
  private readonly byGeoname = new Map<number, Destination>();
  private placesByDestination = new Map<string, KbPlace[]>();
  private placeIndex = new Map<string, KbPlace>();
  private allPlaces: KbPlace[] = [];
  version = '';
  /** The rows behind the imported places, so a planner worker thread can rebuild this same base. */
  imported: readonly ImportedPlaceRow[] = [];

  constructor(destinations: Destination[], countries: Country[]) {
    this.destinations = [...destinations].sort((a, b) => a.name.localeCompare(b.name));
    this.countries = new Map(countries.map((c) => [c.code, c]));
    for (const d of this.destinations) {
      this.byId.set(d.id, d);
      this.byGeoname.set(d.geonameId, d);
    }
    this.setImported([]);
  }

  setImported(rows: ImportedPlaceRow[]) {
    this.imported = rows;
    this.placesByDestination = new Map();
    this.placeIndex = new Map();
    for (const d of this.destinations) {
      const list = d.places.map((place) => ({ place, destination: d, source: 'curated' as const }));
      this.placesByDestination.set(d.id, list);
    }
    for (const row of rows) {
      const d = this.byId.get(row.destinationId);
      if (!d) continue;
      const list = this.placesByDestination.get(d.id)!;
      const at = list.findIndex((p) => p.place.id === row.data.id);
      const entry = { place: row.data, destination: d, source: 'imported' as const };
      if (at >= 0) list[at] = entry;
      else list.push(entry);
    }
    this.allPlaces = [...this.placesByDestination.values()].flat();
    for (const p of this.allPlaces) this.placeIndex.set(p.place.id, p);
    this.version = createHash('sha1')
      .update(
        `${this.destinations.length}:${this.allPlaces.length}:${rows.map((r) => `${r.data.id}@${r.updatedAt?.getTime() ?? 0}`).join(',')}`,
      )
      .digest('hex')
      .slice(0, 12);
  }

  async reloadImported(db: DbOrTx) {
    const rows = await db.select().from(importedPlaces);
    this.setImported(rows);
  }

  destination(id: string) {
    return this.byId.get(id);
  }
  destinationForGeoname(geonameId: number) {
    return this.byGeoname.get(geonameId);
  }
  places(destinationId: string): KbPlace[] {
    return this.placesByDestination.get(destinationId) ?? [];
  }
  place(id: string) {
    return this.placeIndex.get(id);
  }
  get everyPlace(): readonly KbPlace[] {
    return this.allPlaces;
  }

  searchDestinations(query: string): Destination[] {
    const q = normalizeName(query);
    return this.destinations.filter((d) => {
      const hay = `${normalizeName(d.name)} ${normalizeName(this.countries.get(d.country)?.name ?? '')} ${d.country.toLowerCase()}`;
      return hay.includes(q);
    });
  }
}

let shared: KnowledgeBase | null = null;

/** The curated files are read once per process (they ship with the code). */
export function curatedKnowledgeBase(): KnowledgeBase {
  if (!shared) shared = new KnowledgeBase(loadDestinations(), loadCountries());
  return shared;
}

/** A fresh instance (tests, per app) that shares the parsed curated files. */
export function newKnowledgeBase(): KnowledgeBase {
  const base = curatedKnowledgeBase();
  return new KnowledgeBase(base.destinations, [...base.countries.values()]);
}
