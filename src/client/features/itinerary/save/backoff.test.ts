import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 30 s, jittered into [half, full)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, () => 0.999999))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1000, 2000]);
    for (let n = 1; n < 12; n++) {
      const d = backoffDelay(n);
      expect(d).toBeGreaterThanOrEqual(250);
      expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    }
  });
});
