import type { Cover } from '../api/trips';

/** A card's cover: its viewBox and the padding kept around the stops (TripCover and My Trips' first screen). */
export const COVER_BOX = { width: 400, height: 140, padding: 18 } as const;

export interface Projected {
  route: Array<[number, number]>;
  points: Array<[number, number]>;
}

/**
 * Projects a trip's cover (lon/lat) into a width×height box with padding, keeping the aspect ratio
 * (equirectangular, with longitude shrunk by cos(latitude) so a city does not look stretched). A trip in one
 * spot is centred rather than divided by zero.
 */
export function projectCover(cover: Cover, width: number, height: number, padding = 16): Projected {
  const all = [...cover.route, ...cover.points];
  if (all.length === 0) return { route: [], points: [] };
  const [west, south, east, north] = cover.bbox ?? [
    Math.min(...all.map((p) => p[0])),
    Math.min(...all.map((p) => p[1])),
    Math.max(...all.map((p) => p[0])),
    Math.max(...all.map((p) => p[1])),
  ];
  const midLat = ((south + north) / 2) * (Math.PI / 180);
  const kx = Math.max(Math.cos(midLat), 0.05);
  const spanX = (east - west) * kx;
  const spanY = north - south;
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  // A minimum span (about 1 km) so a single point or a tiny cluster sits in the middle at a sane zoom.
  const scale = Math.min(innerW / Math.max(spanX, 0.01), innerH / Math.max(spanY, 0.01));
  const offsetX = padding + (innerW - spanX * scale) / 2;
  const offsetY = padding + (innerH - spanY * scale) / 2;
  const project = ([lon, lat]: [number, number]): [number, number] => [
    round(offsetX + (lon - west) * kx * scale),
    round(offsetY + (north - lat) * scale),
  ];
  return { route: cover.route.map(project), points: cover.points.map(project) };
}

const round = (n: number) => Math.round(n * 10) / 10;
