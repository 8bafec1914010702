import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('drops the least recently used entry past its count', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    expect(lru.count).toBe(2);
  });

  it('given a byte budget, drops the oldest entries until the rest fit, and counts replaced and deleted entries once', () => {
    const lru = new Lru<Buffer>(100, { max: 10, of: (b) => b.length });
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.set('a', Buffer.alloc(5)); // replaces a: 4 + 5 bytes held
    expect(lru.bytesHeld).toBe(9);
    lru.set('c', Buffer.alloc(3)); // 12 > 10: b (the oldest) goes
    expect([lru.get('a')?.length, lru.get('b'), lru.get('c')?.length]).toEqual([5, undefined, 3]);
    expect(lru.bytesHeld).toBe(8);
    lru.delete('a');
    expect(lru.bytesHeld).toBe(3);
    lru.set('big', Buffer.alloc(50)); // over the budget alone: it stays, everything older goes
    expect([lru.get('c'), lru.get('big')?.length, lru.bytesHeld, lru.count]).toEqual([undefined, 50, 50, 1]);
    lru.clear();
    expect([lru.bytesHeld, lru.count]).toEqual([0, 0]);
  });

  it("takes each entry's size once, when it is set: a size that would be different later does not skew the total", () => {
    let calls = 0;
    const lru = new Lru<{ n: number }>(100, { max: 100, of: (v) => v.n + calls++ });
    lru.set('a', { n: 10 }); // sized 10
    lru.set('b', { n: 20 }); // sized 21: the second call
    expect(lru.bytesHeld).toBe(31);
    lru.delete('a');
    lru.delete('b');
    expect([lru.bytesHeld, calls]).toEqual([0, 2]);
  });
});
