import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceSummary } from '../../../../core/api/places';
import type { Page } from '../../../../core/api/envelope';
import { apiRead } from '../../../lib/api-client';

/** GET /api/destinations/:id/places?search=… — places of one of the trip's cities, for "Add a place". */
export function searchPlacesQueryOptions(destinationId: string, search: string) {
  const path = `/api/destinations/${encodeURIComponent(destinationId)}/places`;
  const params = { search: search.trim() || undefined, limit: 12, sortBy: 'popularity', sortOrder: 'desc' as const };
  return queryOptions({
    queryKey: [path, params] as const,
    queryFn: async ({ signal }) => (await apiRead<Page<Partial<PlaceSummary>>>(path, params, { signal })).data,
  });
}

export function useSearchPlaces(destinationId: string, search: string, enabled: boolean) {
  return useQuery({ ...searchPlacesQueryOptions(destinationId, search), enabled, placeholderData: (prev) => prev });
}
