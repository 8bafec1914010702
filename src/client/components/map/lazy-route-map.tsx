import { lazy, Suspense, useRef } from 'react';
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
        <Suspense fallback={loading}>
          <RouteMap {...props} config={config.data} />
        </Suspense>
      )}
    </div>
  );
}
