import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryDetail } from '../../../../core/api/trips';
import type { RestoreItinerary } from '../../../../core/api/trips.endpoints';
import { route } from './routes';
import { callApi } from '../../../lib/api-client';
import { invalidateLists } from './list-cache';

/** POST /api/itineraries/:id/restore: the Undo of a delete. */
export function restoreItinerary(id: string): Promise<ItineraryDetail> {
  return callApi<typeof RestoreItinerary>(route.restore, { params: { id } });
}

export function useRestoreItinerary() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreItinerary, onSettled: () => invalidateLists(client) });
}
