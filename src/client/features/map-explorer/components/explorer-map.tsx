import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import './explorer-map.css';
import type { MapConfig, MapDestination, MapFeature } from '../../../../core/api/maps';
import { createThemedMap, themePalette } from '../../../components/map/themed-map';
import { addDestinationLayers } from './map-layers';

export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

interface Props {
  view: MapView;
  config: MapConfig | undefined;
  features: MapFeature[];
  destinations: MapDestination[];
  selected: string | null;
  onMove(view: MapView): void;
  onSelect(placeId: string): void;
  /** Once the base map has drawn (the page's preview can go). */
  onLoad?(): void;
}

const band = (zoom: number) => (zoom >= 13 ? 'city' : zoom >= 6 ? 'region' : 'far');
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function el(className: string, text?: string) {
  const div = document.createElement('div');
  div.className = className;
  if (text !== undefined) div.textContent = text;
  return div;
}

/**
 * The explorer's canvas. It mirrors the URL's view (flying when the URL changes: search, back/forward) and reports
 * the user's pans and zooms. Markers are HTML and hidden from assistive technology: the list beside the map is
 * the accessible, keyboard-operable alternative.
 */
export function ExplorerMap({ view, config, features, destinations, selected, onMove, onSelect, onLoad }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const markers = useRef<maplibregl.Marker[]>([]);
  const destMarkers = useRef<maplibregl.Marker[]>([]);
  const callbacks = useRef({ onMove, onSelect, onLoad });
  const destinationsRef = useRef(destinations);
  useEffect(() => {
    callbacks.current = { onMove, onSelect, onLoad };
    destinationsRef.current = destinations;
  });

  useEffect(() => {
    if (!container.current) return;
    const { map, dispose } = createThemedMap(
      container.current,
      config,
      { center: [view.lon, view.lat], zoom: view.zoom, attributionControl: config?.style === 'remote' ? { compact: true } : false },
      (m) => addDestinationLayers(m, destinationsRef.current, themePalette().route),
    );
    map.once('load', () => callbacks.current.onLoad?.());
    map.on('zoom', () => container.current?.setAttribute('data-band', band(map.getZoom())));
    map.on('moveend', () => {
      const c = map.getCenter();
      callbacks.current.onMove({ lat: c.lat, lon: c.lng, zoom: map.getZoom() });
    });
    map.on('click', 'destination-centre', (e) => {
      const f = e.features?.[0];
      if (f?.geometry.type === 'Point')
        map.flyTo({ center: f.geometry.coordinates as [number, number], zoom: Math.max(12, map.getZoom()), animate: !reducedMotion() });
    });
    mapRef.current = map;
    return () => {
      dispose();
      mapRef.current = null;
    };
    // The map is created once per base style; later view changes go through flyTo below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  // Follow the URL (search, back/forward, a cluster or list choice) when it differs from where the map is.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    container.current?.setAttribute('data-band', band(view.zoom));
    const c = map.getCenter();
    if (Math.abs(c.lat - view.lat) < 1e-3 && Math.abs(c.lng - view.lon) < 1e-3 && Math.abs(map.getZoom() - view.zoom) < 0.02) return;
    map.flyTo({ center: [view.lon, view.lat], zoom: view.zoom, animate: !reducedMotion(), duration: 900 });
  }, [view.lat, view.lon, view.zoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => addDestinationLayers(map, destinations, themePalette().route);
    if (map.isStyleLoaded()) apply();
    for (const m of destMarkers.current) m.remove();
    destMarkers.current = destinations.map((d) => {
      const label = el('xm-dest', d.name);
      label.setAttribute('aria-hidden', 'true');
      return new maplibregl.Marker({ element: label, anchor: 'top', offset: [0, 10] })
        .setLngLat([d.coordinates.lon, d.coordinates.lat])
        .addTo(map);
    });
  }, [destinations]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const m of markers.current) m.remove();
    markers.current = features.map((f) => {
      if (f.type === 'cluster') {
        const node = el('xm-cluster', String(f.count));
        node.setAttribute('aria-hidden', 'true');
        node.addEventListener('click', () =>
          map.flyTo({ center: [f.coordinates.lon, f.coordinates.lat], zoom: Math.min(map.getZoom() + 2.5, 13), animate: !reducedMotion() }),
        );
        return new maplibregl.Marker({ element: node }).setLngLat([f.coordinates.lon, f.coordinates.lat]).addTo(map);
      }
      const node = el(`xm-place${f.place.id === selected ? ' is-selected' : ''}`);
      node.setAttribute('aria-hidden', 'true');
      node.dataset.placeId = f.place.id;
      node.append(el('xm-dot'), el('xm-label', f.place.name));
      node.addEventListener('click', (e) => {
        e.stopPropagation();
        callbacks.current.onSelect(f.place.id);
      });
      return new maplibregl.Marker({ element: node, anchor: 'left', offset: [-8, 0] })
        .setLngLat([f.place.coordinates.lon, f.place.coordinates.lat])
        .addTo(map);
    });
  }, [features, selected]);

  return (
    <div
      ref={container}
      className="explorer-map h-full w-full"
      data-testid="explorer-map"
      role="region"
      aria-label="Map (the list of places in view is the text alternative)"
    />
  );
}
