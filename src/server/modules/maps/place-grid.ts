import type { KbPlace } from '../places/knowledge-base';

/** West, south, east, north in degrees; west > east crosses the date line. */
export type BBox = readonly number[];

/** Whether a point is inside a box (edges included): the rule the index answers, and its reference. */
export function inBox([west, south, east, north]: BBox, { lat, lon }: { lat: number; lon: number }) {
  if (lat < south! || lat > north!) return false;
  return west! > east! ? lon >= west! || lon <= east! : lon >= west! && lon <= east!;
}

/** The first n positions as a plain array (faster to make and read than a typed-array copy). */
function copy(from: Int32Array, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(from[k]!);
  return out;
}

const BANDS = 181; // one per whole degree of latitude, -90..90 (90 itself is the last band)
const bandOf = (lat: number) => Math.min(BANDS - 1, Math.max(0, Math.floor(lat) + 90));

/**
 * The places of a knowledge base by position, so a box query costs what is near it rather than a walk over every
 * place object: 1° latitude bands, each sorted by longitude (a longitude range in a band is two binary searches).
 * A box holding a large share of the places is read by one pass over packed coordinates instead. Built once per
 * place list (a knowledge-base version); it answers exactly what `inBox` would, in list order.
 */
export class PlaceGrid {
  /** Per place, in list order: the packed numbers the map's filtering and clustering read. */
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly popularity: Float64Array;
  private readonly bandStart = new Int32Array(BANDS + 1);
  /** List positions sorted by (band, longitude), with their coordinates alongside. */
  private readonly order: Int32Array;
  private readonly sLat: Float64Array;
  private readonly sLon: Float64Array;
  /** Scratch for a query's positions (one more than the places: a branch-free collect writes before it counts). */
  private readonly hits: Int32Array;

  constructor(places: readonly KbPlace[]) {
    this.lat = Float64Array.from(places, (p) => p.place.coordinates.lat);
    this.lon = Float64Array.from(places, (p) => p.place.coordinates.lon);
    this.popularity = Float64Array.from(places, (p) => p.place.popularity);
    this.hits = new Int32Array(places.length + 1);
    const band = Array.from(this.lat, bandOf);
    const sorted = Array.from(places, (_, i) => i).sort((a, b) => band[a]! - band[b]! || this.lon[a]! - this.lon[b]! || a - b);
    this.order = Int32Array.from(sorted);
    this.sLat = Float64Array.from(sorted, (i) => this.lat[i]!);
    this.sLon = Float64Array.from(sorted, (i) => this.lon[i]!);
    for (const b of band) this.bandStart[b + 1]!++;
    for (let b = 0; b < BANDS; b++) this.bandStart[b + 1]! += this.bandStart[b]!;
  }

  /** List positions (ascending) of the places inside the box. */
  query(box: BBox): number[] {
    const [west, south, east, north] = box as [number, number, number, number];
    const first = bandOf(south);
    const last = bandOf(north);
    if ((this.bandStart[last + 1]! - this.bandStart[first]!) * 4 > this.lat.length) return this.scan(west, south, east, north);
    let n = 0;
    for (let b = first; b <= last; b++) {
      const from = this.bandStart[b]!;
      const to = this.bandStart[b + 1]!;
      if (from === to) continue;
      if (west <= east) n = this.collect(n, this.firstAtLeast(from, to, west), this.firstAbove(from, to, east), south, north);
      else {
        n = this.collect(n, this.firstAtLeast(from, to, west), to, south, north);
        n = this.collect(n, from, this.firstAbove(from, to, east), south, north);
      }
    }
    return copy(this.hits.subarray(0, n).sort(), n);
  }

  /**
   * Every place tested in list order (so already ascending): cheaper than the bands when a large share of the places
   * are candidates (places come in runs per destination, so the branches predict well).
   */
  private scan(west: number, south: number, east: number, north: number): number[] {
    const { lat, lon } = this;
    const out: number[] = [];
    if (west <= east)
      for (let i = 0; i < lat.length; i++) {
        const y = lat[i]!;
        if (y < south || y > north) continue;
        const x = lon[i]!;
        if (x >= west && x <= east) out.push(i);
      }
    else
      for (let i = 0; i < lat.length; i++) {
        const y = lat[i]!;
        if (y < south || y > north) continue;
        const x = lon[i]!;
        if (x >= west || x <= east) out.push(i);
      }
    return out;
  }

  /** Band positions [from, to) inside the latitudes into the scratch after n; branch-free (written, kept if inside). */
  private collect(n: number, from: number, to: number, south: number, north: number) {
    for (let k = from; k < to; k++) {
      const lat = this.sLat[k]!;
      this.hits[n] = this.order[k]!;
      n += +(lat >= south) & +(lat <= north);
    }
    return n;
  }

  /** The first position in [from, to) whose longitude is >= x (to when none). */
  private firstAtLeast(from: number, to: number, x: number) {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sLon[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first position in [from, to) whose longitude is > x (to when none). */
  private firstAbove(from: number, to: number, x: number) {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sLon[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const grids = new WeakMap<readonly KbPlace[], PlaceGrid>();

/** The grid of a place list, built on first use; a new knowledge-base version has a new list, hence a new grid. */
export function placeGrid(places: readonly KbPlace[]): PlaceGrid {
  let grid = grids.get(places);
  if (!grid) grids.set(places, (grid = new PlaceGrid(places)));
  return grid;
}
