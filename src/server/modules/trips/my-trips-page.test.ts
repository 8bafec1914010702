import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIRST_DATA_ID } from '../../../core/first-screen/ids';
import { escapeHtml } from '../../../core/first-screen/html';
import { buildApp } from '../../app';
import { testConfig } from '../../config/config';
import { createTestDatabase } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { builtClient } from './testing/built-client';
import { bearer, generateItinerary } from './testing/trips-fixtures';

/** Decision 046: My Trips is sent with the first page of its view and the account, to the signed-in browser only. */
let app: FastifyInstance;
let drop: () => Promise<void>;
let owner: Principal;
let stranger: Principal;
let hostileId: string;
let archivedId: string;

const HOSTILE = 'Porto </script><script>alert(1)</script> <!-- & "quotes"';

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  app = await buildApp({
    config: testConfig({ REDIS_URL: undefined, RATE_LIMIT_MAX: '1000000' }),
    database: db.database,
    clientDir: builtClient('dashboard-page'),
  });
  await app.ready();
  [owner, stranger] = [await buildPrincipal(app), await buildPrincipal(app)];
  hostileId = (await generateItinerary(app, owner, { days: 2 }, HOSTILE)).id;
  archivedId = (await generateItinerary(app, owner, { days: 2 }, 'Old Lisbon weekend')).id;
  const archived = await app.inject({ method: 'POST', url: `/api/itineraries/${archivedId}/archive`, headers: bearer(owner) });
  expect(archived.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await app.close();
  await drop();
});

const page = (p: Principal, url = '/dashboard') => p.browser.request('GET', url, { headers: { accept: 'text/html' } });
const sentData = (html: string) => {
  const text = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">([^]*?)</script>`).exec(html)?.[1];
  return text === undefined
    ? undefined
    : (JSON.parse(text) as { myTrips: { params: Record<string, unknown>; page: unknown }; user: unknown });
};
/** The list as the API answers these parameters. */
const listed = async (p: Principal, params: Record<string, unknown>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return (await p.browser.request('GET', `/api/itineraries?${query}`)).json().data;
};

describe('My Trips for the signed-in browser', () => {
  it("carries the view's first page as GET /api/itineraries answers it, with its parameters, and the account", async () => {
    const res = await page(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const data = sentData(res.body)!;
    const today = new Date().toISOString().slice(0, 10);
    expect(data.myTrips.params).toEqual({ limit: 12, sortBy: 'updatedAt', sortOrder: 'desc', archived: 'false', today });
    expect(data.myTrips.page).toEqual(await listed(owner, data.myTrips.params));
    expect(data.user).toEqual((await owner.browser.request('GET', '/api/auth/user')).json().data);
    // The first screen: the page's header and one card per trip of the view, its title escaped, linking to the trip.
    expect(res.body).toContain('<div id="root" data-first-screen="dashboard">');
    expect(res.body).toContain('<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">My trips</h1>');
    expect(res.body).toContain(`<a href="/itinerary/${hostileId}" target="_self"`);
    expect(res.body).toContain(`${escapeHtml(HOSTILE)}</a>`);
    expect(res.body).not.toContain(archivedId);
    expect(res.body.match(/<article /g)).toHaveLength(1);
    // Nothing in a title can end the JSON element or add markup; the scripts start after the first paint.
    expect(res.body.match(/<script/g)).toHaveLength(1 + 1);
    expect(res.body).toContain('data-entry="/assets/index-1.js"');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard-page-3.css">');
  });

  it('lists the view its URL asks for, read as the page reads it', async () => {
    const archived = sentData((await page(owner, '/dashboard?archived=1&sort=title:asc')).body)!;
    expect(archived.myTrips.params).toMatchObject({ archived: 'true', sortBy: 'title', sortOrder: 'asc' });
    expect(archived.myTrips.page).toEqual(await listed(owner, archived.myTrips.params));
    expect((archived.myTrips.page as { items: Array<{ id: string }> }).items.map((t) => t.id)).toEqual([archivedId]);

    const res = await page(owner, '/dashboard/?q=nowhere&status=bogus');
    const none = sentData(res.body)!;
    expect(none.myTrips.params).toMatchObject({ search: 'nowhere' });
    expect(none.myTrips.params).not.toHaveProperty('status');
    expect(none.myTrips.page).toMatchObject({ items: [], total: 0 });
    expect(res.body).not.toContain('<article ');
  });

  it("never carries anyone's trips to another account, a signed-out visitor or a bearer token", async () => {
    const theirs = await page(stranger);
    expect(sentData(theirs.body)!.myTrips.page).toMatchObject({ items: [], total: 0 });
    expect(theirs.body).not.toContain('alert(1)');
    const cases = [
      await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } }),
      await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', ...bearer(owner) } }),
      await page(owner, '/dashboard/extra'),
    ];
    for (const res of cases) {
      expect(res.body).not.toContain(FIRST_DATA_ID);
      expect(res.body).not.toContain('alert(1)');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('stops once the session is signed out', async () => {
    const person = await buildPrincipal(app);
    expect(sentData((await page(person)).body)).toBeDefined();
    const out = await person.browser.request('POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(sentData((await page(person)).body)).toBeUndefined();
  });
});
