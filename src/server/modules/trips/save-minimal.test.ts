import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail } from '../../../core/api/trips';
import type { ItinerarySaved } from '../../../core/api/trip-saved';
import { mergeSaved, prefersMinimal } from '../../../core/edits/merge-saved';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, generateItinerary } from './testing/trips-fixtures';

/**
 * Prefer: return=minimal on PATCH (decision 031): the compact answer, merged onto the version the edit was based
 * on (what the browser's save engine does), must equal the full detail a GET of the new version answers.
 */
let t: TestApp;
let owner: Principal;
let base: ItineraryDetail;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  base = await generateItinerary(t.app, owner, { days: 4 });
}, 60_000);
afterAll(async () => t.close());

async function fresh(): Promise<ItineraryDetail> {
  const res = await t.app.inject({ method: 'POST', url: `/api/itineraries/${base.id}/duplicate`, headers: bearer(owner), payload: {} });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

function patch(id: string, etag: string | undefined, ops: unknown[], prefer: string | null = 'return=minimal') {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/itineraries/${id}`,
    headers: { ...bearer(owner), ...(etag ? { 'if-match': etag } : {}), ...(prefer ? { prefer } : {}) },
    payload: { ops },
  });
}

async function getDetail(id: string): Promise<ItineraryDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/itineraries/${id}`, headers: bearer(owner) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const placeItems = (d: ItineraryDetail, day: number) => d.plan.days[day - 1]!.items.filter((i) => i.kind !== 'transfer');

/** One compact save: checks the answer's headers and shape, and that merging it gives what a GET answers. */
async function saveMinimal(prev: ItineraryDetail, ops: unknown[]) {
  const res = await patch(prev.id, prev.etag, ops);
  expect(res.statusCode).toBe(200);
  expect(res.headers['preference-applied']).toBe('return=minimal');
  expect(res.headers.vary).toContain('Prefer');
  const answer: ItinerarySaved = res.json().data;
  expect(res.headers.etag).toBe(answer.etag);
  const merged = mergeSaved(prev, answer);
  expect(merged).toEqual(await getDetail(prev.id));
  return { answer, merged, bytes: res.body.length };
}

describe('PATCH with Prefer: return=minimal', () => {
  it('answers only the re-timed day, and the merge equals the full detail; a sequence of edits stays exact', async () => {
    const it0 = await fresh();
    const item = placeItems(it0, 2)[0]!;
    const full = await t.app.inject({ method: 'GET', url: `/api/itineraries/${it0.id}`, headers: bearer(owner) });
    const timed = await saveMinimal(it0, [{ op: 'setTime', itemId: item.id, startMinute: item.startMinute + 10 }]);
    expect(timed.answer.plan.days.map((d) => d !== null)).toEqual([false, true, false, false]);
    expect(timed.answer.places).toBeUndefined();
    expect(timed.answer.catalog).toBeUndefined();
    expect(timed.answer.version).toBe(it0.version + 1);
    expect(timed.bytes).toBeLessThan(full.body.length / 2);

    // A note changes no day; a rename none either.
    const noted = await saveMinimal(timed.merged, [{ op: 'setItemNote', itemId: item.id, text: 'Book ahead', visibility: 'private' }]);
    expect(noted.answer.plan.days.every((d) => d === null)).toBe(true);
    const renamed = await saveMinimal(noted.merged, [{ op: 'rename', title: 'Lisbon, slowly' }]);
    expect(renamed.merged.title).toBe('Lisbon, slowly');

    // Moving an item between days changes both; removing one changes its day.
    const mover = placeItems(renamed.merged, 1)[0]!;
    const moved = await saveMinimal(renamed.merged, [{ op: 'moveItem', itemId: mover.id, toDay: 3, toIndex: 0 }]);
    expect(moved.answer.plan.days[0]).not.toBeNull();
    expect(moved.answer.plan.days[2]).not.toBeNull();
    const removed = await saveMinimal(moved.merged, [{ op: 'removeItem', itemId: placeItems(moved.merged, 4)[0]!.id }]);
    expect(removed.answer.plan.days[3]).not.toBeNull();

    // Each save writes the plan joined from days serialized once (plan-json.ts): the database holds exactly the
    // version answered, days carried over unchanged and days changed alike.
    const stored = await t.database.db.execute(sql`SELECT plan::text AS plan FROM itineraries WHERE id = ${it0.id}`);
    const text = (stored.rows[0] as { plan: string }).plan;
    expect(JSON.parse(text)).toEqual(removed.merged.plan);
    expect(text).toBe(JSON.stringify(removed.merged.plan));
  });

  it('sends places, catalog and opening windows when a new place changes them', async () => {
    const it0 = await fresh();
    const planned = new Set(it0.plan.days.flatMap((d) => d.items.map((i) => (i.kind === 'transfer' ? '' : i.placeId))));
    // A place of the trip's cities that the plan does not visit yet (the city's places, from the catalog endpoint).
    const day = it0.plan.days[0]!;
    const search = await t.app.inject({ method: 'GET', url: `/api/destinations/${day.cityId}/places?limit=50`, headers: bearer(owner) });
    const newPlace = (search.json().data.items as Array<{ id: string; category: string }>).find(
      (p) => p.category !== 'food' && !planned.has(p.id),
    )!;
    expect(newPlace).toBeDefined();
    const added = await saveMinimal(it0, [{ op: 'addPlace', day: 1, placeId: newPlace.id, startMinute: 17 * 60, itemId: 'mine-1' }]);
    expect(added.answer.places?.[newPlace.id]).toBeDefined();
    expect(added.answer.catalog).toBeDefined();
  });

  it('without the preference answers the full detail as before; preconditions are unchanged (428, 412 with the full version)', async () => {
    const it0 = await fresh();
    const plain = await patch(it0.id, it0.etag, [{ op: 'rename', title: 'Plain' }], null);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['preference-applied']).toBeUndefined();
    expect(plain.json().data).toEqual(await getDetail(it0.id));

    const missing = await patch(it0.id, undefined, [{ op: 'rename', title: 'X' }]);
    expect(missing.statusCode).toBe(428);
    const stale = await patch(it0.id, it0.etag, [{ op: 'rename', title: 'Lost?' }]);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['preference-applied']).toBeUndefined();
    const details = stale.json().error.details;
    expect(details.etag).toBe(plain.json().data.etag);
    expect(details.itinerary).toEqual(await getDetail(it0.id));
  });

  it('reads the preference as RFC 7240 writes it', () => {
    expect(prefersMinimal('return=minimal')).toBe(true);
    expect(prefersMinimal('respond-async, return = minimal; foo=bar')).toBe(true);
    expect(prefersMinimal('return=representation')).toBe(false);
    expect(prefersMinimal(undefined)).toBe(false);
  });
});
