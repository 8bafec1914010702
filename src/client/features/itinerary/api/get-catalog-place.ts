import type { GetCatalogPlace } from '../../../../core/api/trips.endpoints';
import { callApi } from '../../../lib/api-client';
import { route } from './routes';

/**
 * GET /api/itineraries/:id/catalog/:placeId — a place as the planner prices it for this trip, so the browser's
 * edit engine shows an added place exactly as the server will save it.
 */
export function getCatalogPlace(itineraryId: string, placeId: string) {
  return callApi<typeof GetCatalogPlace>(route.getCatalogPlace, { params: { id: itineraryId, placeId } });
}
