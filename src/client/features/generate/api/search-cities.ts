import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../../core/api/endpoint';
import { SearchCities } from '../../../../core/api/places.endpoints';
import { callApi } from '../../../lib/api-client';

export type City = DataOf<typeof SearchCities>[number];

/** GET /api/cities/autocomplete?q=: world cities, the curated ones (plannable) carrying a destinationId. */
export function searchCities(q: string, signal?: AbortSignal): Promise<City[]> {
  return callApi(SearchCities, { query: { q, limit: 8 } }, { signal });
}

export const getCitySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [SearchCities.path, { q, limit: 8 }] as const,
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCitySearch(q: string) {
  return useQuery(getCitySearchQueryOptions(q));
}
