import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../app/error-fallback';
import { useIdleWhenVisible } from '../../../components/map/use-idle-when-visible';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMediaQuery } from '../../../lib/use-media-query';
import { MapPreview } from '../preview/map-preview';
import type { ExplorerMap as Map } from './explorer-map';

// maplibre is ~800 kB: its own chunk, fetched when the map starts (below), so the list, search and filters paint and
// answer first (the map's start-up is the page's longest work).
const ExplorerMap = lazy(() => import('./explorer-map').then((m) => ({ default: m.ExplorerMap })));

/** Set once a person asked for the map in this tab: later visits start it by themselves. */
const ASKED_KEY = 'wayfarer.map-explorer.map';
/** The phone layout (below Tailwind's lg), where the list's sheet covers most of the map. */
const PHONE = '(max-width: 63.99rem)';

const saveData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The map, or its preview until MapLibre runs. On a larger screen the map starts by itself once the page is idle;
 * on a phone (or with Save-Data) it starts when the person asks: "Show the map", a touch on the preview, or closing
 * the list's sheet (decision 028). The preview stays underneath, so nothing flashes while the map starts.
 */
export function LazyExplorerMap(props: Parameters<typeof Map>[0] & { pending: boolean; listOpen: boolean }) {
  const { pending, listOpen, ...map } = props;
  const box = useRef<HTMLDivElement>(null);
  const idle = useIdleWhenVisible(box);
  const hydrated = useHydrated();
  const phone = useMediaQuery(PHONE);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(ASKED_KEY)) setAsked(true);
  }, []);
  const ask = () => {
    sessionStorage.setItem(ASKED_KEY, '1');
    setAsked(true);
  };
  const onDemand = hydrated && (phone || saveData());
  const wanted = onDemand ? asked || !listOpen : idle;
  const start = hydrated && wanted && !pending;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const state = !hydrated ? 'starting' : failed ? 'failed' : start || !onDemand ? 'loading' : 'on-demand';
  return (
    <div ref={box} className="relative h-full">
      {!loaded && <MapPreview view={map.view} features={start ? [] : map.features} state={state} onShow={ask} />}
      {start && (
        <div className="absolute inset-0">
          {/* The map's code failing to arrive (offline) leaves the preview and the list, with a word why. */}
          <ErrorBoundary fallback={<Failed onShown={() => setFailed(true)} />}>
            <Suspense fallback={null}>
              <ExplorerMap {...map} onLoad={() => setLoaded(true)} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
}

function Failed({ onShown }: { onShown(): void }) {
  useEffect(onShown, [onShown]);
  return null;
}
