import type { CatalogPlace } from '../../../../core/api/trips';
import { apiRead } from '../../../lib/api-client';

/**
 * GET /api/itineraries/:id/catalog/:placeId — a place as the planner prices it for this trip, so the browser's
 * edit engine shows an added place exactly as the server will save it.
 */
export async function getCatalogPlace(itineraryId: string, placeId: string): Promise<CatalogPlace> {
  const path = `/api/itineraries/${encodeURIComponent(itineraryId)}/catalog/${encodeURIComponent(placeId)}`;
  return (await apiRead<CatalogPlace>(path)).data;
}
