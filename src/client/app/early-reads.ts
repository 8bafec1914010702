import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getUserQueryOptions, maySignedIn } from '../features/auth/api/get-user';
import { getItineraryQueryOptions } from '../features/itinerary/api/get-itinerary';
import { paths } from '../config/paths';
import { LAZY_PAGES } from './lazy-pages';
import { FIRST_DATA_ID } from '../../core/first-screen/ids';
import type { ItineraryDetail } from '../../core/api/trips';

/**
 * Issue 16: on a signed-in itinerary page the session check, the page's code and the trip were a chain (guard → page →
 * fetch), each waiting for the one before. Started here, before React's first render, they run side by side; the guard
 * and the page then find them in the query cache (in flight or done) instead of asking again.
 */
export function startEarlyReads(queryClient: QueryClient, pathname: string): void {
  const match = matchPath(paths.itinerary.path, pathname);
  const id = match?.params.id;
  if (!id || !maySignedIn()) return;
  void queryClient.prefetchQuery(getUserQueryOptions());
  // The server sent the owner's trip with the page (decision 030): it is the version just read, not fetched again.
  const sent = sentItinerary(id);
  if (sent) queryClient.setQueryData(getItineraryQueryOptions(id).queryKey, sent);
  else void queryClient.prefetchQuery(getItineraryQueryOptions(id));
  void LAZY_PAGES.itinerary.preload().catch(() => undefined); // a failure shows on the page, which loads it again
}

/** The trip in the page's `<script type="application/json">`, when it is this page's trip. */
function sentItinerary(id: string): ItineraryDetail | null {
  const text = document.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const doc = JSON.parse(text) as ItineraryDetail;
    return doc.id === id ? doc : null;
  } catch {
    return null;
  }
}
