import { describe, expect, it } from 'vitest';
import { tripOf } from '../../../../bench/generation/generate';
import { isPlace } from '../../../core/edits/retime';
import { checkPlan } from '../../../core/feasibility';
import { planTrip } from '../../../core/planner/index';
import type { TransferItem } from '../../../core/planner/types';
import { TripRequestSchema } from '../../../core/trip-request/schema';
import { newKnowledgeBase } from '../places/knowledge-base';
import { catalogFor } from './planning/catalog';
import { buildTripRequest } from './testing/trips-fixtures';
import { EditError, type EditableDoc } from '../../../core/edits/apply-edits';
import { applyOps as apply } from '../../../core/edits/apply-ops';

const kb = newKnowledgeBase();
const catalog = catalogFor(kb, 'EUR');
const request = TripRequestSchema.parse(buildTripRequest());
const result = planTrip(request, catalog);
if (result.status !== 'ok') throw new Error('fixture trip must plan');
const base: EditableDoc = { title: 'Trip', request, plan: result.plan, notes: { items: {}, days: {} } };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const placeIds = (doc: EditableDoc, day: number) => doc.plan.days[day - 1]!.items.filter((i) => i.kind !== 'transfer').map((i) => i.id);

const now = new Date('2026-04-01T10:00:00Z');
const applyOps = (doc: EditableDoc, ops: Parameters<typeof apply>[1], cat: typeof catalog) => apply(doc, ops, cat, now);

describe('applyOps', () => {
  it('never mutates its input (documents are shared through the per-version cache)', () => {
    const frozen = deepFreeze(structuredClone(base));
    const before = JSON.stringify(frozen);
    const [a, b] = placeIds(frozen, 2);
    const { doc, planChanged } = applyOps(
      frozen,
      [
        { op: 'rename', title: 'Renamed' },
        { op: 'setItemNote', itemId: a!, text: 'note', visibility: 'shared' },
        { op: 'setDayNote', day: 2, text: 'day note', visibility: 'private' },
        { op: 'pinItem', itemId: b!, pinned: true },
        { op: 'setTime', itemId: a!, startMinute: 600 },
        { op: 'moveItem', itemId: a!, toDay: 3, toIndex: 0 },
        { op: 'addPlace', day: 1, placeId: 'lisbon-oceanario-de-lisboa', itemId: 'added' },
        { op: 'removeItem', itemId: 'added' },
      ],
      catalog,
    );
    expect(JSON.stringify(frozen)).toBe(before);
    expect(planChanged).toBe(true);
    expect(doc.title).toBe('Renamed');
    expect(placeIds(doc, 3)[0]).toBe(a);
    expect(doc.request.pins).toContainEqual(expect.objectContaining({ day: 2 }));
    expect(doc.plan.totals.total).toBe(
      doc.plan.days.reduce((s, d) => s + d.items.reduce((t, i) => t + i.cost, 0) + (d.lodging?.cost ?? 0), 0),
    );
  });

  it('leaves the plan and its report alone for title and note edits', () => {
    const { doc, planChanged } = applyOps(base, [{ op: 'rename', title: 'Only a name' }], catalog);
    expect(planChanged).toBe(false);
    expect(doc.plan).toEqual(base.plan);
  });

  it('reports which op failed', () => {
    expect(() =>
      applyOps(
        base,
        [
          { op: 'rename', title: 'x' },
          { op: 'setTime', itemId: placeIds(base, 1)[0]!, startMinute: 700, endMinute: 650 },
        ],
        catalog,
      ),
    ).toThrow(EditError);
    const caught = (() => {
      try {
        applyOps(
          base,
          [
            { op: 'rename', title: 'fine' },
            { op: 'moveItem', itemId: 'nope', toDay: 1, toIndex: 0 },
          ],
          catalog,
        );
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(caught).toBeInstanceOf(EditError);
    expect((caught as EditError).opIndex).toBe(1);
    expect(() => applyOps(base, [{ op: 'addPlace', day: 1, placeId: 'paris-louvre' }], catalog)).toThrow(
      /not a place in this trip's cities/,
    );
  });
});

describe('applyOps on a travel day with places in both cities (found by the differential test)', () => {
  // The generation benchmark's 10 days in Lisbon and Porto: one train day has a morning in Lisbon and an evening in Porto.
  const trip = TripRequestSchema.parse(tripOf(10));
  const planned = planTrip(trip, catalog);
  if (planned.status !== 'ok') throw new Error('the 10-day Lisbon and Porto trip must plan');
  const doc: EditableDoc = deepFreeze({ title: 'Lisbon and Porto', request: trip, plan: planned.plan, notes: { items: {}, days: {} } });
  const day = doc.plan.days.find((d) => {
    const leg = d.items.find((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity');
    const cities = new Set(d.items.filter(isPlace).map((i) => i.cityId));
    return leg && cities.has(leg.fromCityId) && cities.has(leg.toCityId);
  });
  if (!day) throw new Error('the trip must have a travel day with places in both cities');
  const leg = day.items.find((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity')!;
  const departing = day.items.filter(isPlace).filter((i) => i.cityId === leg.fromCityId);
  const arriving = day.items.filter(isPlace).filter((i) => i.cityId === leg.toCityId);
  const buffer = leg.mode === 'flight' ? trip.transport.flightBufferMinutes : trip.transport.groundBufferMinutes;
  const timing = ['opening-hours', 'day-window', 'meals', 'travel-time', 'no-overlap'];
  const failing = (report: ReturnType<typeof checkPlan>) =>
    report.checks.filter((c) => timing.includes(c.id) && c.status === 'fail').map((c) => `${c.id}: ${c.reason}`);
  const before = failing(checkPlan(trip, doc.plan, catalog));

  it.each([
    ['pinning the last place in the arrival city', [{ op: 'pinItem' as const, itemId: arriving.at(-1)!.id, pinned: true }]],
    ['pinning a place in the departure city', [{ op: 'pinItem' as const, itemId: departing[0]!.id, pinned: true }]],
    [
      'setting a departure-city place to the time it has, and pinning it',
      [
        { op: 'setTime' as const, itemId: departing[0]!.id, startMinute: departing[0]!.startMinute },
        { op: 'pinItem' as const, itemId: departing[0]!.id, pinned: true },
      ],
    ],
  ])('%s leaves every place where it was and the checker as it was', (_name, ops) => {
    const { doc: edited } = applyOps(doc, ops, catalog);
    const after = edited.plan.days[day.day - 1]!;
    const places = new Map(after.items.filter(isPlace).map((i) => [i.placeId, i]));
    // Nothing moved: each place keeps its times (only its lock changed), the Porto ones after the train and its buffer.
    for (const original of day.items.filter(isPlace))
      expect(places.get(original.placeId)).toMatchObject({ startMinute: original.startMinute, endMinute: original.endMinute });
    for (const p of arriving) expect(places.get(p.placeId)!.startMinute).toBeGreaterThanOrEqual(leg.endMinute + buffer);
    // A local transfer never joins two cities: the train does.
    for (const t of after.items)
      if (t.kind === 'transfer' && t.scope === 'local' && places.has(t.fromPlaceId ?? '') && places.has(t.toPlaceId ?? ''))
        expect(places.get(t.fromPlaceId!)!.cityId).toBe(places.get(t.toPlaceId!)!.cityId);
    expect(after.items.filter((i) => i.kind === 'transfer').length).toBe(day.items.filter((i) => i.kind === 'transfer').length);
    // The other days are the very same objects (copy-on-write), and the timing checks have nothing new to say.
    edited.plan.days.forEach((d, i) => i !== day.day - 1 && expect(d).toBe(doc.plan.days[i]));
    expect(failing(edited.plan.report)).toEqual(before);
  });
});
