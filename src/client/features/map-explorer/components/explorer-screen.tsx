import { useCallback, useEffect, useRef, useState } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { ChevronUp } from 'lucide-react';
import { useMapConfig } from '../../../components/map/map-config';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMapDestinations, useMapHighlights, type HighlightsQuery, type SearchResult } from '../api/map-api';
import { parseView, viewBBox, viewParams, type ExplorerView } from '../lib/view-state';
import { FiltersPanel } from './filters-panel';
import { LazyExplorerMap } from './lazy-explorer-map';
import { Legend } from './legend';
import { PlaceDetails } from './place-details';
import { PlaceList } from './place-list';
import { SearchBox } from './search-box';

const NO_PARAMS = new URLSearchParams();

function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 1024, height: 700 });
  useEffect(() => {
    if (!ref.current) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** /map-explorer: map, filters, search, the list of what is in view and the selected place; the view lives in the URL. */
export function ExplorerScreen() {
  const [params, setParams] = useUrlParams();
  // The HTML is prerendered for the default view (decision 023): until hydrated the page renders that, whatever the
  // URL says, with its controls disabled; the URL's view follows in the render right after hydration.
  const hydrated = useHydrated();
  const view = parseView(hydrated ? params : NO_PARAMS);
  const [mapBox, size] = useElementSize<HTMLDivElement>();
  const [sheetOpen, setSheetOpen] = useState(true);
  const [focusDetails, setFocusDetails] = useState(false);
  const config = useMapConfig();
  const destinations = useMapDestinations();

  const update = useCallback(
    (patch: Partial<ExplorerView>, replace = false) => {
      setParams((prev) => viewParams({ ...parseView(prev), ...patch }), { replace });
    },
    [setParams],
  );

  const query: HighlightsQuery = {
    bbox: viewBBox(view, size.width, size.height),
    zoom: Math.floor(view.zoom),
    ...(view.category ? { category: view.category } : {}),
    ...(view.interest ? { interest: view.interest } : {}),
    ...(view.freeOnly ? { maxPrice: 0 } : {}),
    ...(view.openAt ? { openAt: view.openAt } : {}),
    ...(view.openNow ? { openNow: 'true' as const } : {}),
  };
  const highlights = useMapHighlights(query, hydrated);
  const features = highlights.data?.features ?? [];

  const choose = (r: SearchResult) =>
    update(
      r.kind === 'destination'
        ? { lat: r.coordinates.lat, lon: r.coordinates.lon, zoom: 12, place: null }
        : { lat: r.coordinates.lat, lon: r.coordinates.lon, zoom: 15, place: r.id },
    );
  const select = (id: string) => {
    update({ place: id });
    setSheetOpen(true);
    setFocusDetails(true);
  };

  return (
    <div className="relative flex h-[calc(100dvh-4rem)] flex-col lg:flex-row">
      <h1 className="sr-only">Map explorer</h1>
      <div ref={mapBox} className="relative min-h-0 flex-1">
        <LazyExplorerMap
          pending={config.isPending}
          listOpen={sheetOpen}
          view={view}
          config={config.data}
          features={features}
          destinations={destinations.data ?? []}
          selected={view.place}
          onMove={(v) => update(v, true)}
          onSelect={select}
        />
      </div>
      <aside
        aria-label="Explore"
        className={cn(
          'flex flex-col border-border bg-background',
          'max-lg:absolute max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-10 max-lg:rounded-t-2xl max-lg:border-t max-lg:shadow-2xl',
          // A fixed height while open: the sheet's top stays put as the list fills in (no layout shift).
          sheetOpen ? 'max-lg:h-[65dvh]' : 'max-lg:max-h-14',
          'lg:w-[26rem] lg:border-l',
        )}
      >
        <button
          type="button"
          className="flex min-h-11 items-center justify-center gap-2 text-sm font-semibold lg:hidden"
          aria-expanded={sheetOpen}
          aria-controls="explorer-panel"
          onClick={() => setSheetOpen((o) => !o)}
        >
          <ChevronUp aria-hidden="true" className={cn('size-4 transition-transform', sheetOpen && 'rotate-180')} />
          {sheetOpen ? 'Hide the list' : `Show the list (${highlights.data?.total ?? 0} places)`}
        </button>
        <div id="explorer-panel" className={cn('min-h-0 flex-1 overflow-y-auto', !sheetOpen && 'max-lg:hidden')}>
          <div className="space-y-3 border-b border-border p-3">
            <SearchBox onChoose={choose} disabled={!hydrated} />
            <FiltersPanel view={view} onChange={(patch) => update(patch)} disabled={!hydrated} />
            <Legend />
          </div>
          {view.place && (
            <div className="border-b border-border">
              <PlaceDetails key={view.place} id={view.place} focusOnLoad={focusDetails} onClose={() => update({ place: null })} />
            </div>
          )}
          <section aria-labelledby="in-view-title">
            <h2 id="in-view-title" className="px-3 pt-3 text-sm font-semibold">
              In view:{' '}
              <span aria-live="polite" data-testid="in-view-count">
                {highlights.data ? `${highlights.data.total} places` : 'loading…'}
              </span>
            </h2>
            {highlights.isError ? (
              <p role="alert" className="p-3 text-sm">
                The places could not be loaded. Move the map to try again.
              </p>
            ) : !highlights.data ? (
              <p className="p-3 text-sm text-muted-foreground">Loading the places in view…</p>
            ) : (
              <PlaceList
                features={features}
                total={highlights.data?.total ?? 0}
                destinations={destinations.data ?? []}
                selected={view.place}
                onSelect={select}
                onZoom={(lat, lon) => update({ lat, lon, zoom: Math.min(Math.floor(view.zoom) + 3, 13) })}
              />
            )}
          </section>
        </div>
      </aside>
    </div>
  );
}
