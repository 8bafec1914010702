import type { EditOpInput, ItineraryDetail, StaleDetails } from '../../../../core/api/trips';
import type { PatchItinerary } from '../../../../core/api/trips.endpoints';
import { mergeSaved, PREFER_MINIMAL } from '../../../../core/edits/merge-saved';
import { ApiError, callApi } from '../../../lib/api-client';
import { route } from './routes';

/**
 * PATCH /api/itineraries/:id with If-Match: applies the ops atomically and answers the new version. `base` is the
 * version the etag names: the server then answers only what changed (Prefer: return=minimal, decision 031) and the
 * full detail is rebuilt here from it.
 */
export async function patchItinerary(
  id: string,
  ops: EditOpInput[],
  etag: string,
  base: ItineraryDetail,
  signal?: AbortSignal,
): Promise<ItineraryDetail> {
  const headers = { 'if-match': etag, prefer: PREFER_MINIMAL };
  return mergeSaved(
    base,
    await callApi<typeof PatchItinerary>(route.patchItinerary, { params: { id }, body: { ops }, headers }, { signal }),
  );
}

/** The server's version carried by a 412, or null when the error is something else. */
export function staleDetailsOf(error: unknown): StaleDetails | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  // A structural check, not StaleDetailsSchema: zod stays out of this page's chunks (routes.ts); the server built it.
  const d = error.details as Partial<StaleDetails> | undefined;
  const ok = !!d && typeof d.etag === 'string' && typeof d.currentVersion === 'number' && typeof d.itinerary?.id === 'string';
  return ok ? (d as StaleDetails) : null;
}

/** Worth retrying later (network down, server busy or failing); a 4xx other than 408/429 never will succeed. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'NETWORK_ERROR' || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
