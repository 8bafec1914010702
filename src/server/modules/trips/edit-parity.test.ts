import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditOpSchema, type EditOpInput, type ItineraryDetail } from '../../../core/api/trips';
import { tripCityIds } from '../../../core/edits/add-place';
import { applyOps } from '../../../core/edits/apply-ops';
import { catalogPlace } from '../../../core/edits/catalog-slice';
import { placeOpeningWindows } from '../../../core/feasibility/checks-opening-hours';
import type { Catalog } from '../../../core/planner/types';
import type { PickedPlace } from '../../../client/features/itinerary/lib/client-catalog';
import { INSTANT_CHECKS, instantReport } from '../../../client/features/itinerary/lib/local-report';
import { optimisticView } from '../../../client/features/itinerary/lib/optimistic-view';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { catalogFor } from './planning/catalog';
import { bearer, generateItinerary } from './testing/trips-fixtures';

/**
 * One edit engine (src/core/edits): random op sequences give the same document in the browser (the itinerary
 * document as the server sends it, its catalog slice, places picked through the real catalog endpoint) and on the
 * server (the knowledge base's catalog; PATCH over HTTP). Only the report's server-only checks (money, lodging,
 * transport: the browser keeps the last server answer for those) and note timestamps are left out.
 */
let t: TestApp;
let owner: Principal;
let base: ItineraryDetail;
let serverCatalog: Catalog;
let candidates: string[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  base = await generateItinerary(t.app, owner, {
    destinations: [
      { kind: 'city', cityId: 'lisbon' },
      { kind: 'city', cityId: 'porto' },
    ],
    days: 4,
  });
  serverCatalog = catalogFor(await t.app.deps.knowledgeBase(), base.currency);
  // Places one could add: some of each trip city (visits and meals), and one of a city the trip does not visit.
  candidates = tripCityIds(base.plan).flatMap((c) =>
    [...serverCatalog.attractions(c).slice(0, 6), ...serverCatalog.restaurants(c).slice(0, 4)].map((p) => p.id),
  );
  candidates.push(serverCatalog.attractions('paris')[0]!.id);
}, 60_000);
afterAll(async () => t.close());

const itemIds = (d: ItineraryDetail) => d.plan.days.flatMap((x) => x.items.filter((i) => i.kind !== 'transfer').map((i) => i.id));

function opsArb(): fc.Arbitrary<EditOpInput[]> {
  const days = base.plan.days.length;
  const ids = fc.constantFrom(...itemIds(base), 'mine-1', 'mine-2', 'no-such-item');
  const day = fc.integer({ min: 1, max: days + 1 });
  const minute = fc.integer({ min: 6 * 60, max: 23 * 60 });
  const op: fc.Arbitrary<EditOpInput> = fc.oneof(
    fc.record({ op: fc.constant('moveItem' as const), itemId: ids, toDay: day, toIndex: fc.integer({ min: 0, max: 8 }) }),
    fc
      .record({ op: fc.constant('setTime' as const), itemId: ids, startMinute: minute, endMinute: fc.option(minute, { nil: undefined }) })
      .map(({ endMinute, ...o }) => (endMinute === undefined ? o : { ...o, endMinute })),
    fc.record({ op: fc.constant('removeItem' as const), itemId: ids }),
    fc.record({ op: fc.constant('pinItem' as const), itemId: ids, pinned: fc.boolean() }),
    fc
      .record({
        op: fc.constant('addPlace' as const),
        day,
        placeId: fc.constantFrom(...candidates),
        itemId: fc.option(fc.constantFrom('mine-1', 'mine-2', ...itemIds(base).slice(0, 2)), { nil: undefined }),
        startMinute: fc.option(minute, { nil: undefined }),
        index: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      })
      .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as EditOpInput),
    fc.record({ op: fc.constant('rename' as const), title: fc.constantFrom('Porto and Lisbon', 'Spring') }),
    fc.record({
      op: fc.constant('setItemNote' as const),
      itemId: ids,
      text: fc.constantFrom('', 'Book ahead'),
      visibility: fc.constantFrom('private' as const, 'shared' as const),
    }),
    fc.record({ op: fc.constant('setDayNote' as const), day, text: fc.constantFrom('', 'Rain likely') }),
  );
  return fc.array(op, { minLength: 1, maxLength: 8 });
}

/** What the browser holds for a picked place: its entry from the real endpoint (404 for a city not in the trip). */
async function pick(id: string, placeId: string): Promise<PickedPlace> {
  const res = await t.app.inject({ method: 'GET', url: `/api/itineraries/${id}/catalog/${placeId}`, headers: bearer(owner) });
  const picked: PickedPlace = { id: placeId, name: placeId, destinationId: 'lisbon' };
  if (res.statusCode === 200) picked.catalog = res.json().data;
  else expect(res.statusCode).toBe(404);
  return picked;
}

const instant = (d: ItineraryDetail) => d.plan.report.checks.filter((c) => (INSTANT_CHECKS as readonly string[]).includes(c.id));
const withoutStamps = (notes: ItineraryDetail['notes']) => JSON.parse(JSON.stringify(notes, (k, v) => (k === 'updatedAt' ? undefined : v)));

function expectSameDocument(browser: ItineraryDetail, server: ItineraryDetail) {
  expect(browser.title).toBe(server.title);
  expect(withoutStamps(browser.notes)).toEqual(withoutStamps(server.notes));
  expect(browser.request).toEqual(server.request);
  expect(browser.plan.days).toEqual(server.plan.days);
  expect(browser.plan.totals).toEqual(server.plan.totals);
  expect(browser.total).toBe(server.total);
  expect(instant(browser)).toEqual(instant(server));
}

describe('edit engine parity: browser and server', () => {
  it('random op sequences: the optimistic view equals what PATCH saves (refused ops dropped, as the save engine does)', async () => {
    await fc.assert(
      fc.asyncProperty(opsArb(), async (ops) => {
        const copy = (
          await t.app.inject({ method: 'POST', url: `/api/itineraries/${base.id}/duplicate`, headers: bearer(owner), payload: {} })
        ).json().data as ItineraryDetail;
        const picked = await Promise.all(
          [...new Set(ops.flatMap((o) => (o.op === 'addPlace' ? [o.placeId] : [])))].map((p) => pick(copy.id, p)),
        );
        const browser = optimisticView(copy, ops, picked, instantReport);
        // The server refuses a batch with a bad op (400, opIndex); the browser skips that op. Same document?
        let sent = ops;
        for (;;) {
          const res = await t.app.inject({
            method: 'PATCH',
            url: `/api/itineraries/${copy.id}`,
            headers: { ...bearer(owner), 'if-match': copy.etag },
            payload: { ops: sent },
          });
          if (res.statusCode === 200) return expectSameDocument(browser, res.json().data);
          expect(res.statusCode).toBe(400);
          sent = sent.filter((_, i) => i !== res.json().error.details.opIndex);
          if (!sent.length) return expectSameDocument(browser, copy);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('the same for many more sequences on the engine directly (server catalog vs the document sent to the browser)', () => {
    const sent: ItineraryDetail = JSON.parse(JSON.stringify(base));
    const now = new Date('2030-04-01T08:00:00Z');
    fc.assert(
      fc.property(opsArb(), (ops) => {
        const picked = ops.flatMap((o): PickedPlace[] => {
          if (o.op !== 'addPlace') return [];
          const entry = catalogPlace(serverCatalog, tripCityIds(base.plan), o.placeId);
          // As GET /api/itineraries/:id/catalog/:placeId answers it: with the place's windows on the trip's dates.
          const windows =
            entry &&
            placeOpeningWindows(
              entry.place,
              serverCatalog.city(entry.place.cityId),
              base.plan.days.map((d) => d.date),
            );
          const answered = entry ? JSON.parse(JSON.stringify({ ...entry, openingWindows: windows })) : null;
          return [{ id: o.placeId, name: o.placeId, destinationId: 'lisbon', ...(answered ? { catalog: answered } : {}) }];
        });
        const browser = optimisticView(sent, ops, picked, instantReport, now);
        let remaining = ops;
        for (;;) {
          try {
            const { doc } = applyOps(
              base,
              remaining.map((o) => EditOpSchema.parse(o)),
              serverCatalog,
              now,
            );
            expect(browser.notes).toEqual(doc.notes);
            return expectSameDocument(browser, { ...base, ...doc, total: doc.plan.totals.total });
          } catch (err) {
            const index = (err as { opIndex?: number }).opIndex;
            if (index === undefined) throw err;
            remaining = remaining.filter((_, i) => i !== index);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
