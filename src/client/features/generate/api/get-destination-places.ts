import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../core/api/envelope';
import type { PlaceSummary } from '../../../../core/api/places';
import { ListDestinationPlaces } from '../../../../core/api/places.endpoints';
import { callApi, urlOf } from '../../../lib/api-client';

const FIELDS = 'id,name,category,popularity,destinationId';
export type PlaceOption = Pick<PlaceSummary, 'id' | 'name' | 'category' | 'popularity' | 'destinationId'>;

/** GET /api/destinations/:id/places?search=: the places a must-see can be chosen from, most popular first. */
export async function getDestinationPlaces(destinationId: string, search: string, signal?: AbortSignal): Promise<Page<PlaceOption>> {
  const query = { search: search.trim() || undefined, limit: 40, sortBy: 'popularity', sortOrder: 'desc', fields: FIELDS } as const;
  // `fields` trims each item to the listed keys, so the page holds exactly a PlaceOption per item.
  return (await callApi(ListDestinationPlaces, { params: { id: destinationId }, query }, { signal })) as Page<PlaceOption>;
}

export const getDestinationPlacesQueryOptions = (destinationId: string, search: string) =>
  queryOptions({
    queryKey: [urlOf(ListDestinationPlaces, { params: { id: destinationId } }), { search: search.trim() }] as const,
    queryFn: ({ signal }) => getDestinationPlaces(destinationId, search, signal),
    placeholderData: keepPreviousData,
  });

export function useDestinationPlaces(destinationId: string | null, search: string) {
  return useQuery({ ...getDestinationPlacesQueryOptions(destinationId ?? '', search), enabled: !!destinationId });
}
