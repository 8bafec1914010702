import type { RouteOf } from '../../../../core/api/endpoint';
import type * as Analysis from '../../../../core/api/analysis.endpoints';
import type { ListMapDestinations } from '../../../../core/api/maps.endpoints';
import type { ListItineraries } from '../../../../core/api/trips.endpoints';

/**
 * The analysis page's endpoints by method and path only, from type-only imports of their contracts: the schemas (and
 * zod) stay out of the page's chunks, whose evaluation was one long task on a slow phone (issue 11). The types check
 * each path against its contract; the server validates every query and answer with the schemas.
 */
export const route = {
  compare: { method: 'GET', path: '/api/analysis/destinations' } satisfies RouteOf<typeof Analysis.CompareDestinations>,
  compareSummary: {
    method: 'GET',
    path: '/api/analysis/destinations/summary',
  } satisfies RouteOf<typeof Analysis.CompareDestinationsSummary>,
  tripAnalysis: { method: 'GET', path: '/api/analysis/trips/:id' } satisfies RouteOf<typeof Analysis.GetTripAnalysis>,
  tripSummary: { method: 'GET', path: '/api/analysis/trips/:id/summary' } satisfies RouteOf<typeof Analysis.GetTripAnalysisSummary>,
  mapDestinations: { method: 'GET', path: '/api/map-destinations' } satisfies RouteOf<typeof ListMapDestinations>,
  itineraries: { method: 'GET', path: '/api/itineraries' } satisfies RouteOf<typeof ListItineraries>,
} as const;
