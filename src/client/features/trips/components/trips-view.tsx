import { useEffect, useMemo, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessageForUser } from '../../../lib/api-error';
import { listParamsOf, useItineraryList } from '../api/list-itineraries';
import { DEFAULT_FILTERS, hasActiveFilters, type TripFilters } from '../../../../core/my-trips/filters';
import { TripCard } from './trip-card';
import { NoArchivedTrips, NoMatches, NoTripsYet } from './trips-empty';
import { TripsPagination } from './trips-pagination';
import { TripsToolbar } from './trips-toolbar';
import { useTripActions } from './use-trip-actions';

interface TripsViewProps {
  filters: TripFilters;
  onFiltersChange: (next: TripFilters) => void;
  /** Where focus goes when the last card on screen disappears (the page's h1, tabIndex -1). */
  fallbackFocus: () => HTMLElement | null;
}

/** My Trips: toolbar, cards, infinite scroll and every empty state. */
export function TripsView({ filters, onFiltersChange, fallbackFocus }: TripsViewProps) {
  const params = useMemo(() => listParamsOf(filters), [filters]);
  const list = useItineraryList(params);
  const { actionsFor, takeFocusTarget } = useTripActions();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstNew = useRef<number | null>(null);
  const trips = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.total;

  const focusHelpers = useRef({ takeFocusTarget, fallbackFocus });
  useEffect(() => {
    focusHelpers.current = { takeFocusTarget, fallbackFocus };
  });

  // Runs when the cards change (not on every render: a mutation's pending state re-renders before the card
  // is gone). A removed card hands focus to its neighbour; "Load more" hands it to the first new card.
  useEffect(() => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-trip-link]') ?? []);
    const removedAt = focusHelpers.current.takeFocusTarget();
    if (removedAt !== null) (links[removedAt] ?? links[removedAt - 1] ?? focusHelpers.current.fallbackFocus())?.focus();
    if (focusFirstNew.current !== null && links.length > focusFirstNew.current) {
      links[focusFirstNew.current]?.focus();
      focusFirstNew.current = null;
    }
  }, [trips]);

  const loadMore = (fromButton: boolean) => {
    if (!list.hasNextPage || list.isFetchingNextPage) return;
    // Also when scrolling triggered it while the button had focus: the button may vanish with the last page.
    const buttonFocused = document.activeElement?.hasAttribute('data-load-more') ?? false;
    if (fromButton || buttonFocused) focusFirstNew.current = trips.length;
    void list.fetchNextPage();
  };

  const filtered = hasActiveFilters(filters);
  const nothingAtAll = !list.isPending && !list.isError && trips.length === 0 && !filtered && !filters.archived;

  return (
    <div className="space-y-6">
      {/* Always there, even with no active trips: the Archived toggle must stay reachable after archiving the last one. */}
      <TripsToolbar filters={filters} onChange={onFiltersChange} />
      <p role="status" className="sr-only">
        {list.isPending
          ? 'Loading your trips…'
          : list.isSuccess
            ? `${total ?? trips.length} ${(total ?? trips.length) === 1 ? 'trip' : 'trips'} found`
            : ''}
      </p>
      {list.isPending && <CardsSkeleton />}
      {list.isError && (
        <Alert variant="destructive">
          <AlertTitle>Your trips could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessageForUser(list.error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {nothingAtAll && <NoTripsYet />}
      {list.isSuccess && trips.length === 0 && filtered && (
        <NoMatches search={filters.search} onClear={() => onFiltersChange({ ...DEFAULT_FILTERS, archived: filters.archived })} />
      )}
      {list.isSuccess && trips.length === 0 && !filtered && filters.archived && (
        <NoArchivedTrips onShowActive={() => onFiltersChange({ ...filters, archived: false })} />
      )}
      {trips.length > 0 && (
        <>
          <ul
            ref={listRef}
            aria-label={filters.archived ? 'Archived trips' : 'Your trips'}
            aria-busy={list.isFetching}
            className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          >
            {trips.map((trip, index) => (
              <li key={trip.id}>
                <TripCard trip={trip} actions={actionsFor(trip, index, !filters.archived || trip.archived)} />
              </li>
            ))}
          </ul>
          <TripsPagination
            shown={trips.length}
            total={total}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </>
      )}
      {list.isFetching && !list.isPending && !list.isFetchingNextPage && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-hidden="true">
          <Loader2 className="size-4 animate-spin" /> Updating…
        </p>
      )}
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-border bg-card">
          <Skeleton className="h-32 rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
