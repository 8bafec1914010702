// @vitest-environment jsdom
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../core/api/settings';
import { FIRST_DATA_ID } from '../../core/first-screen/ids';
import { DEFAULT_FILTERS } from '../../core/my-trips/filters';
import { getUserQueryOptions } from '../features/auth/api/get-user';
import { getItineraryListQueryOptions, listParamsOf } from '../features/trips/api/list-itineraries';
import { localToday } from '../lib/local-today';
import { createQueryClient } from '../lib/query-client';
import { routeRelativeFetchTo, sendJson, startTestServer } from '../lib/test-http-server';
import { startEarlyReads } from './early-reads';

/** Decision 046: My Trips starts from the first page the server sent with it, and reads it again only when it must. */
const user = {
  id: 'usr_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  preferences: DEFAULT_PREFERENCES,
};
const sentPage = { items: [], nextCursor: null, total: 0 };
const served = { items: [], nextCursor: null, total: 0 };
let server: Awaited<ReturnType<typeof startTestServer>>;
let unroute: () => void;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/api/auth/user') return sendJson(res, 200, { success: true, data: user });
    if (req.url?.startsWith('/api/itineraries?')) return sendJson(res, 200, { success: true, data: served });
    return sendJson(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'no' } });
  });
  unroute = routeRelativeFetchTo(server.origin);
});
afterAll(async () => {
  unroute();
  await server.close();
});
beforeEach(() => {
  document.cookie = 'wf_signed_in=1; path=/';
  server.requests.length = 0;
});
afterEach(() => document.getElementById(FIRST_DATA_ID)?.remove());

function sendWithPage(params: object) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ID;
  element.textContent = JSON.stringify({ myTrips: { params, page: sentPage }, user });
  document.body.append(element);
}

/** Mounts the view's list read as TripsView does and reports whether it went to the server. */
async function mountList(client: ReturnType<typeof createQueryClient>, params: ReturnType<typeof listParamsOf>) {
  const observer = new InfiniteQueryObserver(client, getItineraryListQueryOptions(params));
  const unsubscribe = observer.subscribe(() => undefined);
  const result = observer.getCurrentResult();
  await new Promise((resolve) => setTimeout(resolve, 50));
  unsubscribe();
  return { data: result.data?.pages[0], fetching: result.isFetching };
}

const listReads = () => server.requests.filter((r) => r.url.startsWith('/api/itineraries?'));

describe('My Trips sent with its first page', () => {
  it("keeps the page for the view's own read: no second read of the list, the account known at once", async () => {
    const params = listParamsOf(DEFAULT_FILTERS);
    sendWithPage(params);
    const client = createQueryClient();
    startEarlyReads(client, '/dashboard', '');
    expect(client.getQueryData(getUserQueryOptions().queryKey)).toEqual(user);
    const list = await mountList(client, params);
    expect(list).toEqual({ data: sentPage, fetching: false });
    expect(listReads()).toEqual([]);
  });

  it('shows a page listed for another date at once and reads it again, since a status may differ by a day', async () => {
    const params = listParamsOf(DEFAULT_FILTERS);
    sendWithPage({ ...params, today: '2000-01-01' });
    const client = createQueryClient();
    startEarlyReads(client, '/dashboard', '');
    const list = await mountList(client, params);
    expect(list).toEqual({ data: sentPage, fetching: true });
    expect(listReads()).toHaveLength(1);
    expect(listReads()[0]!.url).toContain(`today=${localToday()}`);
  });

  it("reads the list itself when the page sent is another view's (the URL names other filters)", async () => {
    sendWithPage(listParamsOf(DEFAULT_FILTERS));
    const client = createQueryClient();
    startEarlyReads(client, '/dashboard', '?archived=1');
    const archived = listParamsOf({ ...DEFAULT_FILTERS, archived: true });
    await expect.poll(() => listReads().length).toBe(1);
    expect(listReads()[0]!.url).toContain('archived=true');
    expect(client.getQueryData(getItineraryListQueryOptions(listParamsOf(DEFAULT_FILTERS)).queryKey)).toBeUndefined();
    expect((await mountList(client, archived)).data).toEqual(served);
  });
});
