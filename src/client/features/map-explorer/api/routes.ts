import type { RouteOf } from '../../../../core/api/endpoint';
import type * as Maps from '../../../../core/api/maps.endpoints';
import type * as Places from '../../../../core/api/places.endpoints';
import type * as Trips from '../../../../core/api/trips.endpoints';

/**
 * The map explorer's endpoints by method and path, from type-only imports of their contracts (as the itinerary page,
 * api/routes.ts there): building the contracts' zod schemas was a long task of the page's start-up on a slow phone.
 * The types check each path against its contract; the server validates every request and answer with the schemas.
 */
export const route = {
  highlights: { method: 'GET', path: '/api/map-highlights' } satisfies RouteOf<typeof Maps.GetMapHighlights>,
  destinations: { method: 'GET', path: '/api/map-destinations' } satisfies RouteOf<typeof Maps.ListMapDestinations>,
  search: { method: 'GET', path: '/api/map-search' } satisfies RouteOf<typeof Maps.SearchMap>,
  place: { method: 'GET', path: '/api/places/:id' } satisfies RouteOf<typeof Places.GetPlace>,
  climate: { method: 'GET', path: '/api/destinations/:id/climate' } satisfies RouteOf<typeof Places.GetDestinationClimate>,
  trips: { method: 'GET', path: '/api/itineraries' } satisfies RouteOf<typeof Trips.ListItineraries>,
  trip: { method: 'GET', path: '/api/itineraries/:id' } satisfies RouteOf<typeof Trips.GetItinerary>,
  patchTrip: { method: 'PATCH', path: '/api/itineraries/:id' } satisfies RouteOf<typeof Trips.PatchItinerary>,
} as const;
