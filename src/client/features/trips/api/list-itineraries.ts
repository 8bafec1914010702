import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../core/api/envelope';
import type { ItinerarySummary } from '../../../../core/api/trips';
import type { ListItineraries } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';
import { localToday } from '../../../lib/local-today';
import { route } from './routes';
import { listParamsOf as paramsFor, type ListParams, type TripFilters } from '../../../../core/my-trips/filters';

/** Every cached list page sits under this key prefix; mutations update or invalidate them all at once. */
export const itineraryListRoot = [route.listItineraries.path] as const;

/** The list read for these filters, with the person's local date for the trips' status. */
export const listParamsOf = (filters: TripFilters, today = localToday()) => paramsFor(filters, today);
export type { ListParams };

/** How long the first page sent with My Trips (decision 046) counts as just read: long enough for the app to start. */
const SENT_FRESH_MS = 10_000;
let sentAt: number | null = null;

/** Puts the first page the server sent with My Trips in the cache, as read now: the page's mount does not read it again. */
export function keepSentPage(client: QueryClient, params: ListParams, page: Page<ItinerarySummary>, fresh: boolean) {
  sentAt = fresh ? Date.now() : null;
  client.setQueryData(getItineraryListQueryOptions(params).queryKey, { pages: [page], pageParams: [null] }, { updatedAt: sentAt ?? 0 });
}

/** GET /api/itineraries: one page of My Trips (cursor pagination). */
export async function listItineraries(params: ListParams, cursor: string | null, signal?: AbortSignal): Promise<Page<ItinerarySummary>> {
  // `fields` is not sent, so every item is whole: a full summary, not the contract's partial one.
  return (await callApi<typeof ListItineraries>(
    route.listItineraries,
    { query: { ...params, cursor: cursor ?? undefined } },
    { signal },
  )) as Page<ItinerarySummary>;
}

export const getItineraryListQueryOptions = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: [...itineraryListRoot, params] as const,
    queryFn: ({ pageParam, signal }) => listItineraries(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // My Trips must show a trip generated a moment ago; the list is cheap, so read it on every visit. The page the
    // server sent with My Trips is that visit's read (decision 046), not read again as the page mounts.
    staleTime: (query) => (sentAt !== null && query.state.dataUpdatedAt === sentAt ? SENT_FRESH_MS : 0),
    refetchOnMount: true,
    // While a new search or filter loads, the previous cards stay (no flash of skeletons on every keystroke).
    placeholderData: keepPreviousData,
  });

export function useItineraryList(params: ListParams) {
  return useInfiniteQuery(getItineraryListQueryOptions(params));
}
