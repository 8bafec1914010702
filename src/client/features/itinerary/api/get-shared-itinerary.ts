import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedItinerary } from '../../../../core/api/trips';
import { ApiError, apiRead } from '../../../lib/api-client';

const path = (publicId: string) => `/api/shared/${encodeURIComponent(publicId)}`;

/** GET /api/shared/:publicId — public, read-only, shared notes only. */
export function getSharedItineraryQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: [path(publicId)] as const,
    queryFn: async ({ signal }) => (await apiRead<SharedItinerary>(path(publicId), {}, { signal })).data,
    // A revoked or mistyped link is a 404: say so at once instead of retrying.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export function useSharedItinerary(publicId: string) {
  return useQuery(getSharedItineraryQueryOptions(publicId));
}
