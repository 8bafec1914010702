import type { PlanDay } from '../../../../core/planner/types';
import { isPlace } from '../../../../core/edits/retime';

/** Google Maps allows up to 9 waypoints between origin and destination in a directions URL. */
const MAX_WAYPOINTS = 9;

/** "Open in maps": directions through the day's places in order (coordinates, so the right place is found). */
export function dayMapsUrl(day: PlanDay): string | null {
  const stops = day.items
    .filter(isPlace)
    .filter((i) => i.coordinates)
    .map((i) => `${i.coordinates!.lat},${i.coordinates!.lon}`);
  if (!stops.length) return null;
  const params = new URLSearchParams({ api: '1', destination: stops[stops.length - 1]! });
  if (stops.length > 1) params.set('origin', stops[0]!);
  const middle = stops.slice(1, -1).slice(0, MAX_WAYPOINTS);
  if (middle.length) params.set('waypoints', middle.join('|'));
  const walking = day.items.every((i) => i.kind !== 'transfer' || i.scope !== 'local' || i.mode === 'walk');
  params.set('travelmode', walking ? 'walking' : 'transit');
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
