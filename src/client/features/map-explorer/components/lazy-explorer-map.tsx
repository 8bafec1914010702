import { lazy, Suspense } from 'react';
import type { ExplorerMap as Map } from './explorer-map';

// maplibre is ~800 kB: its own chunk, loaded after the list and filters have rendered.
const ExplorerMap = lazy(() => import('./explorer-map').then((m) => ({ default: m.ExplorerMap })));

export function LazyExplorerMap(props: Parameters<typeof Map>[0]) {
  return (
    <Suspense fallback={<div className="grid h-full place-items-center text-sm text-muted-foreground">Loading map…</div>}>
      <ExplorerMap {...props} />
    </Suspense>
  );
}
