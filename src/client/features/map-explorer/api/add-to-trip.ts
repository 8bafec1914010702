import { useMutation, useQuery } from '@tanstack/react-query';
import type { GetItinerary, ListItineraries, PatchItinerary } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { route } from './routes';

/** The signed-in person's current trips (null when signed out: the panel offers sign-in instead). */
export function useMyTrips(enabled: boolean) {
  return useQuery({
    queryKey: [route.trips.path, { limit: 100, archived: 'false', sortBy: 'startDate' }],
    queryFn: async ({ signal }) => {
      try {
        return await callApi<typeof ListItineraries>(
          route.trips,
          { query: { limit: 100, archived: 'false', sortBy: 'startDate' } },
          { signal },
        );
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }
    },
    enabled,
    staleTime: 0,
  });
}

/**
 * Adds a place to one day of a trip the way the itinerary editor does: the edit engine's `addPlace` op in a
 * PATCH carrying the trip's current ETag; the answer carries the checker's new report.
 */
export function useAddToTrip() {
  // The itinerary page always re-reads the trip on open, so no cache needs patching here.
  return useMutation({
    mutationFn: async ({ tripId, day, placeId }: { tripId: string; day: number; placeId: string }) => {
      const current = await callApi<typeof GetItinerary>(route.trip, { params: { id: tripId } });
      return callApi<typeof PatchItinerary>(route.patchTrip, {
        params: { id: tripId },
        headers: { 'if-match': current.etag },
        body: { ops: [{ op: 'addPlace', day, placeId }] },
      });
    },
  });
}
