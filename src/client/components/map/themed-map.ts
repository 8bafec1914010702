import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapConfig } from '../../../core/api/maps';
import { baseStyle } from './map-config';
import { DARK, LIGHT, offlineStyle } from './offline-style';

// Vite does not bundle maplibre's worker by itself (NOTES.md): point maplibre at the emitted file.
maplibregl.setWorkerUrl(workerUrl);

/** The offline map's colours for the page's current theme (the dark class on <html>). */
export const themePalette = () => (document.documentElement.classList.contains('dark') ? DARK : LIGHT);

/**
 * A MapLibre map on the base style (MAP_STYLE_URL's, or the offline one in the page's theme) with zoom buttons and
 * no rotation. `addOverlays` runs on load and again after the offline style is rebuilt when the theme changes (a
 * remote style keeps its own look). `dispose()` stops following the theme and removes the map.
 */
export function createThemedMap(
  container: HTMLElement,
  config: MapConfig | undefined,
  options: Partial<maplibregl.MapOptions>,
  addOverlays: (map: maplibregl.Map) => void,
) {
  const map = new maplibregl.Map({
    container,
    style: baseStyle(config, () => offlineStyle(themePalette())),
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    // Labels appear at once instead of fading in: each fade is a run of repaints, and where WebGL runs without a GPU
    // (software rendering, as in headless Chromium) every repaint is a long task.
    fadeDuration: 0,
    // The offline style is flat fills and hairlines (markers and labels are HTML, sharp at any density): drawn at one
    // canvas pixel per CSS pixel it looks the same, and a phone's 2-3x density would triple every frame's pixels.
    ...(config?.style === 'remote' ? {} : { pixelRatio: 1 }),
    ...options,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.on('load', () => addOverlays(map));
  const observer = new MutationObserver(() => {
    if (config?.style === 'remote') return;
    map.setStyle(offlineStyle(themePalette()));
    map.once('styledata', () => addOverlays(map));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return {
    map,
    dispose() {
      observer.disconnect();
      map.remove();
    },
  };
}
