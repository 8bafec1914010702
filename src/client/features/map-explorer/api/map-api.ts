import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../../core/api/endpoint';
import type { GetMapHighlights, ListMapDestinations, SearchMap } from '../../../../core/api/maps.endpoints';
import type { GetDestinationClimate, GetPlace } from '../../../../core/api/places.endpoints';
import { localWallTime } from '../../../../core/time/dates';
import { callApi } from '../../../lib/api-client';
import { route } from './routes';

export type Highlights = DataOf<typeof GetMapHighlights>;
export type HighlightsQuery = {
  bbox: string;
  zoom: number;
  category?: string;
  interest?: string;
  maxPrice?: number;
  openAt?: string;
  openNow?: 'true';
};
export type SearchResult = DataOf<typeof SearchMap>[number];
export type PlaceDetail = DataOf<typeof GetPlace>;

/** GET /api/map-highlights for the view's box; the previous answer stays on screen while the next loads. */
export function useMapHighlights(query: HighlightsQuery, enabled = true) {
  return useQuery({
    queryKey: [route.highlights.path, query],
    queryFn: ({ signal }) => callApi<typeof GetMapHighlights>(route.highlights, { query: query as never }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMapDestinations() {
  return useQuery({
    queryKey: [route.destinations.path],
    queryFn: () => callApi<typeof ListMapDestinations>(route.destinations, {}),
    staleTime: 60 * 60_000,
  });
}

export function useMapSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [route.search.path, { q: query }],
    queryFn: ({ signal }) => callApi<typeof SearchMap>(route.search, { query: { q: query, limit: 8 } }, { signal }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** A place, and whether it is open now in its own time zone (read first, then asked about its local "now"). */
export function usePlaceNow(id: string | null) {
  return useQuery({
    queryKey: [route.place.path, { id, now: true }],
    queryFn: async ({ signal }) => {
      const place = await callApi<typeof GetPlace>(route.place, { params: { id: id! }, query: {} }, { signal });
      const at = localWallTime(Date.now(), place.timeZone);
      return callApi<typeof GetPlace>(route.place, { params: { id: id! }, query: { at } }, { signal });
    },
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

export function useClimate(destinationId: string | undefined, month: number) {
  return useQuery({
    queryKey: [route.climate.path, { destinationId, month }],
    queryFn: ({ signal }) =>
      callApi<typeof GetDestinationClimate>(route.climate, { params: { id: destinationId! }, query: { month } }, { signal }),
    enabled: Boolean(destinationId),
  });
}
