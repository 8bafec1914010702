import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import './route-map.css';
import type { MapConfig } from '../../../core/api/maps';
import { createThemedMap, themePalette } from './themed-map';

export interface RouteStop {
  lat: number;
  lon: number;
  /** Shown in the marker (e.g. "1"). */
  label: string;
  name: string;
}

function routeData(stops: RouteStop[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features:
      stops.length > 1
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: stops.map((s) => [s.lon, s.lat]) } }]
        : [],
  };
}

function addRouteLayers(map: maplibregl.Map, stops: RouteStop[]) {
  const palette = themePalette();
  if (!map.getSource('route')) map.addSource('route', { type: 'geojson', data: routeData(stops) });
  if (!map.getLayer('route-line')) {
    map.addLayer({
      id: 'route-line',
      type: 'line',
      source: 'route',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': palette.route, 'line-width': 3.5, 'line-dasharray': [2, 1.4] },
    });
  }
}

function fit(map: maplibregl.Map, stops: RouteStop[], animate: boolean) {
  if (!stops.length) return;
  if (stops.length === 1) {
    map.jumpTo({ center: [stops[0]!.lon, stops[0]!.lat], zoom: 13 });
    return;
  }
  const bounds = new maplibregl.LngLatBounds();
  for (const s of stops) bounds.extend([s.lon, s.lat]);
  map.fitBounds(bounds, { padding: 48, maxZoom: 15, animate });
}

/**
 * A day's route: numbered stops joined in visiting order, on the offline base map. The list beside it is the text
 * alternative; the map itself is decoration for sighted users, so it is labelled but not a keyboard trap.
 */
export function RouteMap({ stops, label, config }: { stops: RouteStop[]; label: string; config?: MapConfig }) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const markers = useRef<maplibregl.Marker[]>([]);
  const stopsRef = useRef(stops);
  useEffect(() => {
    stopsRef.current = stops;
  }, [stops]);

  useEffect(() => {
    if (!container.current) return;
    const { map, dispose } = createThemedMap(container.current, config, { center: [0, 20], zoom: 1, cooperativeGestures: false }, (m) =>
      addRouteLayers(m, stopsRef.current),
    );
    map.on('load', () => fit(map, stopsRef.current, false));
    mapRef.current = map;
    return () => {
      dispose();
      mapRef.current = null;
    };
  }, [config]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const m of markers.current) m.remove();
    markers.current = stops.map((s) => {
      const el = document.createElement('div');
      el.className = 'route-marker';
      el.textContent = s.label;
      el.setAttribute('aria-hidden', 'true');
      el.title = s.name;
      return new maplibregl.Marker({ element: el }).setLngLat([s.lon, s.lat]).addTo(map);
    });
    const apply = () => {
      const source = map.getSource('route') as maplibregl.GeoJSONSource | undefined;
      source?.setData(routeData(stops));
      fit(map, stops, true);
    };
    if (map.isStyleLoaded()) apply();
    else map.once('load', apply);
  }, [stops]);

  return (
    <div
      ref={container}
      className="route-map h-full w-full"
      data-testid="route-map"
      data-stops={stops.length}
      aria-label={label}
      role="region"
    />
  );
}
