import type { InfeasibleResult, ItineraryDetail, ShareInfo } from '../../../../core/api/trips';
import type { ReplanDay, ShareItinerary, SwapItem, UnshareItinerary } from '../../../../core/api/trips.endpoints';
import { ApiError, callApi } from '../../../lib/api-client';
import { route } from './routes';

/** POST …/days/:day/replan with If-Match: the engine re-plans one day (pinned items stay). */
export function replanDay(id: string, day: number, etag: string): Promise<ItineraryDetail> {
  return callApi<typeof ReplanDay>(route.replanDay, { params: { id, day }, headers: { 'if-match': etag } });
}

/** POST …/items/:itemId/swap with If-Match: the engine picks another place for one item. */
export function swapItem(id: string, itemId: string, etag: string): Promise<ItineraryDetail> {
  return callApi<typeof SwapItem>(route.swapItem, { params: { id, itemId }, headers: { 'if-match': etag } });
}

/** The planner's "no feasible change" answer (a 422 with its conflicts), or null for any other error. */
export function infeasibleOf(error: unknown): InfeasibleResult | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  // A structural check, not InfeasibleResultSchema: zod stays out of this page's chunks (routes.ts).
  const details = error.details as Partial<InfeasibleResult> | undefined;
  return details && Array.isArray(details.conflicts) ? (details as InfeasibleResult) : null;
}

export function shareItinerary(id: string): Promise<ShareInfo> {
  return callApi<typeof ShareItinerary>(route.shareItinerary, { params: { id } });
}

export function unshareItinerary(id: string): Promise<{ shared: false }> {
  return callApi<typeof UnshareItinerary>(route.unshareItinerary, { params: { id } });
}
