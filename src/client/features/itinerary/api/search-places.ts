import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListDestinationPlaces } from '../../../../core/api/places.endpoints';
import { callApi, urlOf } from '../../../lib/api-client';
import { route } from './routes';

/** GET /api/destinations/:id/places?search=… — places of one of the trip's cities, for "Add a place". */
export function searchPlacesQueryOptions(destinationId: string, search: string) {
  const params = { id: destinationId };
  const query = { search: search.trim() || undefined, limit: 12, sortBy: 'popularity', sortOrder: 'desc' } as const;
  return queryOptions({
    queryKey: [urlOf<typeof ListDestinationPlaces>(route.listDestinationPlaces, { params }), query] as const,
    queryFn: ({ signal }) => callApi<typeof ListDestinationPlaces>(route.listDestinationPlaces, { params, query }, { signal }),
  });
}

export function useSearchPlaces(destinationId: string, search: string, enabled: boolean) {
  return useQuery({ ...searchPlacesQueryOptions(destinationId, search), enabled, placeholderData: (prev) => prev });
}
