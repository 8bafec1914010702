import type { RouteOf } from '../../../../core/api/endpoint';
import type * as Trips from '../../../../core/api/trips.endpoints';

/**
 * My Trips' list read by method and path only, from a type-only import of its contract (as the itinerary page's
 * routes.ts): the early read of My Trips (app/early-reads.ts) starts with the app, so the contracts' schemas (and zod)
 * would otherwise join every page's start-up code. The server validates the query and the answer with the schemas.
 */
export const route = {
  listItineraries: { method: 'GET', path: '/api/itineraries' } satisfies RouteOf<typeof Trips.ListItineraries>,
} as const;
