import type { PlanDay } from '../planner/types';

const MAX_WAYPOINTS = 9; // Google Maps URLs take up to 9 waypoints between origin and destination.

/**
 * A link that opens one day's stops, in order, in an external maps app ("open a day in maps"). Google Maps
 * directions URLs work on the web and open the app on phones; Apple Maps takes a chain of destinations.
 * Null when the day has no located stop.
 */
export function dayMapsUrl(
  day: PlanDay,
  provider: 'google' | 'apple' = 'google',
  travelmode: 'walking' | 'transit' | 'driving' = 'walking',
): string | null {
  const points = day.items.flatMap((i) =>
    i.kind !== 'transfer' && i.coordinates ? [`${i.coordinates.lat.toFixed(6)},${i.coordinates.lon.toFixed(6)}`] : [],
  );
  if (points.length === 0) return null;
  if (provider === 'apple') {
    const [first, ...rest] = points;
    const params = new URLSearchParams({
      saddr: first!,
      daddr: rest.length ? rest.join(' to:') : first!,
      dirflg: travelmode === 'driving' ? 'd' : travelmode === 'transit' ? 'r' : 'w',
    });
    return `https://maps.apple.com/?${params.toString()}`;
  }
  const origin = points[0]!;
  const destination = points[points.length - 1]!;
  const waypoints = points.slice(1, -1).slice(0, MAX_WAYPOINTS);
  const params = new URLSearchParams({ api: '1', origin, destination, travelmode });
  if (waypoints.length) params.set('waypoints', waypoints.join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
