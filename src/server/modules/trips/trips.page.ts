import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CurrentUserSchema, SESSION_COOKIE } from '../../../core/api/auth';
import type { Page } from '../../../core/api/envelope';
import { ItineraryListQuerySchema, type ItineraryDetail, type ItinerarySummary } from '../../../core/api/trips';
import { scriptJson } from '../../../core/first-screen/html';
import { itineraryFirstScreen, sharedTripHead } from '../../../core/first-screen/itinerary';
import { myTripsFirstScreen } from '../../../core/first-screen/my-trips';
import { filtersFromSearchParams, listParamsOf } from '../../../core/my-trips/filters';
import { AppError } from '../../lib/app-error';
import { presentCurrentUser } from '../users/users.presenter';
import { Lru } from '../../lib/lru';
import { utcToday } from './trips.presenter';
import { tripsContext } from './trips.routes';
import * as trips from './trips.service';

/** What the itinerary page's HTML carries for its signed-in owner (decision 030). */
export interface FirstScreen {
  /** Static HTML of the first screen, for #root. */
  body: string;
  /**
   * `{"itinerary": the detail as GET /api/itineraries/:id answers it, "user": as GET /api/auth/user does}`, escaped
   * for a `<script type="application/json">`: the page's first render needs both, and waits for neither.
   */
  data: string;
  /** The page's own title and description (and their Open Graph tags), for link previews; else the app's. */
  head?: { title: string; description: string };
}

/**
 * The first screen of /shared/:publicId for anyone with the link: the trip as GET /api/shared/:publicId answers it
 * (shared notes only), as `{"shared": …}`. A link that is not shared (any more) gets the plain page, which says so.
 */
export function sharedFirstScreens(app: FastifyInstance) {
  return async (request: FastifyRequest, publicId: string): Promise<FirstScreen | null> => {
    try {
      const doc = await trips.getShared(tripsContext(app), publicId);
      return {
        body: itineraryFirstScreen(doc, { shared: true }),
        data: scriptJson(`{"shared":${JSON.stringify(doc)}}`),
        head: sharedTripHead(doc),
      };
    } catch (error) {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'shared first screen failed; the page loads without it');
      return null;
    }
  };
}

/** The account signed in by the browser's session cookie (never a bearer token: a page is a browser's), or null. */
async function sessionUser(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? ((await app.principals.session(cookie))?.row ?? null) : null;
}

const userJson = (row: Parameters<typeof presentCurrentUser>[0]) => JSON.stringify(CurrentUserSchema.parse(presentCurrentUser(row)));

/**
 * The first screen of /itinerary/:id: only for the trip's owner, read from the browser's session cookie and authorized
 * by the same service call as GET /api/itineraries/:id (a stranger's or a deleted trip gets the plain page, which then
 * answers 404 as before). The serialized document comes from the trips cache; its HTML is rendered once per version
 * and view (the cache's key). Anything that fails here leaves the page as it was: the browser reads the trip itself.
 */
export function itineraryFirstScreens(app: FastifyInstance) {
  const rendered = new Lru<string>(200);
  return async (request: FastifyRequest, id: string): Promise<FirstScreen | null> => {
    try {
      const user = await sessionUser(app, request);
      if (!user) return null;
      const { json: bytes, key } = await trips.getItinerary(tripsContext(app), user.id, id);
      const json = bytes.toString();
      let body = rendered.get(key);
      if (body === undefined) rendered.set(key, (body = itineraryFirstScreen(JSON.parse(json) as ItineraryDetail)));
      return { body, data: scriptJson(`{"itinerary":${json},"user":${userJson(user)}}`) };
    } catch (error) {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'itinerary first screen failed; the page loads without it');
      return null;
    }
  };
}

/**
 * The first screen of /dashboard (decision 046) for the signed-in browser: the first page of the view its URL asks for
 * (search, sort, status, archived, read as the page reads them), listed by the same service call as
 * GET /api/itineraries with the same parameters, which travel with it: `{"myTrips": {params, page}, "user": …}`. The
 * server knows no time zone, so `today` is the UTC date; the browser keeps the page only for its own parameters.
 */
export function myTripsFirstScreens(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<FirstScreen | null> => {
    try {
      const user = await sessionUser(app, request);
      if (!user) return null;
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      const filters = filtersFromSearchParams(search);
      const params = listParamsOf(filters, utcToday());
      // No `fields` in the query, so every item is whole (the contract's type is the partial one).
      const page = (await trips.listItineraries(
        tripsContext(app),
        user.id,
        ItineraryListQuerySchema.parse(params),
      )) as Page<ItinerarySummary>;
      const myTrips = JSON.stringify({ params, page });
      return { body: myTripsFirstScreen(page, filters), data: scriptJson(`{"myTrips":${myTrips},"user":${userJson(user)}}`) };
    } catch (error) {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'my trips first screen failed; the page loads without it');
      return null;
    }
  };
}
