import { describe, expect, it } from 'vitest';
import { planTrip } from '../../../core/planner/index';
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
