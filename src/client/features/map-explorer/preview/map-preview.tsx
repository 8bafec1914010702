import type { CSSProperties } from 'react';
import { Map as MapIcon } from 'lucide-react';
import type { MapFeature } from '../../../../core/api/maps';
import { worldPoint } from '../../../../core/geo/mercator';

/** Beyond this zoom the world outline says nothing (and its mask would be tens of thousands of pixels wide). */
const OUTLINE_BELOW_ZOOM = 6;
const WORLD_COPIES = ['is-west', '', 'is-east'];
/** From this zoom the map names its places (explorer-map.css, the "city" band): the preview names the best few. */
const LABELS_FROM_ZOOM = 13;
const MAX_LABELS = 12;

/** `starting`: prerendered, before the app knows the screen (a phone sees the button, a larger screen the status). */
export type PreviewState = 'starting' | 'on-demand' | 'loading' | 'failed';

interface Props {
  view: { lat: number; lon: number; zoom: number };
  features: MapFeature[];
  state: PreviewState;
  onShow(): void;
}

/** Before hydration (`state` "starting") the view is the default one, which the stylesheet places by itself: a style
 * attribute in the prerendered HTML would break the CSP (style-src 'self'); once the app runs it sets them (CSSOM). */

/**
 * The explorer's map before MapLibre runs: the offline base map's land and borders (CSS masks in the theme's map
 * colours, placed with the map's own projection) and the places in view as dots. It is prerendered for the default
 * view, stays under the real map while that starts, and is all a phone shows until the person asks for the map
 * (decision 028). Decorative: the list beside it is the text alternative, as for the map itself.
 */
export function MapPreview({ view, features, state, onShow }: Props) {
  const scale = 2 ** view.zoom;
  const centre = worldPoint(view.lat, view.lon);
  const vars = { '--s': scale, '--cx': centre.x, '--cy': centre.y } as CSSProperties;
  const offset = (lat: number, lon: number): CSSProperties => {
    const p = worldPoint(lat, lon);
    // The copy of the point nearest the centre, as the map wraps the world.
    const dx = ((((p.x - centre.x) % 512) + 768) % 512) - 256;
    return { left: `calc(50% + ${(dx * scale).toFixed(1)}px)`, top: `calc(50% + ${((p.y - centre.y) * scale).toFixed(1)}px)` };
  };
  return (
    <div
      className="xm-preview"
      style={state === 'starting' ? undefined : vars}
      data-testid="map-preview"
      onPointerDown={state === 'on-demand' ? onShow : undefined}
    >
      <div aria-hidden="true">
        {view.zoom < OUTLINE_BELOW_ZOOM ? (
          WORLD_COPIES.map((copy) => <div key={copy} className={`xm-preview-world ${copy}`} />)
        ) : (
          <div className="xm-preview-land" />
        )}
        {features.map((f, n) =>
          f.type === 'cluster' ? (
            <span key={`c${f.topPlaceId}`} className="xm-preview-cluster" style={offset(f.coordinates.lat, f.coordinates.lon)}>
              {f.count}
            </span>
          ) : (
            <span key={f.place.id} className="xm-preview-place" style={offset(f.place.coordinates.lat, f.place.coordinates.lon)}>
              <span className="xm-preview-dot" />
              {view.zoom >= LABELS_FROM_ZOOM && n < MAX_LABELS && <span className="xm-preview-label">{f.place.name}</span>}
            </span>
          ),
        )}
      </div>
      {state === 'failed' && (
        <p role="alert" className="absolute inset-x-3 top-3 rounded-lg bg-background px-3 py-2 text-sm shadow">
          The map could not be loaded (are you offline?). The list shows every place in view.
        </p>
      )}
      {(state === 'starting' || state === 'on-demand') && (
        <button
          type="button"
          onClick={onShow}
          className={
            'absolute top-3 left-1/2 inline-flex min-h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-background px-4 ' +
            'text-sm font-semibold shadow-lg focus-visible:outline-2 focus-visible:outline-ring' +
            (state === 'starting' ? ' lg:hidden' : '')
          }
        >
          <MapIcon aria-hidden="true" className="size-4" />
          Show the map
        </button>
      )}
      {(state === 'starting' || state === 'loading') && (
        <p
          role="status"
          className={
            'absolute top-3 left-1/2 -translate-x-1/2 rounded-full bg-background px-3 py-1 text-sm shadow' +
            (state === 'starting' ? ' max-lg:hidden' : '')
          }
        >
          Loading map…
        </p>
      )}
    </div>
  );
}
