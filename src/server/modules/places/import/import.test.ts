import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { importPlaces } from './import.service';

let t: TestApp;
let dest: { id: string; coordinates: { lat: number; lon: number } };
beforeAll(async () => {
  t = await createTestApp();
  dest = (await t.app.inject({ method: 'GET', url: '/api/destinations?limit=1' })).json().data.items[0];
});
afterAll(async () => t.close());

const near = (dLat: number, dLon: number) => ({ lat: dest.coordinates.lat + dLat, lon: dest.coordinates.lon + dLon });

function overpass() {
  const a = near(0.001, 0.001);
  const b = near(0.002, -0.001);
  return JSON.stringify({
    elements: [
      {
        type: 'node',
        id: 1,
        lat: a.lat,
        lon: a.lon,
        tags: { name: 'Wayfarer Test Gallery', tourism: 'gallery', opening_hours: 'Tu-Su 10:00-18:00', wheelchair: 'yes' },
      },
      {
        type: 'way',
        id: 2,
        center: b,
        tags: {
          name: 'Test Corner Café',
          amenity: 'cafe',
          cuisine: 'coffee_shop;vegan',
          opening_hours: 'Mo-Fr 07:30-16:00',
          'diet:vegan': 'yes',
        },
      },
      { type: 'node', id: 3, lat: a.lat, lon: a.lon, tags: { name: 'Hours Unknown Museum', tourism: 'museum' } },
      { type: 'node', id: 4, lat: a.lat + 5, lon: a.lon, tags: { name: 'Far Away Viewpoint', tourism: 'viewpoint' } },
      { type: 'node', id: 5, lat: a.lat, lon: a.lon, tags: { name: 'Broken Hours Bar', amenity: 'bar', opening_hours: 'sometimes maybe' } },
      { type: 'node', id: 6, lat: a.lat, lon: a.lon },
    ],
  });
}

describe('data import', () => {
  it('reports a dry run without writing anything', async () => {
    const report = await importPlaces(t.database.db, await t.app.deps.knowledgeBase(), {
      file: 'test.json',
      text: overpass(),
      destinationId: dest.id,
      dryRun: true,
    });
    expect(report.format).toBe('overpass');
    expect(report.added.map((p) => p.name)).toEqual(['Wayfarer Test Gallery', 'Test Corner Café']);
    expect(report.skipped.map((s) => s.ref)).toEqual(['node/3', 'node/4', 'node/5']);
    expect(report.skipped[0]!.reason).toMatch(/opening_hours/);
    expect(report.skipped[1]!.reason).toMatch(/outside its/);
    expect(report.written).toBe(0);
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM imported_places');
    expect(rows[0]!.n).toBe(0);
  });

  it('writes accepted places, serves them like curated ones, and merges a re-import instead of duplicating', async () => {
    const kb = await t.app.deps.knowledgeBase();
    const first = await importPlaces(t.database.db, kb, { file: 'test.json', text: overpass(), destinationId: dest.id });
    expect(first.written).toBe(2);
    const gallery = first.added.find((p) => p.name === 'Wayfarer Test Gallery')!;
    expect(gallery).toMatchObject({ category: 'museum', stepFree: true, tags: expect.arrayContaining(['art']) });

    // Closed on Mondays, open on Tuesday morning, computed in the destination's local time.
    const monday = (await t.app.inject({ method: 'GET', url: `/api/places/${gallery.id}?at=2026-06-01T11:00` })).json().data;
    expect(monday.source).toBe('imported');
    expect(monday.openAt).toMatchObject({ open: false, nextChange: '2026-06-02T10:00' });
    const tuesday = (await t.app.inject({ method: 'GET', url: `/api/places/${gallery.id}?at=2026-06-02T11:00` })).json().data;
    expect(tuesday.openAt).toMatchObject({ open: true, nextChange: '2026-06-02T18:00' });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/destinations/${dest.id}/places?search=wayfarer%20test&limit=5` })).json()
      .data.items;
    expect(listed.map((p: { id: string }) => p.id)).toContain(gallery.id);

    const second = await importPlaces(t.database.db, kb, { file: 'test.json', text: overpass(), destinationId: dest.id });
    expect(second.added).toEqual([]);
    expect(second.merged.map((m) => m.into).sort()).toEqual(first.added.map((p) => p.id).sort());
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM imported_places');
    expect(rows[0]!.n).toBe(2);
  });

  it('imports GeoJSON polygons at their centroid and CSV rows with documented columns', async () => {
    const kb = await t.app.deps.knowledgeBase();
    const c = near(-0.002, 0.002);
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'way/9',
          properties: { name: 'Test Pocket Park', leisure: 'park' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [c.lon - 0.0005, c.lat - 0.0005],
                [c.lon + 0.0005, c.lat - 0.0005],
                [c.lon + 0.0005, c.lat + 0.0005],
                [c.lon - 0.0005, c.lat + 0.0005],
              ],
            ],
          },
        },
      ],
    });
    const g = await importPlaces(t.database.db, kb, { file: 'parks.geojson', text: geojson, destinationId: dest.id, dryRun: true });
    expect(g.added[0]).toMatchObject({ name: 'Test Pocket Park', category: 'nature', openingHours: '24/7' });
    expect(g.added[0]!.coordinates.lat).toBeCloseTo(c.lat, 4);
    expect(g.warnings[0]!.warning).toMatch(/assumed always open/);

    const csv =
      `name,lat,lon,category,opening_hours,price,cuisines,meals,description\n"Noodles, ` +
      (`""Best"" in town",${c.lat},${c.lon},food,Mo-Su 11:00-22:00,1200,ramen;japanese,lunch;dinner,Hand-pulled ` +
        `noodles.\nNo Hours Diner,${c.lat},${c.lon},food,,500,,,\n`);
    const r = await importPlaces(t.database.db, kb, { file: 'food.csv', text: csv, destinationId: dest.id, dryRun: true });
    expect(r.format).toBe('csv');
    expect(r.added[0]).toMatchObject({
      name: 'Noodles, "Best" in town',
      price: 1200,
      cuisines: ['ramen', 'japanese'],
      meals: ['lunch', 'dinner'],
    });
    expect(r.skipped[0]!.reason).toMatch(/opening_hours/);
  });

  it('refuses an unknown destination and malformed input clearly', async () => {
    const kb = await t.app.deps.knowledgeBase();
    await expect(importPlaces(t.database.db, kb, { file: 'x.json', text: '{}', destinationId: 'atlantis' })).rejects.toThrow(
      /Unknown destination/,
    );
    await expect(importPlaces(t.database.db, kb, { file: 'x.geojson', text: '{not json', destinationId: dest.id })).rejects.toThrow(
      /not valid geojson/,
    );
  });
});
