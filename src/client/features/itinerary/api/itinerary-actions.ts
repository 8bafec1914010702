import type { InfeasibleResult, ItineraryDetail, ShareInfo } from '../../../../core/api/trips';
import { InfeasibleResultSchema } from '../../../../core/api/trips';
import { ReplanDay, ShareItinerary, SwapItem, UnshareItinerary } from '../../../../core/api/trips.endpoints';
import { ApiError, callApi } from '../../../lib/api-client';

/** POST …/days/:day/replan with If-Match: the engine re-plans one day (pinned items stay). */
export function replanDay(id: string, day: number, etag: string): Promise<ItineraryDetail> {
  return callApi(ReplanDay, { params: { id, day }, headers: { 'if-match': etag } });
}

/** POST …/items/:itemId/swap with If-Match: the engine picks another place for one item. */
export function swapItem(id: string, itemId: string, etag: string): Promise<ItineraryDetail> {
  return callApi(SwapItem, { params: { id, itemId }, headers: { 'if-match': etag } });
}

export function infeasibleOf(error: unknown): InfeasibleResult | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = InfeasibleResultSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function shareItinerary(id: string): Promise<ShareInfo> {
  return callApi(ShareItinerary, { params: { id } });
}

export function unshareItinerary(id: string): Promise<{ shared: false }> {
  return callApi(UnshareItinerary, { params: { id } });
}
