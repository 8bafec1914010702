import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMapConfig } from './map-config';
import type { RouteStop } from './route-map';

export type { RouteStop };

// maplibre is ~800 kB: its own chunk, loaded after the itinerary text has rendered.
const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));

/**
 * True once the element is near the viewport and the browser is idle after that: the timeline paints and
 * becomes interactive first, and maplibre's start-up (its biggest long task) waits for a free moment.
 */
function useIdleWhenVisible(ref: React.RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (ready || !el) return;
    let cancelIdle = () => {};
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => setReady(true), { timeout: 1500 });
        cancelIdle = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 200);
        cancelIdle = () => clearTimeout(id);
      }
    };
    if (typeof IntersectionObserver !== 'function') {
      whenIdle();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        whenIdle();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, ready]);
  return ready;
}

export function LazyRouteMap(props: { stops: RouteStop[]; label: string }) {
  const config = useMapConfig();
  const box = useRef<HTMLDivElement>(null);
  const ready = useIdleWhenVisible(box);
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
