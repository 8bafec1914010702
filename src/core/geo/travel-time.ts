import { haversineKm, type LatLon } from './distance';

/**
 * Door-to-door estimates between two points by mode, from great-circle distance. Road and rail
 * routes are longer than the straight line (detour factor) and every mode has fixed overheads
 * (waiting, boarding, airport security). Indicative figures for planning, not timetables.
 */
export const TRAVEL_MODES = ['walk', 'transit', 'taxi', 'drive', 'bus', 'train', 'flight'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

interface ModeModel {
  speedKmh: number;
  detour: number;
  overheadMin: number;
  minKm: number;
  maxKm: number;
}

const MODELS: Record<TravelMode, ModeModel> = {
  walk: { speedKmh: 4.5, detour: 1.3, overheadMin: 0, minKm: 0, maxKm: 8 },
  transit: { speedKmh: 18, detour: 1.35, overheadMin: 8, minKm: 0.8, maxKm: 60 },
  taxi: { speedKmh: 26, detour: 1.35, overheadMin: 5, minKm: 0.5, maxKm: 150 },
  drive: { speedKmh: 70, detour: 1.25, overheadMin: 10, minKm: 2, maxKm: 1500 },
  bus: { speedKmh: 55, detour: 1.3, overheadMin: 20, minKm: 20, maxKm: 1200 },
  train: { speedKmh: 90, detour: 1.2, overheadMin: 25, minKm: 20, maxKm: 1500 },
  flight: { speedKmh: 750, detour: 1.05, overheadMin: 150, minKm: 250, maxKm: 20000 },
};

export interface TravelEstimate {
  mode: TravelMode;
  distanceKm: number;
  minutes: number;
  sensible: boolean;
}

export function estimateTravel(from: LatLon, to: LatLon, mode: TravelMode): TravelEstimate {
  const m = MODELS[mode];
  const straight = haversineKm(from, to);
  const distanceKm = Math.round(straight * m.detour * 10) / 10;
  const minutes = Math.max(1, Math.round(m.overheadMin + (distanceKm / m.speedKmh) * 60));
  return { mode, distanceKm, minutes, sensible: straight >= m.minKm && straight <= m.maxKm };
}

export function estimateAllModes(from: LatLon, to: LatLon): TravelEstimate[] {
  return TRAVEL_MODES.map((mode) => estimateTravel(from, to, mode));
}
