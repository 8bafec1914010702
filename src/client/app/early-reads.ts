import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { asCurrentUser, getUserQueryOptions, maySignedIn, type CurrentUser } from '../features/auth/api/get-user';
import { getItineraryQueryOptions } from '../features/itinerary/api/get-itinerary';
import { getSharedItineraryQueryOptions } from '../features/itinerary/api/get-shared-itinerary';
import { paths } from '../config/paths';
import { LAZY_PAGES } from './lazy-pages';
import { FIRST_DATA_ID } from '../../core/first-screen/ids';
import type { ItineraryDetail, ItinerarySummary, SharedItinerary } from '../../core/api/trips';
import type { Page } from '../../core/api/envelope';
import { filtersFromSearchParams } from '../../core/my-trips/filters';
import { getItineraryListQueryOptions, keepSentPage, listParamsOf, type ListParams } from '../features/trips/api/list-itineraries';

/**
 * Issue 16: on a signed-in itinerary page the session check, the page's code and the trip were a chain (guard → page →
 * fetch), each waiting for the one before. Started here, before React's first render, they run side by side; the guard
 * and the page then find them in the query cache (in flight or done) instead of asking again.
 */
export function startEarlyReads(queryClient: QueryClient, pathname: string, search = ''): void {
  const shared = matchPath(paths.shared.path, pathname)?.params.publicId;
  if (shared) return startSharedRead(queryClient, shared);
  if (matchPath(paths.dashboard.path, pathname)) return startMyTripsRead(queryClient, search);
  const match = matchPath(paths.itinerary.path, pathname);
  const id = match?.params.id;
  if (!id || !maySignedIn()) return;
  // The server sent the owner's trip and account with the page (decision 030): the trip is the version just read, not
  // fetched again; the account is checked again when the guard mounts (spec §7), in the background. Without them, the
  // first render would wait for both, and the guard's switch to the page would be one urgent (unsliced) render.
  const sent = sentFirstData(id);
  if (sent) {
    queryClient.setQueryData(getUserQueryOptions().queryKey, sent.user);
    queryClient.setQueryData(getItineraryQueryOptions(id).queryKey, sent.itinerary);
  } else {
    void queryClient.prefetchQuery(getUserQueryOptions());
    void queryClient.prefetchQuery(getItineraryQueryOptions(id));
  }
  void LAZY_PAGES.itinerary.preload().catch(() => undefined); // a failure shows on the page, which loads it again
}

/** A share link's page: its trip came with the page when the link is shared; else it is read now, beside the code. */
function startSharedRead(queryClient: QueryClient, publicId: string): void {
  const options = getSharedItineraryQueryOptions(publicId);
  const sent = readFirstData<{ shared?: SharedItinerary }>()?.shared;
  if (sent?.publicId === publicId) queryClient.setQueryData(options.queryKey, sent);
  else void queryClient.prefetchQuery(options);
  void LAZY_PAGES.shared.preload().catch(() => undefined);
}

/**
 * My Trips (decision 046): the server sent the first page of this view and the account with the page when the browser is
 * signed in. The page is kept for the view's own list read when the server listed it with the same parameters, `today`
 * included (the server's is the UTC date, the browser's its local one); with another date it still shows at once, and
 * is read again in the background, since a trip's status may differ by a day. Without it, both are read now.
 */
function startMyTripsRead(queryClient: QueryClient, search: string): void {
  if (!maySignedIn()) return;
  const sent = readFirstData<{ myTrips?: { params?: ListParams; page?: Page<ItinerarySummary> }; user?: unknown }>();
  const params = listParamsOf(filtersFromSearchParams(new URLSearchParams(search)));
  const user = sentUser(sent?.user);
  const page = sent?.myTrips?.page;
  const sentParams = sent?.myTrips?.params;
  if (user && page && sentParams && sameView(sentParams, params)) {
    queryClient.setQueryData(getUserQueryOptions().queryKey, user);
    keepSentPage(queryClient, params, page, sentParams.today === params.today);
  } else {
    void queryClient.prefetchQuery(getUserQueryOptions());
    void queryClient.prefetchInfiniteQuery(getItineraryListQueryOptions(params));
  }
  void LAZY_PAGES.dashboard.preload().catch(() => undefined);
}

/** The same view of My Trips, whatever the date. */
const sameView = (a: ListParams, b: ListParams) => JSON.stringify({ ...a, today: '' }) === JSON.stringify({ ...b, today: '' });

function readFirstData<T>(): T | null {
  const text = document.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The trip and account in the page's `<script type="application/json">`, when it is this page's trip. */
function sentFirstData(id: string): { itinerary: ItineraryDetail; user: CurrentUser } | null {
  const sent = readFirstData<{ itinerary?: ItineraryDetail; user?: unknown }>();
  const user = sentUser(sent?.user);
  return sent?.itinerary?.id === id && user ? { itinerary: sent.itinerary, user } : null;
}

/** The account the page was sent with, when it reads as one. */
function sentUser(value: unknown): CurrentUser | null {
  try {
    return value ? asCurrentUser(value) : null;
  } catch {
    return null;
  }
}
