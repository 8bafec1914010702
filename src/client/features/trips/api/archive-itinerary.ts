import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItinerarySummary } from '../../../../core/api/trips';
import type { ArchiveItinerary, UnarchiveItinerary } from '../../../../core/api/trips.endpoints';
import { route } from './routes';
import { callApi } from '../../../lib/api-client';
import { belongsInList, invalidateLists, restoreLists, snapshotLists, updateTripInLists, type ListSnapshot } from './list-cache';

export interface ArchiveInput {
  id: string;
  archived: boolean;
}

/** POST /api/itineraries/:id/archive or /unarchive. */
export function setArchived({ id, archived }: ArchiveInput): Promise<ItinerarySummary> {
  return archived
    ? callApi<typeof ArchiveItinerary>(route.archive, { params: { id } })
    : callApi<typeof UnarchiveItinerary>(route.unarchive, { params: { id } });
}

/** Optimistic: the card moves between the active and archived lists at once; the server's answer then wins. */
export function useSetArchived() {
  const client = useQueryClient();
  return useMutation<ItinerarySummary, Error, ArchiveInput, { snapshot: ListSnapshot }>({
    mutationFn: setArchived,
    onMutate: async ({ id, archived }) => {
      const snapshot = await snapshotLists(client);
      updateTripInLists(client, id, (trip, params) => (belongsInList(archived, params) ? { ...trip, archived } : null));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) restoreLists(client, context.snapshot);
    },
    onSettled: () => invalidateLists(client),
  });
}
