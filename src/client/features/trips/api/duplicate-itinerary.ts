import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryDetail } from '../../../../core/api/trips';
import type { DuplicateItinerary } from '../../../../core/api/trips.endpoints';
import { route } from './routes';
import { callApi } from '../../../lib/api-client';
import { invalidateLists } from './list-cache';

/** POST /api/itineraries/:id/duplicate: a private copy (notes included) with a new id. */
export function duplicateItinerary({ id, title }: { id: string; title?: string }): Promise<ItineraryDetail> {
  return callApi<typeof DuplicateItinerary>(route.duplicate, { params: { id }, body: title ? { title } : {} });
}

/** Not optimistic: the copy's id and dates come from the server, so the list is simply re-read. */
export function useDuplicateItinerary() {
  const client = useQueryClient();
  return useMutation({ mutationFn: duplicateItinerary, onSuccess: () => invalidateLists(client) });
}
