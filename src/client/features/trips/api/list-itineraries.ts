import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../../core/api/envelope';
import type { QueryOf } from '../../../../core/api/endpoint';
import type { ItinerarySummary } from '../../../../core/api/trips';
import { ListItineraries } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';
import { localToday } from '../../../lib/local-today';
import type { TripFilters } from '../lib/list-filters';

export const PAGE_SIZE = 12;
/** Every cached list page sits under this key prefix; mutations update or invalidate them all at once. */
export const itineraryListRoot = [ListItineraries.path] as const;

/** The list query as the contract defines it (the cursor travels separately, as the page parameter). */
export type ListParams = Omit<QueryOf<typeof ListItineraries>, 'cursor'>;

/** `today` is the caller's local date: "ongoing" means today where the traveller is, not in UTC. */
export function listParamsOf(filters: TripFilters, today = localToday()) {
  return {
    limit: PAGE_SIZE,
    search: filters.search.trim() || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    status: filters.status === 'all' ? undefined : filters.status,
    archived: filters.archived ? 'true' : 'false',
    today,
  } satisfies ListParams;
}

/** GET /api/itineraries: one page of My Trips (cursor pagination). */
export async function listItineraries(params: ListParams, cursor: string | null, signal?: AbortSignal): Promise<Page<ItinerarySummary>> {
  // `fields` is not sent, so every item is whole: a full summary, not the contract's partial one.
  return (await callApi(ListItineraries, { query: { ...params, cursor: cursor ?? undefined } }, { signal })) as Page<ItinerarySummary>;
}

export const getItineraryListQueryOptions = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: [...itineraryListRoot, params] as const,
    queryFn: ({ pageParam, signal }) => listItineraries(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // My Trips must show a trip generated a moment ago; the list is cheap, so read it on every visit.
    staleTime: 0,
    refetchOnMount: true,
    // While a new search or filter loads, the previous cards stay (no flash of skeletons on every keystroke).
    placeholderData: keepPreviousData,
  });

export function useItineraryList(params: ListParams) {
  return useInfiniteQuery(getItineraryListQueryOptions(params));
}
