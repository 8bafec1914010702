import type { CatalogPlace, ItineraryDetail } from '../../../../core/api/trips';
import type { PlaceSummary } from '../../../../core/api/places';
import { sliceCatalog } from '../../../../core/edits/catalog-slice';
import type { Catalog } from '../../../../core/planner/types';

/**
 * A place picked in "Add a place" (or put back by undo), known before the server has it in the plan: what the
 * timeline shows about it, and its catalog entry priced for this trip (GET /api/itineraries/:id/catalog/:placeId).
 */
export type PickedPlace = Partial<PlaceSummary> & { id: string; name: string; destinationId: string; catalog?: CatalogPlace };

/**
 * The browser's catalog for the edit engine: the server's catalog entries for the trip's cities and planned
 * places (the document's `catalog`), plus the entries of places picked since. The engine reads nothing else, so
 * it computes here what the server computes (parity: src/server/modules/trips/edit-parity.test.ts).
 */
export function clientCatalog(detail: Pick<ItineraryDetail, 'plan' | 'catalog'>, picked: PickedPlace[] = []): Catalog {
  return sliceCatalog(
    detail.plan.currency,
    detail.catalog,
    picked.flatMap((p) => (p.catalog ? [p.catalog] : [])),
  );
}

/** An item's entry in the document's catalog slice (to put a removed item back as it was priced). */
export function catalogEntry(slice: ItineraryDetail['catalog'], item: { kind: 'visit' | 'meal'; placeId: string }): CatalogPlace | null {
  const attraction = item.kind === 'visit' ? slice.attractions.find((a) => a.id === item.placeId) : undefined;
  if (attraction) return { kind: 'attraction', place: attraction };
  const restaurant = item.kind === 'meal' ? slice.restaurants.find((r) => r.id === item.placeId) : undefined;
  return restaurant ? { kind: 'restaurant', place: restaurant } : null;
}
