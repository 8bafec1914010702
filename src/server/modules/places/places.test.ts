import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('destinations', () => {
  it('lists curated destinations with cursor pagination and a stable total', async () => {
    const first = (await get('/api/destinations?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await get(`/api/destinations?limit=2&cursor=${first.nextCursor}`)).json().data;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.total).toBe(first.total);
    const names = [...first.items, ...second.items].map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('projects fields, sorts, filters by continent and searches without diacritics', async () => {
    const { items } = (await get('/api/destinations?fields=id,name&sortBy=placeCount&sortOrder=desc&limit=3')).json().data;
    expect(Object.keys(items[0]).sort()).toEqual(['id', 'name']);
    const europe = (await get('/api/destinations?continent=europe&limit=100')).json().data.items;
    expect(europe.length).toBeGreaterThan(0);
    expect(europe.every((d: { continent: string }) => d.continent === 'europe')).toBe(true);
    const any = europe[0] as { name: string; id: string };
    const folded = any.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const found = (await get(`/api/destinations?search=${encodeURIComponent(folded)}`)).json().data.items;
    expect(found.map((d: { id: string }) => d.id)).toContain(any.id);
  });

  it('returns a destination with 12 climate months, costs and place counts by category; 404 otherwise', async () => {
    const id = (await get('/api/destinations?limit=1')).json().data.items[0].id;
    const d = (await get(`/api/destinations/${id}`)).json().data;
    expect(d.climate).toHaveLength(12);
    expect(d.costs.lodgingPerNight.mid).toBeGreaterThan(0);
    expect(Object.values(d.categories as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(d.placeCount);
    const missing = await get('/api/destinations/atlantis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const climate = (await get(`/api/destinations/${id}/climate?month=7`)).json().data;
    expect(climate).toMatchObject({ month: 7, destinationId: id, bestMonth: d.bestMonths.includes(7) });
    expect((await get(`/api/destinations/${id}/climate?month=13`)).statusCode).toBe(400);
  });

  it('answers country facts', async () => {
    const id = (await get('/api/destinations?limit=1')).json().data.items[0];
    const c = (await get(`/api/countries/${id.country.toLowerCase()}`)).json().data;
    expect(c.code).toBe(id.country);
    expect(['left', 'right']).toContain(c.drivingSide);
    expect((await get('/api/countries/ZZ')).statusCode).toBe(404);
  });
});

describe('places', () => {
  it('filters by category and interest, sorts by popularity by default', async () => {
    const id = (await get('/api/destinations?limit=1')).json().data.items[0].id;
    const all = (await get(`/api/destinations/${id}/places?limit=100`)).json().data;
    const pops = all.items.map((p: { popularity: number }) => p.popularity);
    expect(pops).toEqual([...pops].sort((a: number, b: number) => b - a));
    const food = (await get(`/api/destinations/${id}/places?category=food&limit=100`)).json().data.items;
    expect(food.length).toBeGreaterThan(0);
    expect(food.every((p: { category: string }) => p.category === 'food')).toBe(true);
    const art = (await get(`/api/destinations/${id}/places?interest=food&limit=100`)).json().data.items;
    expect(art.length).toBeGreaterThanOrEqual(food.length);
    expect((await get(`/api/destinations/${id}/places?category=casino`)).json().error.code).toBe('VALIDATION_FAILED');
  });

  it('serves public reads with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/destinations?limit=5');
    expect(first.headers['cache-control']).toContain('max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/destinations?limit=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('map highlights', () => {
  it('returns places inside a bounding box when zoomed in, clusters when zoomed out, cached 30 minutes', async () => {
    const d = (await get('/api/destinations?limit=1')).json().data.items[0];
    const { lat, lon } = d.coordinates;
    const bbox = [lon - 0.05, lat - 0.05, lon + 0.05, lat + 0.05].join(',');
    const near = await get(`/api/map-highlights?bbox=${bbox}&zoom=14`);
    expect(near.headers['cache-control']).toContain('max-age=1800');
    const data = near.json().data;
    expect(data.clustered).toBe(false);
    for (const f of data.features) {
      expect(f.type).toBe('place');
      expect(Math.abs(f.place.coordinates.lat - lat)).toBeLessThanOrEqual(0.05);
    }
    const world = (await get('/api/map-highlights?bbox=-180,-85,180,85&zoom=2')).json().data;
    expect(world.clustered).toBe(true);
    expect(world.features.some((f: { type: string }) => f.type === 'cluster')).toBe(true);
    expect(world.total).toBeGreaterThan(data.total);
    expect((await get('/api/map-highlights?bbox=1,2,3')).json().error.code).toBe('VALIDATION_FAILED');
  });
});
