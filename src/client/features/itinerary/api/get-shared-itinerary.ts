import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSharedItinerary } from '../../../../core/api/trips.endpoints';
import { ApiError, callApi, urlOf } from '../../../lib/api-client';
import { route } from './routes';

/** GET /api/shared/:publicId — public, read-only, shared notes only. */
export function getSharedItineraryQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: [urlOf<typeof GetSharedItinerary>(route.getSharedItinerary, { params: { publicId } })] as const,
    queryFn: ({ signal }) => callApi<typeof GetSharedItinerary>(route.getSharedItinerary, { params: { publicId } }, { signal }),
    // A revoked or mistyped link is a 404: say so at once instead of retrying.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export function useSharedItinerary(publicId: string) {
  return useQuery(getSharedItineraryQueryOptions(publicId));
}
