import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const data = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('city autocomplete', () => {
  it('ranks by population and folds diacritics and case', async () => {
    expect((await data('/api/cities/autocomplete?q=lisb'))[0]).toMatchObject({ name: 'Lisbon', country: 'PT' });
    expect((await data('/api/cities/autocomplete?q=SAO%20PAULO'))[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect((await data('/api/cities/autocomplete?q=krakow'))[0]).toMatchObject({ name: 'Kraków', country: 'PL' });
  });

  it('tolerates one typo', async () => {
    expect((await data('/api/cities/autocomplete?q=Barcleona'))[0]).toMatchObject({ name: 'Barcelona', country: 'ES' });
    expect((await data('/api/cities/autocomplete?q=tokio'))[0]).toMatchObject({ name: 'Tokyo', country: 'JP' });
  });

  it('puts curated destinations first and links them', async () => {
    const dest = (await data('/api/destinations?limit=1')).items[0];
    const hits = await data(`/api/cities/autocomplete?q=${encodeURIComponent(dest.name.slice(0, 4))}`);
    expect(hits[0].matched).toBe('curated');
    expect(hits.some((h: { destinationId: string | null }) => h.destinationId === dest.id)).toBe(true);
  });

  it('filters by country, bounds the limit and validates input', async () => {
    const us = await data('/api/cities/autocomplete?q=paris&country=us&limit=3');
    expect(us).toHaveLength(3);
    expect(us.every((c: { country: string }) => c.country === 'US')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cities/autocomplete?q=&limit=500' });
    expect(bad.statusCode).toBe(400);
  });

  it('says plainly when a city has no curated places', async () => {
    const [hit] = await data('/api/cities/autocomplete?q=Lisburn&country=GB&limit=1');
    const city = await data(`/api/cities/${hit.geonameId}`);
    expect(city).toMatchObject({ name: 'Lisburn', curated: false });
    expect(city.message).toMatch(/no curated places for Lisburn/);
  });
});

describe('airports and travel estimates', () => {
  it('finds the nearest scheduled-service airports', async () => {
    const near = await data('/api/airports/nearest?lat=38.7167&lon=-9.1333&limit=2');
    expect(near[0]).toMatchObject({ iata: 'LIS', country: 'PT', timeZone: 'Europe/Lisbon', size: 'large' });
    expect(near[0].distanceKm).toBeLessThan(10);
    expect(near[1].distanceKm).toBeGreaterThanOrEqual(near[0].distanceKm);
  });

  it('estimates door-to-door time per mode from great-circle distance', async () => {
    const est = await data('/api/travel-estimate?from=38.7167,-9.1333&to=41.1496,-8.6110');
    const byMode = Object.fromEntries(est.map((e: { mode: string }) => [e.mode, e]));
    expect(byMode.train.distanceKm).toBeGreaterThan(274 * 1.1);
    expect(byMode.flight.sensible).toBe(true);
    expect(byMode.walk.sensible).toBe(false);
    expect(byMode.flight.minutes).toBeLessThan(byMode.bus.minutes);
  });
});
