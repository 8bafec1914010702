import type { RouteOf } from '../../../../core/api/endpoint';
import type * as Trips from '../../../../core/api/trips.endpoints';

/**
 * My Trips' calls by method and path only, from a type-only import of their contracts (as the itinerary page's
 * routes.ts): the early read of My Trips (app/early-reads.ts) starts with the app, and the page's card actions load
 * with it, so the contracts' schemas (and zod, 35-130 ms of building schemas on this machine) would otherwise run on
 * every visit to My Trips. `satisfies` holds each to its contract; the server validates the requests and answers.
 */
export const route = {
  listItineraries: { method: 'GET', path: '/api/itineraries' } satisfies RouteOf<typeof Trips.ListItineraries>,
  archive: { method: 'POST', path: '/api/itineraries/:id/archive' } satisfies RouteOf<typeof Trips.ArchiveItinerary>,
  unarchive: { method: 'POST', path: '/api/itineraries/:id/unarchive' } satisfies RouteOf<typeof Trips.UnarchiveItinerary>,
  delete: { method: 'DELETE', path: '/api/itineraries/:id' } satisfies RouteOf<typeof Trips.DeleteItinerary>,
  duplicate: { method: 'POST', path: '/api/itineraries/:id/duplicate' } satisfies RouteOf<typeof Trips.DuplicateItinerary>,
  restore: { method: 'POST', path: '/api/itineraries/:id/restore' } satisfies RouteOf<typeof Trips.RestoreItinerary>,
  quota: { method: 'GET', path: '/api/itineraries/quota' } satisfies RouteOf<typeof Trips.GetQuota>,
} as const;
