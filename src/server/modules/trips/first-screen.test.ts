import { brotliDecompressSync } from 'node:zlib';
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

/** Decision 030: the itinerary page carries its owner's trip and account (first screen and data), to nobody else, never cached. */
let app: FastifyInstance;
let drop: () => Promise<void>;
let owner: Principal;
let stranger: Principal;
let id: string;

const HOSTILE = 'Lisbon </script><script>alert(1)</script> <!-- & "quotes"';

beforeAll(async () => {
  const dir = builtClient('itinerary-page');
  const db = await createTestDatabase();
  drop = db.drop;
  app = await buildApp({ config: testConfig({ REDIS_URL: undefined, RATE_LIMIT_MAX: '1000000' }), database: db.database, clientDir: dir });
  await app.ready();
  [owner, stranger] = [await buildPrincipal(app), await buildPrincipal(app)];
  const trip = await generateItinerary(app, owner, { days: 2 });
  id = trip.id;
  const renamed = await app.inject({
    method: 'PATCH',
    url: `/api/itineraries/${id}`,
    headers: { ...bearer(owner), 'if-match': trip.etag },
    payload: { ops: [{ op: 'rename', title: HOSTILE }] },
  });
  expect(renamed.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await app.close();
  await drop();
});

const page = (p: Principal | null, url = `/itinerary/${id}`, headers: Record<string, string> = {}) =>
  p ? p.browser.request('GET', url, { headers: { accept: 'text/html', ...headers } }) : app.inject({ method: 'GET', url, headers });

/** The text of the page's JSON element, as the browser's textContent would read it. */
const sentData = (html: string) => new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">([^]*?)</script>`).exec(html)?.[1];

describe('the itinerary page for its owner', () => {
  it('carries the trip as GET /api/itineraries/:id answers it, and its first screen, and no cache may keep it', async () => {
    const res = await page(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const data = sentData(res.body);
    expect(data).toBeDefined();
    const api = (await owner.browser.request('GET', `/api/itineraries/${id}`)).json().data;
    const me = (await owner.browser.request('GET', '/api/auth/user')).json().data;
    expect(JSON.parse(data!)).toEqual({ itinerary: api, user: me });
    expect(me.id).toBe(owner.userId);
    expect(res.body).toContain(`<div id="root" data-first-screen="itinerary">`);
    // The scripts start after the first paint, with the page's chunk among the preloads; its stylesheet stays in the head.
    expect(res.body).toContain('data-entry="/assets/index-1.js"');
    expect(res.body).toContain('/assets/itinerary-page-2.js');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/itinerary-page-3.css">');
  });

  it('escapes the trip so nothing in it can end the JSON element or add markup', async () => {
    const res = await page(owner);
    const data = sentData(res.body)!;
    expect(data).not.toContain('<');
    expect(data).toContain('\\u003c/script>');
    expect(JSON.parse(data).itinerary.title).toBe(HOSTILE);
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &quot;quotes&quot;</h1>');
    expect(res.body.match(/<script/g)).toHaveLength(1 + 1); // start-after-paint.js and the JSON element
  });

  it('is compressed for the one response (brotli)', async () => {
    const res = await page(owner, `/itinerary/${id}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(sentData(brotliDecompressSync(res.rawPayload).toString())).toBeDefined();
  });
});

describe("a share link's page", () => {
  it('carries the trip as GET /api/shared/:publicId answers it, to anyone, until the link is revoked', async () => {
    const share = await app.inject({ method: 'POST', url: `/api/itineraries/${id}/share`, headers: bearer(owner) });
    const { publicId } = share.json().data;
    const res = await page(null, `/shared/${publicId}`, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).not.toContain('Cookie');
    const api = (await app.inject({ method: 'GET', url: `/api/shared/${publicId}` })).json().data;
    expect(JSON.parse(sentData(res.body)!)).toEqual({ shared: api });
    expect(res.body).toContain(`<div id="root" data-first-screen="shared">`);
    // The read-only screen: the banner, the escaped title, no way to the owner's My trips.
    expect(res.body).toContain('A shared trip, read-only.');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('My trips');
    expect(sentData(res.body)).not.toContain('<');
    // A link preview (no script) shows the trip: its title and a description, escaped, as the page and as Open Graph.
    const title = `${escapeHtml(HOSTILE)} (shared) · Wayfarer`;
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}">`);
    expect(res.body).toMatch(/<meta name="description" content="2 days in Lisbon, [^"]+: a day-by-day plan/);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);

    const revoked = await app.inject({ method: 'DELETE', url: `/api/itineraries/${id}/share`, headers: bearer(owner) });
    expect(revoked.statusCode).toBe(200);
    const after = await page(null, `/shared/${publicId}`, { accept: 'text/html' });
    expect(after.body).not.toContain(FIRST_DATA_ID);
    expect(after.body).not.toContain('alert(1)');
    expect(after.headers['cache-control']).toBe('no-cache');
    const unknown = await page(null, '/shared/not-a-link', { accept: 'text/html' });
    expect(unknown.body).toContain('<div id="root"></div>');
  });
});

describe('the itinerary page for anybody else', () => {
  it("never carries another user's trip, a signed-out visitor's, a bearer token's or an unknown id's", async () => {
    const cases = [
      await page(stranger),
      await page(null),
      await page(null, `/itinerary/${id}`, { accept: 'text/html', ...bearer(owner) }),
      await page(owner, '/itinerary/itn_doesnotexist'),
      await page(owner, `/itinerary/${id}/extra`),
    ];
    for (const res of cases) {
      expect(res.body).not.toContain(FIRST_DATA_ID);
      expect(res.body).not.toContain('alert(1)');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('stops carrying it once the trip is deleted', async () => {
    const { etag } = (await owner.browser.request('GET', `/api/itineraries/${id}`)).json().data;
    const del = await app.inject({ method: 'DELETE', url: `/api/itineraries/${id}`, headers: { ...bearer(owner), 'if-match': etag } });
    expect(del.statusCode).toBe(200);
    const res = await page(owner);
    expect(res.body).not.toContain(FIRST_DATA_ID);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
