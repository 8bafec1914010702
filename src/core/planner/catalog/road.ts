/** Road km between two points: 1.2 × the straight line. */
export const roadKm = (straightKm: number) => Math.round(straightKm * 1.2);

/** A coach over `km` of road with no timetable on file: 65 km/h over 1.1 × the road plus 20 min; US$8 + 6 ¢/km. */
export function coachEstimate(km: number): { minutes: number; usd: number } {
  return { minutes: ((km * 1.1) / 65) * 60 + 20, usd: 8 + 0.06 * km };
}
