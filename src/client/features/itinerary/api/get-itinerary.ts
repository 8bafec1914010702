import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItineraryDetail } from '../../../../core/api/trips';
import { apiRead } from '../../../lib/api-client';

export const itineraryQueryKey = (id: string) => [`/api/itineraries/${encodeURIComponent(id)}`] as const;

/** GET /api/itineraries/:id — the document with its `etag` (also sent as the ETag header). */
export function getItineraryQueryOptions(id: string) {
  return queryOptions({
    queryKey: itineraryQueryKey(id),
    queryFn: async ({ signal }) => (await apiRead<ItineraryDetail>(itineraryQueryKey(id)[0], {}, { signal })).data,
  });
}

export function useItinerary(id: string) {
  return useQuery(getItineraryQueryOptions(id));
}
