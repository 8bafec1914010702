import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail } from '../../../core/api/trips';
import { buildApp } from '../../app';
import { testConfig } from '../../config/config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, generateItinerary } from './testing/trips-fixtures';

let t: TestApp;
let owner: Principal;
let base: ItineraryDetail;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  base = await generateItinerary(t.app, owner);
});
afterAll(async () => t.close());

/** A fresh copy of the generated trip for each test (duplicating is cheap; generating is not). */
async function fresh(): Promise<ItineraryDetail> {
  const res = await t.app.inject({ method: 'POST', url: `/api/itineraries/${base.id}/duplicate`, headers: bearer(owner), payload: {} });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

function patch(id: string, etag: string | undefined, ops: unknown[]) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/itineraries/${id}`,
    headers: { ...bearer(owner), ...(etag ? { 'if-match': etag } : {}) },
    payload: { ops },
  });
}

const places = (it: ItineraryDetail, day: number) =>
  it.plan.days[day - 1]!.items.filter((i) => i.kind !== 'transfer') as Array<{
    id: string;
    placeId: string;
    startMinute: number;
    endMinute: number;
    locked?: boolean;
  }>;

describe('ETags and preconditions', () => {
  it('needs If-Match (428) and refuses a stale or foreign one with the server version (412)', async () => {
    const it0 = await fresh();
    const got = await t.app.inject({ method: 'GET', url: `/api/itineraries/${it0.id}`, headers: bearer(owner) });
    expect(got.headers.etag).toBe(it0.etag);
    const missing = await patch(it0.id, undefined, [{ op: 'rename', title: 'X' }]);
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error.code).toBe('PRECONDITION_REQUIRED');
    const first = await patch(it0.id, it0.etag, [{ op: 'rename', title: 'Spring in Lisbon' }]);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(first.json().data.etag);
    expect(first.json().data.version).toBe(it0.version + 1);
    const stale = await patch(it0.id, it0.etag, [{ op: 'rename', title: 'Lost?' }]);
    expect(stale.statusCode).toBe(412);
    const err = stale.json().error;
    expect(err.code).toBe('PRECONDITION_FAILED');
    expect(err.details).toMatchObject({ currentVersion: it0.version + 1, etag: first.json().data.etag });
    expect(err.details.itinerary.title).toBe('Spring in Lisbon');
    expect((await patch(it0.id, base.etag, [{ op: 'rename', title: 'foreign' }])).statusCode).toBe(412);
    // A weakened ETag (some proxies do that) still matches.
    expect((await patch(it0.id, `W/${first.json().data.etag}`, [{ op: 'rename', title: 'Weak' }])).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent saves with the same If-Match win', async () => {
    const it0 = await fresh();
    const results = await Promise.all([
      patch(it0.id, it0.etag, [{ op: 'rename', title: 'Mine' }]),
      patch(it0.id, it0.etag, [{ op: 'rename', title: 'Theirs' }]),
      patch(it0.id, it0.etag, [{ op: 'setDayNote', day: 1, text: 'Third tab' }]),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 412, 412]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    const now = (await t.app.inject({ method: 'GET', url: `/api/itineraries/${it0.id}`, headers: bearer(owner) })).json().data;
    expect(now.version).toBe(it0.version + 1);
    expect(now.title).toBe(winner.title);
  });

  it('stays correct across two app instances on one database (nothing an instance keeps can go stale)', async () => {
    const second = await buildApp({ config: testConfig({ REDIS_URL: undefined }), database: t.database, clientDir: '/nonexistent' });
    await second.ready();
    try {
      const it0 = await fresh();
      // Instance A has v1 in memory (it made it); B saves v2; A must refuse v1 and serve v2.
      const onB = await second.inject({
        method: 'PATCH',
        url: `/api/itineraries/${it0.id}`,
        headers: { ...bearer(owner), 'if-match': it0.etag },
        payload: { ops: [{ op: 'rename', title: 'Saved on B' }] },
      });
      expect(onB.statusCode).toBe(200);
      const staleOnA = await patch(it0.id, it0.etag, [{ op: 'rename', title: 'Lost on A?' }]);
      expect(staleOnA.statusCode).toBe(412);
      expect(staleOnA.json().error.details.itinerary.title).toBe('Saved on B');
      const readOnA = await t.app.inject({ method: 'GET', url: `/api/itineraries/${it0.id}`, headers: bearer(owner) });
      expect(readOnA.json().data.title).toBe('Saved on B');
      expect((await patch(it0.id, onB.json().data.etag, [{ op: 'rename', title: 'A again' }])).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('applies a batch atomically: one bad op and nothing is saved', async () => {
    const it0 = await fresh();
    const res = await patch(it0.id, it0.etag, [
      { op: 'rename', title: 'Half done' },
      { op: 'removeItem', itemId: 'no-such-item' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.opIndex).toBe(1);
    const now = (await t.app.inject({ method: 'GET', url: `/api/itineraries/${it0.id}`, headers: bearer(owner) })).json().data;
    expect(now.title).toBe(it0.title);
    expect(now.version).toBe(it0.version);
  });

  it('frees an item id removed earlier in the same batch: remove X, then add a place as X (undo of a remove)', async () => {
    const it0 = await fresh();
    const gone = places(it0, 2)[0]!;
    const res = await patch(it0.id, it0.etag, [
      { op: 'removeItem', itemId: gone.id },
      {
        op: 'addPlace',
        day: 2,
        placeId: gone.placeId,
        itemId: gone.id,
        startMinute: gone.startMinute,
        durationMinutes: gone.endMinute - gone.startMinute,
      },
    ]);
    expect(res.statusCode).toBe(200);
    const back = res.json().data as ItineraryDetail;
    const same = back.plan.days.flatMap((d) => d.items).filter((i) => i.id === gone.id);
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ placeId: gone.placeId, startMinute: gone.startMinute, endMinute: gone.endMinute });
    // Still refused while the id is in use.
    const clash = await patch(back.id, back.etag, [{ op: 'addPlace', day: 1, placeId: gone.placeId, itemId: gone.id }]);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.message).toContain('already used');
  });

  it('refuses a note on an item removed earlier in the same batch (found by the parity property test)', async () => {
    const it0 = await fresh();
    const gone = places(it0, 2)[0]!;
    const res = await patch(it0.id, it0.etag, [
      { op: 'removeItem', itemId: gone.id },
      { op: 'setItemNote', itemId: gone.id, text: 'Book ahead', visibility: 'private' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.opIndex).toBe(1);
  });
});

describe('edits re-run the checker', () => {
  it('shows a new violation inline ("closed on Mondays") and clears it when the edit is undone', async () => {
    const it0 = await fresh();
    expect(it0.plan.days[0]!.date).toBe('2030-05-06');
    const added = await patch(it0.id, it0.etag, [
      { op: 'addPlace', day: 1, placeId: 'lisbon-national-tile-museum', startMinute: 600, itemId: 'tiles' },
    ]);
    expect(added.statusCode).toBe(200);
    const it1: ItineraryDetail = added.json().data;
    expect(it1.plan.report.feasible).toBe(false);
    const hours = it1.plan.report.checks.find((c) => c.id === 'opening-hours')!;
    expect(hours.violations).toContainEqual(
      expect.objectContaining({ itemId: 'tiles', day: 1, message: expect.stringContaining('closed on Mondays') }),
    );
    expect(it1.feasible).toBe(false);
    expect(it1.total).toBeGreaterThan(it0.total);
    const removed = await patch(it1.id, it1.etag, [{ op: 'removeItem', itemId: 'tiles' }]);
    const it2: ItineraryDetail = removed.json().data;
    expect(it2.plan.report.checks.find((c) => c.id === 'opening-hours')!.status).toBe('pass');
    // The places, catalog slice and opening windows are reused between versions only while the places stay the same.
    expect(it0.places['lisbon-national-tile-museum']).toBeUndefined();
    expect(it1.places['lisbon-national-tile-museum']?.name).toBeTruthy();
    expect(Object.keys(it1.openingWindows ?? {})).toContain('lisbon-national-tile-museum');
    expect(it1.catalog.attractions.map((a) => a.id)).toContain('lisbon-national-tile-museum');
    expect(it2.places['lisbon-national-tile-museum']).toBeUndefined();
    expect(it2.openingWindows).toEqual(it0.openingWindows);
    expect(it2.catalog).toEqual(it0.catalog);
  });

  it('reorders within a day and across days, re-timing so nothing overlaps', async () => {
    const it0 = await fresh();
    const day2 = places(it0, 2);
    const last = day2[day2.length - 1]!;
    const res = await patch(it0.id, it0.etag, [{ op: 'moveItem', itemId: last.id, toDay: 2, toIndex: 0 }]);
    expect(res.statusCode).toBe(200);
    const it1: ItineraryDetail = res.json().data;
    const after = places(it1, 2);
    expect(after[0]!.id).toBe(last.id);
    expect(after[0]!.startMinute).toBe(day2[0]!.startMinute);
    for (let k = 1; k < after.length; k++) expect(after[k]!.startMinute).toBeGreaterThanOrEqual(after[k - 1]!.endMinute);
    expect(it1.plan.report.checks.find((c) => c.id === 'no-overlap')!.status).toBe('pass');
    expect(it1.plan.report.checks.find((c) => c.id === 'travel-time')!.status).toBe('pass');
    // Local transfers were rebuilt for the new order.
    const legs = it1.plan.days[1]!.items.filter((i) => i.kind === 'transfer' && i.scope === 'local') as Array<{
      fromPlaceId: string;
      toPlaceId: string;
    }>;
    for (const leg of legs)
      expect(after.findIndex((p) => p.placeId === leg.toPlaceId)).toBe(after.findIndex((p) => p.placeId === leg.fromPlaceId) + 1);

    const visit = places(it1, 3).find((i) => it1.plan.days[2]!.items.find((x) => x.id === i.id)!.kind === 'visit')!;
    const moved = await patch(it1.id, it1.etag, [{ op: 'moveItem', itemId: visit.id, toDay: 1, toIndex: 0 }]);
    const it2: ItineraryDetail = moved.json().data;
    expect(places(it2, 1).map((i) => i.id)).toContain(visit.id);
    expect(places(it2, 3).map((i) => i.id)).not.toContain(visit.id);
  });

  it('changes times, pushing later items, and pins an item so a re-plan keeps it', async () => {
    const it0 = await fresh();
    const [a, b] = places(it0, 2);
    const res = await patch(it0.id, it0.etag, [
      { op: 'setTime', itemId: a!.id, startMinute: a!.startMinute + 60 },
      { op: 'pinItem', itemId: b!.id, pinned: true },
    ]);
    const it1: ItineraryDetail = res.json().data;
    const [a1] = places(it1, 2).filter((x) => x.id === a!.id);
    expect(a1!.startMinute).toBe(a!.startMinute + 60);
    expect(a1!.endMinute - a1!.startMinute).toBe(a!.endMinute - a!.startMinute);
    expect(places(it1, 2).find((x) => x.id === b!.id)!.locked).toBe(true);
    expect(it1.request.pins).toContainEqual(expect.objectContaining({ placeId: b!.placeId, day: 2 }));
    const replan = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${it1.id}/days/2/replan`,
      headers: { ...bearer(owner), 'if-match': it1.etag },
    });
    expect(replan.statusCode).toBe(200);
    const it2: ItineraryDetail = replan.json().data;
    expect(it2.version).toBe(it1.version + 1);
    expect(places(it2, 2).some((x) => x.placeId === b!.placeId && x.locked)).toBe(true);
    expect(it2.plan.report.feasible).toBe(true);
  });

  it('swaps an item with the engine (If-Match required)', async () => {
    const it0 = await fresh();
    const visit = it0.plan.days[1]!.items.find((i) => i.kind === 'visit')!;
    const noMatch = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${it0.id}/items/${visit.id}/swap`,
      headers: bearer(owner),
    });
    expect(noMatch.statusCode).toBe(428);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${it0.id}/items/${visit.id}/swap`,
      headers: { ...bearer(owner), 'if-match': it0.etag },
    });
    expect(res.statusCode).toBe(200);
    const it1: ItineraryDetail = res.json().data;
    expect(it1.plan.days[1]!.items.some((i) => i.id === visit.id)).toBe(false);
    expect(it1.plan.report.feasible).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${it0.id}/days/9/replan`,
      headers: { ...bearer(owner), 'if-match': it1.etag },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('offline replay', () => {
  it('replays a queue in order with chained ETags to the same result as one batch; a stale replay is refused', async () => {
    const queue = [
      { op: 'addPlace', day: 2, placeId: 'lisbon-oceanario-de-lisboa', itemId: 'offline-ocean' },
      { op: 'setItemNote', itemId: 'offline-ocean', text: 'Book tickets online', visibility: 'shared' },
      { op: 'moveItem', itemId: 'offline-ocean', toDay: 3, toIndex: 0 },
      { op: 'setDayNote', day: 3, text: 'Aquarium day', visibility: 'private' },
      { op: 'rename', title: 'Lisbon, offline edits' },
    ];
    const a = await fresh();
    let etag = a.etag;
    let last: ItineraryDetail | null = null;
    for (const op of queue) {
      const res = await patch(a.id, etag, [op]);
      expect(res.statusCode).toBe(200);
      last = res.json().data;
      etag = last!.etag;
    }
    expect(last!.version).toBe(a.version + queue.length);
    const b = await fresh();
    const batch: ItineraryDetail = (await patch(b.id, b.etag, queue)).json().data;
    const shape = (x: ItineraryDetail) => ({
      title: x.title,
      days: x.plan.days.map((d) => d.items.map((i) => [i.id, i.startMinute, i.endMinute])),
      notes: { items: x.notes.items['offline-ocean']?.text, day3: x.notes.days['3']?.text },
      total: x.total,
    });
    expect(shape(last!)).toEqual(shape(batch));
    expect(places(last!, 3)[0]!.id).toBe('offline-ocean');
    // Out of order: a queued op replayed against the version it was not based on is refused, never applied silently.
    const stale = await patch(a.id, a.etag, [queue[4]]);
    expect(stale.statusCode).toBe(412);
    // Out of order within a queue: the note for an item not yet added cannot apply.
    const c = await fresh();
    expect((await patch(c.id, c.etag, [queue[1]])).statusCode).toBe(400);
  });

  it('deletes only the version the client saw when If-Match is given', async () => {
    const it0 = await fresh();
    const moved = (await patch(it0.id, it0.etag, [{ op: 'rename', title: 'Changed' }])).json().data;
    const stale = await t.app.inject({
      method: 'DELETE',
      url: `/api/itineraries/${it0.id}`,
      headers: { ...bearer(owner), 'if-match': it0.etag },
    });
    expect(stale.statusCode).toBe(412);
    const okDel = await t.app.inject({
      method: 'DELETE',
      url: `/api/itineraries/${it0.id}`,
      headers: { ...bearer(owner), 'if-match': moved.etag },
    });
    expect(okDel.statusCode).toBe(200);
  });
});
