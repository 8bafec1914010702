import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail, ItinerarySummary } from '../../../core/api/trips';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, generateItinerary } from './testing/trips-fixtures';

let t: TestApp;
let owner: Principal;
let lisbon: ItineraryDetail;
let porto: ItineraryDetail;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  lisbon = await generateItinerary(t.app, owner, {}, 'Lisbon in spring');
  porto = await generateItinerary(
    t.app,
    owner,
    { destinations: [{ kind: 'city', cityId: 'porto' }], startDate: '2020-03-02', days: 2 },
    'Porto long ago',
  );
});
afterAll(async () => t.close());

const list = async (query = '', who = owner) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/itineraries${query}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: ItinerarySummary[]; nextCursor: string | null; total: number };
};
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(owner), ...(payload ? { payload: payload as object } : {}) });

describe('GET /api/itineraries (My Trips)', () => {
  it('lists cards with dates, cities, status and cover, newest first', async () => {
    const page = await list();
    expect(page.items.map((i) => i.id)).toEqual([porto.id, lisbon.id]);
    const card = page.items.find((i) => i.id === lisbon.id)!;
    expect(card).toMatchObject({
      title: 'Lisbon in spring',
      status: 'upcoming',
      startDate: '2030-05-06',
      endDate: '2030-05-08',
      days: 3,
      archived: false,
      shared: false,
      currency: 'EUR',
      feasible: true,
      travellers: 2,
    });
    expect(card.cities).toEqual([{ id: 'lisbon', name: 'Lisbon', country: 'PT', timeZone: 'Europe/Lisbon' }]);
    expect(card.cover.bbox).toHaveLength(4);
    expect(card.cover.points.length).toBeGreaterThan(3);
    expect((await list('?status=past')).items.map((i) => i.id)).toEqual([porto.id]);
    expect((await list('?status=upcoming')).items.map((i) => i.id)).toEqual([lisbon.id]);
    expect((await list('?status=ongoing&today=2030-05-07')).items.map((i) => i.id)).toEqual([lisbon.id]);
  });

  it('searches titles and city names, sorts, projects fields and pages with a cursor', async () => {
    expect((await list('?search=porto')).items.map((i) => i.id)).toEqual([porto.id]);
    expect((await list('?search=PORTUGAL')).total).toBe(2);
    expect((await list('?search=100%25')).total).toBe(0);
    expect((await list('?sortBy=startDate')).items.map((i) => i.id)).toEqual([porto.id, lisbon.id]);
    expect((await list('?sortBy=title&sortOrder=desc')).items.map((i) => i.title)).toEqual(['Porto long ago', 'Lisbon in spring']);
    expect((await list('?fields=id,title')).items[0]).toEqual({ id: porto.id, title: 'Porto long ago' });
    // Enough copies for three pages of two.
    for (let i = 0; i < 3; i++)
      expect((await post(`/api/itineraries/${lisbon.id}/duplicate`, { title: `Copy ${i}` })).statusCode).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`?limit=2&sortBy=title${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(5);
      seen.push(...page.items.map((i) => i.title));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Copy 0', 'Copy 1', 'Copy 2', 'Lisbon in spring', 'Porto long ago']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/itineraries?cursor=garbage', headers: bearer(owner) });
    expect(bad.statusCode).toBe(400);
  });

  it('archives and unarchives (hidden by default, listed with archived=true)', async () => {
    const res = await post(`/api/itineraries/${porto.id}/archive`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.archived).toBe(true);
    expect((await list()).items.map((i) => i.id)).not.toContain(porto.id);
    expect((await list('?archived=true')).items.map((i) => i.id)).toEqual([porto.id]);
    expect((await list('?archived=all')).items.map((i) => i.id)).toContain(porto.id);
    await post(`/api/itineraries/${porto.id}/unarchive`);
    expect((await list()).items.map((i) => i.id)).toContain(porto.id);
  });

  it('deletes with undo: gone from everything until restored', async () => {
    const copy = (await post(`/api/itineraries/${lisbon.id}/duplicate`)).json().data as ItineraryDetail;
    expect(copy.title).toBe('Lisbon in spring (copy)');
    expect(copy.share).toBeNull();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/itineraries/${copy.id}`, headers: bearer(owner) });
    expect(del.statusCode).toBe(200);
    const { restorableUntil, deletedAt } = del.json().data;
    expect(Date.parse(restorableUntil) - Date.parse(deletedAt)).toBe(30 * 24 * 3600 * 1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/itineraries/${copy.id}`, headers: bearer(owner) })).statusCode).toBe(404);
    expect((await list('?archived=all')).items.map((i) => i.id)).not.toContain(copy.id);
    const restored = await post(`/api/itineraries/${copy.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.id).toBe(copy.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/itineraries/${copy.id}`, headers: bearer(owner) })).statusCode).toBe(200);
    expect((await post(`/api/itineraries/${copy.id}/restore`)).statusCode).toBe(404);
  });

  it('never lists another user’s trips', async () => {
    const stranger = await buildPrincipal(t.app);
    expect(await list('', stranger)).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});
