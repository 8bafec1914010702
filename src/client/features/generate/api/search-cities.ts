import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CitySchema } from '../../../../core/api/places';
import { apiRead } from '../../../lib/api-client';

export type City = z.infer<typeof CitySchema>;

/** GET /api/cities/autocomplete?q=: world cities, the curated ones (plannable) carrying a destinationId. */
export async function searchCities(q: string, signal?: AbortSignal): Promise<City[]> {
  return (await apiRead<City[]>('/api/cities/autocomplete', { q, limit: 8 }, { signal })).data;
}

export const getCitySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['/api/cities/autocomplete', { q, limit: 8 }] as const,
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCitySearch(q: string) {
  return useQuery(getCitySearchQueryOptions(q));
}
