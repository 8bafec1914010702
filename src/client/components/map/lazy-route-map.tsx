import { lazy, Suspense, useRef } from 'react';
import { ErrorBoundary } from '../../app/error-fallback';
import { useMapConfig } from './map-config';
import type { RouteStop } from './route-map';
import { useIdleWhenVisible } from './use-idle-when-visible';

export type { RouteStop };

// maplibre is ~800 kB: its own chunk, loaded after the itinerary text has rendered.
const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));

export function LazyRouteMap(props: { stops: RouteStop[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const ready = useIdleWhenVisible(box);
  // Its config is read when the map is about to load too, not with the page's first content (issue 16).
  const config = useMapConfig(ready);
  const loading = <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>;
  return (
    <div ref={box} className="h-full">
      {config.isPending || !ready ? (
        loading
      ) : (
        // The map's code failing to arrive (offline: its chunk loads once the page is idle) leaves the itinerary working.
        <ErrorBoundary fallback={<MapUnavailable />}>
          <Suspense fallback={loading}>
            <RouteMap {...props} config={config.data} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

function MapUnavailable() {
  return (
    <p role="status" className="grid h-full place-items-center p-4 text-center text-sm text-muted-foreground">
      The map could not be loaded (are you offline?). The itinerary works without it; reload the page to try again.
    </p>
  );
}
