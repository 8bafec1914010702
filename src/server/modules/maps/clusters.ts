import type { BBox, PlaceIndex } from './place-index';

/** The places of one grid cell: how many, the first (list position), coordinate sums and the most popular. */
export interface CellGroups {
  first: number[];
  count: number[];
  sumLat: number[];
  sumLon: number[];
  top: number[];
}

/** At most this many cells in a box get a dense table of cell → group; more (deep zoom, big box) use a map. */
const DENSE_CELLS = 1 << 14;

/**
 * The map's clusters: the places (list positions, ascending) grouped by grid cell of `cell` degrees, groups in the
 * order of their first place, in one pass over the index's packed numbers. Sums are added in list order, as a plain
 * sum over the group would be; the most popular place is the first of equals.
 */
export function groupByCell(index: PlaceIndex, inside: readonly number[], [west, south, east, north]: BBox, cell: number): CellGroups {
  const { lat, lon, popularity } = index;
  // Every place inside the box lies in these rows and columns (across the date line: every column).
  const row0 = Math.floor(south! / cell);
  const rows = Math.floor(north! / cell) - row0 + 1;
  const col0 = Math.floor((west! <= east! ? west! : -180) / cell);
  const cols = Math.floor((west! <= east! ? east! : 180) / cell) - col0 + 1;
  const dense = rows * cols <= DENSE_CELLS ? new Int32Array(rows * cols).fill(-1) : null;
  const sparse = new Map<number, number>();
  const out: CellGroups = { first: [], count: [], sumLat: [], sumLon: [], top: [] };
  for (let k = 0; k < inside.length; k++) {
    const i = inside[k]!;
    const key = (Math.floor(lat[i]! / cell) - row0) * cols + Math.floor(lon[i]! / cell) - col0;
    let g = dense ? dense[key]! : (sparse.get(key) ?? -1);
    if (g < 0) {
      g = out.first.length;
      if (dense) dense[key] = g;
      else sparse.set(key, g);
      out.first.push(i);
      out.count.push(0);
      out.sumLat.push(0);
      out.sumLon.push(0);
      out.top.push(i);
    }
    out.count[g]!++;
    out.sumLat[g]! += lat[i]!;
    out.sumLon[g]! += lon[i]!;
    if (popularity[i]! > popularity[out.top[g]!]!) out.top[g] = i;
  }
  return out;
}
