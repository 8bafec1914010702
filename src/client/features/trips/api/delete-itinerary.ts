import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '../../../../core/api/endpoint';
import type { DeleteItinerary } from '../../../../core/api/trips.endpoints';
import { route } from './routes';
import { callApi } from '../../../lib/api-client';
import { invalidateLists, restoreLists, snapshotLists, updateTripInLists, type ListSnapshot } from './list-cache';

export type Deleted = DataOf<typeof DeleteItinerary>;

/** DELETE /api/itineraries/:id: a soft delete, undone with restore within the restore window. */
export function deleteItinerary(id: string): Promise<Deleted> {
  return callApi<typeof DeleteItinerary>(route.delete, { params: { id } });
}

/** Optimistic: the card leaves the list at once and comes back if the server refuses. */
export function useDeleteItinerary() {
  const client = useQueryClient();
  return useMutation<Deleted, Error, string, { snapshot: ListSnapshot }>({
    mutationFn: deleteItinerary,
    onMutate: async (id) => {
      const snapshot = await snapshotLists(client);
      updateTripInLists(client, id, () => null);
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      if (context) restoreLists(client, context.snapshot);
    },
    onSettled: () => invalidateLists(client),
  });
}
