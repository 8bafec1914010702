import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { ItineraryDetail } from '../../core/api/trips';
import { ApiError, errorMessageForUser } from '../lib/api-error';
import { usePageTitle } from '../lib/use-page-title';
import { getItineraryQueryOptions } from '../features/itinerary/api/get-itinerary';
import { ItineraryScreen } from '../features/itinerary/components/itinerary-screen';
import { ItineraryMissing, ItinerarySkeleton } from '../features/itinerary/components/itinerary-states';
import { useItineraryEditor } from '../features/itinerary/save/use-itinerary-editor';
import { DraftBanner } from '../features/itinerary/components/draft-banner';
import { overviewQueryOptions } from '../features/billing/api/overview-query';
import { editorPort } from './assistant/editor-port';
import { useIdleAfterLoad } from '../components/map/use-idle-when-visible';
import type { TripEditorPort } from '../features/assistant/lib/port';

// The assistant's launcher (and its contract's schemas) load after the timeline: it floats over the page, nothing moves.
// If its code cannot load (offline), the page goes on without the launcher rather than failing as a whole.
const AssistantPanel = lazy<ComponentType<{ port: TripEditorPort }>>(() =>
  import('../features/assistant/components/assistant-panel').then(
    (m): { default: ComponentType<{ port: TripEditorPort }> } => ({ default: m.AssistantPanel }),
    (error: unknown) => {
      console.warn('[itinerary] The assistant could not load; the trip still works', error);
      return { default: () => null };
    },
  ),
);

/** How recent a cached copy of the trip must be to open the editor without reading it again. */
const JUST_READ_MS = 5_000;

function Editor({ initial }: { initial: ItineraryDetail }) {
  const editor = useItineraryEditor(initial);
  // The assistant and the plan wait until the timeline has painted and the browser is idle (issue 16).
  const extras = useIdleAfterLoad();
  // The owner's plan decides the export formats; until it loads the menu offers the Free plan's.
  const plan = useQuery({ ...overviewQueryOptions(), enabled: extras }).data?.plan;
  usePageTitle(editor.view.title);
  return (
    <>
      {initial.draft && <DraftBanner itineraryId={initial.id} />}
      <ItineraryScreen
        doc={editor.view}
        editor={editor}
        exportBase={`/api/itineraries/${encodeURIComponent(initial.id)}`}
        exportFormats={plan?.entitlements.exportFormats}
      />
      {extras && (
        <Suspense fallback={null}>
          <AssistantPanel port={editorPort(editor)} />
        </Suspense>
      )}
    </>
  );
}

export function ItineraryPage() {
  const { id = '' } = useParams();
  // Always start from the server's current version (and ETag), even with a cached copy, so the first save
  // does not meet a conflict with an older version of the user's own trip. A copy read moments ago is that version:
  // the one app/early-reads.ts started with the page load is not read a second time (issue 16).
  const query = useQuery({
    ...getItineraryQueryOptions(id),
    refetchOnMount: (q) => (Date.now() - q.state.dataUpdatedAt < JUST_READ_MS ? false : 'always'),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && (error.status === 404 || error.status === 401)),
  });
  usePageTitle(query.data?.title ?? 'Itinerary');
  // The first render of the editor is a background one: React renders it in time slices and keeps the skeleton up
  // until it commits, so the trip's arrival is not one long task on a slow phone (issue 16). With an initial value it
  // is deferred on mount too, when the trip came with the page (decision 030) and is there before the first render.
  const current = query.isFetchedAfterMount || !query.isFetching;
  const ready = useDeferredValue(current ? (query.data ?? null) : null, null);
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return missing ? (
      <ItineraryMissing title="Trip not found" message="This trip does not exist or is not yours. It may have been deleted." />
    ) : (
      <ItineraryMissing title="Could not load this trip" message={errorMessageForUser(query.error)} retry={() => void query.refetch()} />
    );
  }
  if (!ready || ready.id !== id) return <ItinerarySkeleton />;
  return <Editor key={ready.id} initial={ready} />;
}
