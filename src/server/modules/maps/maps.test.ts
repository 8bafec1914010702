import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Feature =
  { type: 'place'; place: { id: string; category: string; price: number; openingHours: string } } | { type: 'cluster'; count: number };

async function closedOnMondayPlace() {
  const places = (await get('/api/destinations/bangkok/places?limit=100')).json().data.items as Array<{
    id: string;
    openingHours: string;
    coordinates: { lat: number; lon: number };
  }>;
  return places.find((p) => p.openingHours.startsWith('Tu-Su'))!;
}

describe('GET /api/map-config', () => {
  it('answers the offline base map by default, in the envelope', async () => {
    const res = await get('/api/map-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { style: 'offline', styleUrl: null } });
  });

  it('answers MAP_STYLE_URL when it is set', async () => {
    const other = await createTestApp({ MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty' });
    try {
      const data = (await other.app.inject({ method: 'GET', url: '/api/map-config' })).json().data;
      expect(data).toEqual({ style: 'remote', styleUrl: 'https://tiles.openfreemap.org/styles/liberty' });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/map-highlights', () => {
  it('filters by category, price and "open at" the place’s local time', async () => {
    const target = await closedOnMondayPlace();
    const { lat, lon } = target.coordinates;
    const bbox = [lon - 0.01, lat - 0.01, lon + 0.01, lat + 0.01].map((n) => n.toFixed(4)).join(',');
    const ids = async (extra: string) =>
      ((await get(`/api/map-highlights?bbox=${bbox}&zoom=15${extra}`)).json().data.features as Feature[]).flatMap((f) =>
        f.type === 'place' ? [f.place.id] : [],
      );
    expect(await ids('')).toContain(target.id);
    expect(await ids('&openAt=2026-06-01T10:00')).not.toContain(target.id); // a Monday
    expect(await ids('&openAt=2026-06-02T11:00')).toContain(target.id); // a Tuesday
    const museums = (await get(`/api/map-highlights?bbox=${bbox}&zoom=15&category=museum&maxPrice=0`)).json().data.features as Feature[];
    for (const f of museums) if (f.type === 'place') expect(f.place).toMatchObject({ category: 'museum', price: 0 });
  });

  it('"open at" honours special closures as plans do: the Louvre and Orsay are not open on 1 May (a Friday in 2026)', async () => {
    const bbox = '2.28,48.84,2.36,48.88';
    const ids = async (at: string) =>
      ((await get(`/api/map-highlights?bbox=${bbox}&zoom=15&limit=200&openAt=${at}`)).json().data.features as Feature[]).flatMap((f) =>
        f.type === 'place' ? [f.place.id] : [],
      );
    const louvreAndOrsay = ['paris-louvre-museum', 'paris-musee-d-orsay'];
    expect(await ids('2026-05-08T11:00')).toEqual(expect.arrayContaining(louvreAndOrsay)); // the Friday after
    const mayDay = await ids('2026-05-01T11:00');
    expect(mayDay.filter((id) => louvreAndOrsay.includes(id))).toEqual([]);
    // The place panel and the destination's list say the same, and why.
    const louvre = (await get('/api/places/paris-louvre-museum?at=2026-05-01T11:00')).json().data;
    expect(louvre.openAt).toMatchObject({ open: false, unknown: false });
    expect(louvre.openAt.comment).toBe('Closed: Labour Day: museum closed');
    const listed = (await get('/api/destinations/paris/places?limit=100&openAt=2026-05-01T11:00')).json().data.items as Array<{
      id: string;
    }>;
    expect(listed.map((p) => p.id)).not.toContain('paris-louvre-museum');
  });

  it('clusters the whole world with counts below zoom 11, and the counts add up to the total', async () => {
    const data = (await get('/api/map-highlights?bbox=-180,-85,180,85&zoom=2&limit=1000')).json().data;
    expect(data.clustered).toBe(true);
    const sum = (data.features as Feature[]).reduce((s, f) => s + (f.type === 'cluster' ? f.count : 1), 0);
    expect(sum).toBe(data.total);
    const openMonday = (await get('/api/map-highlights?bbox=-180,-85,180,85&zoom=2&limit=1000&openAt=2026-06-01T10:00')).json().data;
    expect(openMonday.total).toBeLessThan(data.total);
  });

  it('refuses malformed or impossible boxes and bad filters with VALIDATION_FAILED, never a 5xx', async () => {
    for (const q of [
      'bbox=1,2,3',
      'bbox=-200,0,10,10',
      'bbox=0,50,10,40',
      'bbox=0,0,10,95',
      'bbox=a,b,c,d',
      'bbox=0,0,1,1&openAt=monday',
      'bbox=0,0,1,1&limit=5000',
      'bbox=0,0,1,1&interest=nope',
    ]) {
      const res = await get(`/api/map-highlights?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('validates with an ETag over the content: 304 when it matches, the same tag for the same content at another URL', async () => {
    const bbox = '2.28,48.84,2.36,48.88';
    const first = await get(`/api/map-highlights?bbox=${bbox}&zoom=15`);
    expect(first.headers['cache-control']).toBe('public, max-age=1800, stale-while-revalidate=1800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/map-highlights?bbox=${bbox}&zoom=15`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const reordered = await get(`/api/map-highlights?zoom=15&bbox=${bbox}`);
    expect(reordered.json().data).toEqual(first.json().data);
    expect(reordered.headers.etag).toBe(etag);
    for (const other of [`bbox=${bbox}&zoom=15&limit=3`, `bbox=${bbox}&zoom=9`, `bbox=2.28,48.84,2.36,48.87&zoom=15`])
      expect((await get(`/api/map-highlights?${other}`)).headers.etag, other).not.toBe(etag);
    expect((await get(`/api/map-highlights?bbox=${bbox}&zoom=15&openNow=true`)).headers['cache-control']).toContain('max-age=60');
  });

  it('accepts a box across the date line', async () => {
    const res = await get('/api/map-highlights?bbox=170,-50,-170,-30&zoom=4');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/map-search', () => {
  it('finds destinations before places, without diacritics, and validates q', async () => {
    const results = (await get('/api/map-search?q=bangkok')).json().data as Array<{ kind: string; id: string }>;
    expect(results[0]).toMatchObject({ kind: 'destination', id: 'bangkok' });
    const places = (await get('/api/map-search?q=museum&limit=5')).json().data as Array<{ kind: string }>;
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    expect((await get('/api/map-search?q=')).statusCode).toBe(400);
    expect((await get(`/api/map-search?q=${'x'.repeat(81)}`)).statusCode).toBe(400);
  });
});
