import type { KbPlace } from '../places/knowledge-base';

/** West, south, east, north in degrees; west > east crosses the date line. */
export type BBox = readonly number[];

/** Whether a point is inside a box (edges included): the rule the index answers, and its reference. */
export function inBox([west, south, east, north]: BBox, { lat, lon }: { lat: number; lon: number }) {
  if (lat < south! || lat > north!) return false;
  return west! > east! ? lon >= west! || lon <= east! : lon >= west! && lon <= east!;
}

/** Places per run: a run's box is tested once, and its places one by one only when the run straddles the edge. */
const RUN = 16;

/**
 * The places of a knowledge base by position, for the map: packed coordinates, and the bounding box of each run of
 * RUN consecutive places. The list comes destination by destination, so a run is a few streets wide and most runs
 * are wholly inside or outside a box; the answer comes out in list order without sorting. Built once per place list
 * (a knowledge-base version); it answers exactly what `inBox` would.
 */
export class PlaceIndex {
  /** Per place, in list order: the packed numbers the map's filtering and clustering read. */
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly popularity: Float64Array;
  /** Per run: south, north, west-most and east-most longitude of its places. */
  private readonly runs: Float64Array;

  constructor(places: readonly KbPlace[]) {
    this.lat = Float64Array.from(places, (p) => p.place.coordinates.lat);
    this.lon = Float64Array.from(places, (p) => p.place.coordinates.lon);
    this.popularity = Float64Array.from(places, (p) => p.place.popularity);
    const count = Math.ceil(places.length / RUN);
    this.runs = new Float64Array(count * 4);
    for (let r = 0; r < count; r++) {
      const lats = this.lat.subarray(r * RUN, (r + 1) * RUN);
      const lons = this.lon.subarray(r * RUN, (r + 1) * RUN);
      this.runs.set([Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)], r * 4);
    }
  }

  /** List positions (ascending) of the places inside the box. */
  query([west, south, east, north]: BBox): number[] {
    const w = west!;
    const s = south!;
    const e = east!;
    const n = north!;
    const { lat, lon, runs } = this;
    const across = w > e;
    const out: number[] = [];
    for (let r = 0, at = 0; at < runs.length; r++, at += 4) {
      const rs = runs[at]!;
      const rn = runs[at + 1]!;
      const rw = runs[at + 2]!;
      const re = runs[at + 3]!;
      if (rn < s || rs > n || (across ? re < w && rw > e : re < w || rw > e)) continue; // wholly outside
      const from = r * RUN;
      const to = Math.min(from + RUN, lat.length);
      if (rs >= s && rn <= n && (across ? rw >= w || re <= e : rw >= w && re <= e)) {
        for (let i = from; i < to; i++) out.push(i); // wholly inside
        continue;
      }
      for (let i = from; i < to; i++) {
        const y = lat[i]!;
        const x = lon[i]!;
        if (y >= s && y <= n && (across ? x >= w || x <= e : x >= w && x <= e)) out.push(i);
      }
    }
    return out;
  }
}

const indexes = new WeakMap<readonly KbPlace[], PlaceIndex>();

/** The index of a place list, built on first use; a new knowledge-base version has a new list, hence a new index. */
export function placeIndex(places: readonly KbPlace[]): PlaceIndex {
  let index = indexes.get(places);
  if (!index) indexes.set(places, (index = new PlaceIndex(places)));
  return index;
}
