import { describe, expect, it } from 'vitest';
import { sortDayItems } from './day-order';
import type { PlanItem } from './types';

const item = (id: string, cityId: string, startMinute: number, extra: Partial<PlanItem> = {}) =>
  ({ id, kind: 'visit', cityId, startMinute, endMinute: startMinute + 60, ...extra }) as PlanItem;
const leg = (startMinute: number) =>
  ({ id: 'train', kind: 'transfer', scope: 'intercity', cityId: 'porto', startMinute, endMinute: startMinute + 180 }) as PlanItem;
const ids = (items: PlanItem[]) => items.map((i) => i.id);

describe('the order of a day', () => {
  it('is time order, a transfer first among items that start the same minute', () => {
    const local = { ...item('walk', 'lisbon', 600), kind: 'transfer', scope: 'local' } as PlanItem;
    expect(ids(sortDayItems([item('b', 'lisbon', 720), item('a', 'lisbon', 600), local], undefined))).toEqual(['walk', 'a', 'b']);
  });

  it("keeps the departure city's items before the inter-city leg and the arrival city's after it", () => {
    // A Porto dinner written earlier in the day than the train still comes after it: it is in the other city.
    const items = [item('porto-dinner', 'porto', 540), leg(600), item('lisbon-museum', 'lisbon', 480), item('porto-walk', 'porto', 840)];
    expect(ids(sortDayItems(items, 'lisbon'))).toEqual(['lisbon-museum', 'train', 'porto-dinner', 'porto-walk']);
  });
});
