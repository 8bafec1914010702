import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import { dayTitle, stopsOf } from './stops';
import type { ExportInput } from './types';

/** GeoJSON (RFC 7946): a Point per visit and meal, a LineString per day's route; [lon, lat] order. */
export function toGeoJson(input: ExportInput): FeatureCollection<Point | LineString> {
  const stops = stopsOf(input);
  const features: Array<Feature<Point | LineString>> = stops.map((s) => ({
    type: 'Feature',
    id: s.item.id,
    geometry: { type: 'Point', coordinates: [s.lon, s.lat] },
    properties: {
      kind: s.item.kind,
      name: s.item.name,
      placeId: s.item.placeId,
      day: s.day.day,
      date: s.day.date,
      start: new Date(s.start).toISOString(),
      end: new Date(s.end).toISOString(),
      timeZone: s.item.timeZone,
      cost: s.item.cost,
      currency: input.plan.currency,
      description: s.description,
    },
  }));
  for (const day of input.plan.days) {
    const coords = stops.filter((s) => s.day === day).map((s) => [s.lon, s.lat]);
    if (coords.length < 2) continue;
    features.push({
      type: 'Feature',
      id: `day-${day.day}`,
      geometry: { type: 'LineString', coordinates: coords },
      properties: { kind: 'route', day: day.day, date: day.date, name: dayTitle(input, day) },
    });
  }
  return { type: 'FeatureCollection', features };
}

export function toGeoJsonText(input: ExportInput): string {
  return `${JSON.stringify({ ...toGeoJson(input), name: input.title }, null, 1)}\n`;
}
