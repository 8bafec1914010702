import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetItinerary } from '../../../../core/api/trips.endpoints';
import { callApi, urlOf } from '../../../lib/api-client';
import { route } from './routes';

export const itineraryQueryKey = (id: string) => [urlOf<typeof GetItinerary>(route.getItinerary, { params: { id } })] as const;

/** GET /api/itineraries/:id — the document with its `etag` (also sent as the ETag header). */
export function getItineraryQueryOptions(id: string) {
  return queryOptions({
    queryKey: itineraryQueryKey(id),
    queryFn: ({ signal }) => callApi<typeof GetItinerary>(route.getItinerary, { params: { id } }, { signal }),
  });
}

export function useItinerary(id: string) {
  return useQuery(getItineraryQueryOptions(id));
}
