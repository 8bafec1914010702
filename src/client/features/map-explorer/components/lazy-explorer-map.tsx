import { lazy, Suspense, useRef } from 'react';
import { useIdleWhenVisible } from '../../../components/map/use-idle-when-visible';
import type { ExplorerMap as Map } from './explorer-map';

// maplibre is ~800 kB: its own chunk, fetched only once the page has loaded and the browser is idle, so the list,
// search and filters paint and answer first (the map's start-up is the page's longest work).
const ExplorerMap = lazy(() => import('./explorer-map').then((m) => ({ default: m.ExplorerMap })));

export function LazyExplorerMap(props: Parameters<typeof Map>[0] & { pending: boolean }) {
  const { pending, ...map } = props;
  const box = useRef<HTMLDivElement>(null);
  const ready = useIdleWhenVisible(box);
  const loading = <div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>;
  return (
    <div ref={box} className="h-full">
      {pending || !ready ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <ExplorerMap {...map} />
        </Suspense>
      )}
    </div>
  );
}
