import type * as maplibregl from 'maplibre-gl';
import type { MapDestination } from '../../../../core/api/maps';

/** A destination's extent: a circle of its radius (km) as a polygon ring, drawn as an outline at city zoom. */
function circle(d: MapDestination): GeoJSON.Position[] {
  const ring: GeoJSON.Position[] = [];
  const latR = d.radiusKm / 111.32;
  const lonR = latR / Math.max(0.2, Math.cos((d.coordinates.lat * Math.PI) / 180));
  for (let i = 0; i <= 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    ring.push([d.coordinates.lon + lonR * Math.cos(a), d.coordinates.lat + latR * Math.sin(a)]);
  }
  return ring;
}

export function destinationData(list: MapDestination[]) {
  const points: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: list.map((d) => ({
      type: 'Feature',
      properties: { id: d.id },
      geometry: { type: 'Point', coordinates: [d.coordinates.lon, d.coordinates.lat] },
    })),
  };
  const outlines: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: list.map((d) => ({ type: 'Feature', properties: { id: d.id }, geometry: { type: 'LineString', coordinates: circle(d) } })),
  };
  return { points, outlines };
}

/** The destinations layer: centres at every zoom, outlines from zoom 8. Idempotent (re-run after a style change). */
export function addDestinationLayers(map: maplibregl.Map, list: MapDestination[], colour: string) {
  const { points, outlines } = destinationData(list);
  if (!map.getSource('destinations')) map.addSource('destinations', { type: 'geojson', data: points });
  if (!map.getSource('destination-outlines')) map.addSource('destination-outlines', { type: 'geojson', data: outlines });
  if (!map.getLayer('destination-outline')) {
    map.addLayer({
      id: 'destination-outline',
      type: 'line',
      source: 'destination-outlines',
      minzoom: 8,
      paint: { 'line-color': colour, 'line-width': 1.5, 'line-dasharray': [3, 2], 'line-opacity': 0.8 },
    });
  }
  if (!map.getLayer('destination-centre')) {
    map.addLayer({
      id: 'destination-centre',
      type: 'circle',
      source: 'destinations',
      paint: {
        'circle-color': colour,
        'circle-opacity': 0.35,
        'circle-stroke-color': colour,
        'circle-stroke-width': 1.5,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 1, 4, 10, 9],
      },
    });
  }
}
