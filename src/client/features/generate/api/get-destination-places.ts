import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceSummary } from '../../../../core/api/places';
import type { Page } from '../../../../core/api/envelope';
import { apiRead } from '../../../lib/api-client';

const FIELDS = 'id,name,category,popularity,destinationId';
export type PlaceOption = Pick<PlaceSummary, 'id' | 'name' | 'category' | 'popularity' | 'destinationId'>;

/** GET /api/destinations/:id/places?search=: the places a must-see can be chosen from, most popular first. */
export async function getDestinationPlaces(destinationId: string, search: string, signal?: AbortSignal): Promise<Page<PlaceOption>> {
  const params = { search: search.trim() || undefined, limit: 40, sortBy: 'popularity', sortOrder: 'desc' as const, fields: FIELDS };
  return (await apiRead<Page<PlaceOption>>(`/api/destinations/${encodeURIComponent(destinationId)}/places`, params, { signal })).data;
}

export const getDestinationPlacesQueryOptions = (destinationId: string, search: string) =>
  queryOptions({
    queryKey: [`/api/destinations/${destinationId}/places`, { search: search.trim() }] as const,
    queryFn: ({ signal }) => getDestinationPlaces(destinationId, search, signal),
    placeholderData: keepPreviousData,
  });

export function useDestinationPlaces(destinationId: string | null, search: string) {
  return useQuery({ ...getDestinationPlacesQueryOptions(destinationId ?? '', search), enabled: !!destinationId });
}
