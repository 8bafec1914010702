import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetSharedItinerary } from '../../../../core/api/trips.endpoints';
import { ApiError, callApi, urlOf } from '../../../lib/api-client';

/** GET /api/shared/:publicId — public, read-only, shared notes only. */
export function getSharedItineraryQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: [urlOf(GetSharedItinerary, { params: { publicId } })] as const,
    queryFn: ({ signal }) => callApi(GetSharedItinerary, { params: { publicId } }, { signal }),
    // A revoked or mistyped link is a 404: say so at once instead of retrying.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export function useSharedItinerary(publicId: string) {
  return useQuery(getSharedItineraryQueryOptions(publicId));
}
