import { describe, expect, it } from 'vitest';
import { buildItineraryDetail } from '../testing/build-detail';
import { instantReport } from './local-report';
import { optimisticView } from './optimistic-view';
import { isPlace } from '../../../../core/edits/retime';

const detail = buildItineraryDetail();
const applyLocal = (d: typeof detail, ops: Parameters<typeof optimisticView>[1], picked: Parameters<typeof optimisticView>[2] = []) =>
  optimisticView(d, ops, picked, instantReport);
const placesOf = (d: typeof detail, day: number) => (d.plan.days[day - 1]?.items ?? []).filter(isPlace);

describe('optimisticView (the edit engine in the browser)', () => {
  it('returns the same document with no ops', () => {
    expect(applyLocal(detail, [])).toBe(detail);
  });

  it('renames and keeps notes per item and per day, private by default', () => {
    const item = placesOf(detail, 2)[0]!;
    const out = applyLocal(detail, [
      { op: 'rename', title: '  Spring trip ' },
      { op: 'setItemNote', itemId: item.id, text: 'Book ahead' },
      { op: 'setDayNote', day: 2, text: 'Rain likely', visibility: 'shared' },
    ]);
    expect(out.title).toBe('Spring trip');
    expect(out.notes.items[item.id]).toMatchObject({ text: 'Book ahead', visibility: 'private' });
    expect(out.notes.days['2']).toMatchObject({ text: 'Rain likely', visibility: 'shared' });
    expect(detail.title).toBe('Alpha and Beta');
  });

  it('moves an item within a day: it takes the slot where it was dropped and later items move after it', () => {
    const before = placesOf(detail, 2);
    expect(before.length).toBeGreaterThan(2);
    const last = before[before.length - 1]!;
    const out = applyLocal(detail, [{ op: 'moveItem', itemId: last.id, toDay: 2, toIndex: 0 }]);
    const after = placesOf(out, 2);
    expect(after[0]!.id).toBe(last.id);
    expect(after[0]!.startMinute).toBe(before[0]!.startMinute);
    for (let i = 1; i < after.length; i++) expect(after[i]!.startMinute).toBeGreaterThanOrEqual(after[i - 1]!.endMinute);
  });

  it('moves across days and re-runs the checker: the museum is closed on Tuesdays', () => {
    const museum = detail.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'visit' && i.placeId === 'alpha-grand-museum');
    expect(museum).toBeDefined();
    const out = applyLocal(detail, [{ op: 'moveItem', itemId: museum!.id, toDay: 2, toIndex: 0 }]);
    expect(placesOf(out, 2).some((i) => i.id === museum!.id)).toBe(true);
    const opening = out.plan.report.checks.find((c) => c.id === 'opening-hours')!;
    expect(opening.status).toBe('fail');
    expect(opening.violations).toContainEqual(
      expect.objectContaining({ itemId: museum!.id, day: 2, message: expect.stringContaining('closed on Tuesdays') }),
    );
    expect(out.feasible).toBe(false);
  });

  it('changes a time, removes and pins items; the pins follow (re-plans keep them)', () => {
    const [a, b] = placesOf(detail, 3);
    const out = applyLocal(detail, [
      { op: 'setTime', itemId: a!.id, startMinute: 600 },
      { op: 'pinItem', itemId: a!.id, pinned: true },
      { op: 'removeItem', itemId: b!.id },
    ]);
    const day = placesOf(out, 3);
    const moved = day.find((i) => i.id === a!.id)!;
    expect(moved).toMatchObject({ startMinute: 600, endMinute: 600 + (a!.endMinute - a!.startMinute), locked: true });
    expect(day.some((i) => i.id === b!.id)).toBe(false);
    expect(out.request.pins).toContainEqual({ placeId: a!.placeId, day: 3, start: '10:00' });
  });

  it('adds a picked place from its catalog entry, priced for the party, with the client-chosen id', () => {
    const city = detail.catalog.cities.find((c) => c.id === 'beta')!;
    const park = {
      kind: 'attraction' as const,
      place: {
        id: 'beta-rose-garden',
        cityId: 'beta',
        name: 'Rose garden',
        coordinates: { lat: 51.51, lon: -0.13 },
        openingHours: null,
        visitMinutes: 60,
        popularity: 60,
        category: 'nature',
        tags: [],
        price: 700,
      },
    };
    const out = applyLocal(
      detail,
      [{ op: 'addPlace', day: 3, placeId: park.place.id, itemId: 'new-park', startMinute: 1100 }],
      [{ id: park.place.id, name: 'Rose garden', destinationId: 'beta', category: 'nature', catalog: park }],
    );
    expect(placesOf(out, 3).find((i) => i.id === 'new-park')).toMatchObject({
      kind: 'visit',
      startMinute: 1100,
      endMinute: 1160,
      name: 'Rose garden',
      cost: 700 * 2,
      timeZone: city.timeZone,
    });
    expect(out.places[park.place.id]).toMatchObject({ name: 'Rose garden', category: 'nature' });
    expect(out.total).toBe(detail.total + 700 * 2 + (out.plan.totals.local - detail.plan.totals.local));
  });

  it('does not show a place it has no catalog entry for (the server decides when the edit is sent)', () => {
    const out = applyLocal(detail, [
      { op: 'addPlace', day: 3, placeId: 'somewhere-else', itemId: 'x' },
      { op: 'rename', title: 'Kept' },
    ]);
    expect(out.title).toBe('Kept');
    expect(out.plan.days).toEqual(detail.plan.days);
  });

  it('puts back a removed item under its own id in the same batch (undo before the save)', () => {
    const [a] = placesOf(detail, 2);
    const out = applyLocal(detail, [
      { op: 'removeItem', itemId: a!.id },
      {
        op: 'addPlace',
        day: 2,
        placeId: a!.placeId,
        itemId: a!.id,
        startMinute: a!.startMinute,
        durationMinutes: a!.endMinute - a!.startMinute,
      },
    ]);
    expect(out.plan.days.flatMap((d) => d.items).filter((i) => i.id === a!.id)).toHaveLength(1);
  });

  it('skips an op on an item that no longer exists', () => {
    const out = applyLocal(detail, [
      { op: 'removeItem', itemId: 'gone' },
      { op: 'rename', title: 'Still applied' },
    ]);
    expect(out.title).toBe('Still applied');
    expect(out.plan.days).toEqual(detail.plan.days);
  });
});
