const MAX_MERCATOR_LAT = 85.0511;

/**
 * A point on MapLibre's zoom-0 world (512 × 512 px, web Mercator): multiply by 2^zoom for any zoom. The map
 * explorer's preview places its dots with it, and scripts/map-preview-svg.ts draws the preview's outlines with it.
 */
export function worldPoint(lat: number, lon: number): { x: number; y: number } {
  const l = Math.min(MAX_MERCATOR_LAT, Math.max(-MAX_MERCATOR_LAT, lat));
  const y = (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (l * Math.PI) / 360))) / 360;
  return { x: ((lon + 180) / 360) * 512, y: y * 512 };
}
