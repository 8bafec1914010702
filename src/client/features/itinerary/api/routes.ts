import type { RouteOf } from '../../../../core/api/endpoint';
import type { ListDestinationPlaces } from '../../../../core/api/places.endpoints';
import type * as Trips from '../../../../core/api/trips.endpoints';

/**
 * The itinerary page's endpoints by method and path only, from type-only imports of their contracts: the contracts'
 * schemas (and zod) stay out of the page's chunks, whose evaluation was one long task on a slow phone (issue 16).
 * The types check each path against its contract; the server validates every body and answer with the schemas.
 */
export const route = {
  getItinerary: { method: 'GET', path: '/api/itineraries/:id' } satisfies RouteOf<typeof Trips.GetItinerary>,
  getCatalogPlace: { method: 'GET', path: '/api/itineraries/:id/catalog/:placeId' } satisfies RouteOf<typeof Trips.GetCatalogPlace>,
  patchItinerary: { method: 'PATCH', path: '/api/itineraries/:id' } satisfies RouteOf<typeof Trips.PatchItinerary>,
  deleteItinerary: { method: 'DELETE', path: '/api/itineraries/:id' } satisfies RouteOf<typeof Trips.DeleteItinerary>,
  keepItinerary: { method: 'POST', path: '/api/itineraries/:id/keep' } satisfies RouteOf<typeof Trips.KeepItinerary>,
  replanDay: { method: 'POST', path: '/api/itineraries/:id/days/:day/replan' } satisfies RouteOf<typeof Trips.ReplanDay>,
  swapItem: { method: 'POST', path: '/api/itineraries/:id/items/:itemId/swap' } satisfies RouteOf<typeof Trips.SwapItem>,
  shareItinerary: { method: 'POST', path: '/api/itineraries/:id/share' } satisfies RouteOf<typeof Trips.ShareItinerary>,
  unshareItinerary: { method: 'DELETE', path: '/api/itineraries/:id/share' } satisfies RouteOf<typeof Trips.UnshareItinerary>,
  getSharedItinerary: { method: 'GET', path: '/api/shared/:publicId' } satisfies RouteOf<typeof Trips.GetSharedItinerary>,
  listDestinationPlaces: { method: 'GET', path: '/api/destinations/:id/places' } satisfies RouteOf<typeof ListDestinationPlaces>,
} as const;
