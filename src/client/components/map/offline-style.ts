import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { unwrapRing } from '../../../core/geo/antimeridian';

/**
 * The offline base map (DESIGN §2): Natural Earth countries at 1:110m from world-atlas, drawn as a local style.
 * No tile server, no glyphs, no network: the page works offline and inside a strict CSP.
 */
let land: GeoJSON.FeatureCollection | null = null;
function countries(): GeoJSON.FeatureCollection {
  if (!land) {
    const topo = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
    land = feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection;
    // Without this, Russia's and Fiji's rings draw stripes across the whole world.
    for (const { geometry: g } of land.features) {
      if (g.type === 'Polygon') g.coordinates = g.coordinates.map(unwrapRing);
      else if (g.type === 'MultiPolygon') g.coordinates = g.coordinates.map((polygon) => polygon.map(unwrapRing));
    }
  }
  return land;
}

export interface MapPalette {
  water: string;
  land: string;
  border: string;
  route: string;
  stop: string;
}

export const LIGHT: MapPalette = { water: '#dbeafe', land: '#f8fafc', border: '#94a3b8', route: '#0f766e', stop: '#0f766e' };
export const DARK: MapPalette = { water: '#0b1a2e', land: '#1e293b', border: '#475569', route: '#5eead4', stop: '#5eead4' };

export function offlineStyle(palette: MapPalette): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries() } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': palette.water } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': palette.land } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': palette.border, 'line-width': 0.7 } },
    ],
  };
}

/** `MAP_STYLE_URL` (GET /api/map-config) replaces this style with real tiles: see map-config.ts. */
