import type { InfeasibleResult, ItineraryDetail, ShareInfo } from '../../../../core/api/trips';
import { InfeasibleResultSchema } from '../../../../core/api/trips';
import { ApiError, apiRequest } from '../../../lib/api-client';

const base = (id: string) => `/api/itineraries/${encodeURIComponent(id)}`;

/** POST …/days/:day/replan with If-Match: the engine re-plans one day (pinned items stay). */
export function replanDay(id: string, day: number, etag: string): Promise<ItineraryDetail> {
  return apiRequest<ItineraryDetail>('POST', `${base(id)}/days/${day}/replan`, undefined, { headers: { 'If-Match': etag } });
}

/** POST …/items/:itemId/swap with If-Match: the engine picks another place for one item. */
export function swapItem(id: string, itemId: string, etag: string): Promise<ItineraryDetail> {
  return apiRequest<ItineraryDetail>('POST', `${base(id)}/items/${encodeURIComponent(itemId)}/swap`, undefined, { headers: { 'If-Match': etag } });
}

export function infeasibleOf(error: unknown): InfeasibleResult | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = InfeasibleResultSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function shareItinerary(id: string): Promise<ShareInfo> {
  return apiRequest<ShareInfo>('POST', `${base(id)}/share`);
}

export function unshareItinerary(id: string): Promise<{ shared: false }> {
  return apiRequest<{ shared: false }>('DELETE', `${base(id)}/share`);
}
