import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, generateItinerary } from './testing/trips-fixtures';
import { tripsContext } from './trips.routes';

/** Decision 018: itinerary reads come from memory, stay exact per owner, and revalidate with the version ETag. */
let t: TestApp;
let owner: Principal;
let stranger: Principal;
let id: string;
let etag: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  [owner, stranger] = [await buildPrincipal(t.app), await buildPrincipal(t.app)];
  const trip = await generateItinerary(t.app, owner, { days: 1 });
  [id, etag] = [trip.id, trip.etag];
}, 60_000);
afterAll(async () => t.close());

const read = (p: Principal, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/itineraries/${id}`, headers: { ...bearer(p), ...headers } });

describe('itinerary reads from the cache', () => {
  it('answers 304 to If-None-Match with the version ETag (the one If-Match takes), 200 otherwise', async () => {
    const first = await read(owner);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(etag);
    const again = await read(owner, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read(owner, { 'if-none-match': `"${id}.v999"` })).statusCode).toBe(200);
  });

  it("never answers another user's id, even when it is cached", async () => {
    expect((await read(owner)).statusCode).toBe(200);
    const res = await read(stranger, { 'if-none-match': etag });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('sends the same body gzip-compressed to a client that accepts it', async () => {
    const plain = await read(owner);
    const zipped = await read(owner, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(body.data).toEqual(plain.json().data);
    expect(body.meta.requestId).toBe(zipped.headers['x-request-id']);
  });

  it('serves a cached document (kept as UTF-8 bytes) byte for byte as the database gives it, accents and emoji too', async () => {
    const title = 'Lisboa – São Jorge, café 🍰';
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}`,
      headers: { ...bearer(owner), 'if-match': etag },
      payload: { ops: [{ op: 'rename', title }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.title).toBe(title);
    etag = String(saved.headers.etag);
    const cached = await read(owner);
    expect(cached.json().data.title).toBe(title);
    expect(Number(cached.headers['content-length'])).toBe(cached.rawPayload.length);
    const ctx = tripsContext(t.app);
    ctx.cache.json.clear();
    ctx.cache.docs.clear();
    ctx.cache.gzip.clear();
    const fresh = await read(owner);
    expect(fresh.json().data).toEqual(cached.json().data);
    const zipped = await read(owner, { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).data).toEqual(fresh.json().data);
  });

  it('after a save the old ETag gets the new version; archiving (same version) stops 304s for it', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}`,
      headers: { ...bearer(owner), 'if-match': etag },
      payload: { ops: [{ op: 'rename', title: 'Renamed' }] },
    });
    expect(saved.statusCode).toBe(200);
    const stale = await read(owner, { 'if-none-match': etag });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.title).toBe('Renamed');
    etag = String(saved.headers.etag);
    expect((await read(owner, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'POST', url: `/api/itineraries/${id}/archive`, headers: bearer(owner) })).statusCode).toBe(200);
    const archived = await read(owner, { 'if-none-match': etag });
    expect(archived.statusCode).toBe(200);
    expect(archived.headers.etag).toBe(etag);
    expect(archived.json().data.archived).toBe(true);
  });

  it('a deleted itinerary is gone from the cache at once', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/itineraries/${id}`, headers: { ...bearer(owner), 'if-match': etag } });
    expect(del.statusCode).toBe(200);
    expect((await read(owner)).statusCode).toBe(404);
  });
});
