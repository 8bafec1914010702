import { describe, expect, it } from 'vitest';
import type { EditableDoc } from '../../../core/edits/apply-edits';
import { createInvalidationBus } from '../../lib/invalidation-bus';
import { createTripsCache } from './trips.cache';

const docOf = (days: number) => ({ plan: { days: Array.from({ length: days }, () => ({})) } }) as unknown as EditableDoc;

describe('the trips cache', () => {
  it('holds parsed documents to a byte budget as well as a count: long trips take fewer places', () => {
    const cache = createTripsCache(createInvalidationBus(undefined));
    for (let i = 0; i < 500; i++) cache.docs.set(`t${i}.v1`, docOf(4));
    expect(cache.docs.count).toBe(500); // 500 four-day documents fit
    for (let i = 0; i < 500; i++) cache.docs.set(`long${i}.v1`, docOf(60));
    // 60-day documents are sized at ~370 KB of heap each: about 180 of them fit in 64 MB, the newest kept.
    expect(cache.docs.count).toBeLessThan(200);
    expect(cache.docs.bytesHeld).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(cache.docs.get('long499.v1')).toBeDefined();
    expect(cache.docs.get('t499.v1')).toBeUndefined();
  });
});
