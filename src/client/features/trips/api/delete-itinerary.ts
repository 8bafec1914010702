import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeletedSchema } from '../../../../core/api/trips';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLists, restoreLists, snapshotLists, updateTripInLists, type ListSnapshot } from './list-cache';

export type Deleted = z.infer<typeof DeletedSchema>;

/** DELETE /api/itineraries/:id: a soft delete, undone with restore within the restore window. */
export function deleteItinerary(id: string): Promise<Deleted> {
  return apiRequest<Deleted>('DELETE', `/api/itineraries/${encodeURIComponent(id)}`);
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
