// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resilientImport } from './resilient-import';

afterEach(() => vi.restoreAllMocks());

describe('resilientImport', () => {
  it('waits for the connection to come back instead of rejecting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let calls = 0;
    const load = resilientImport(async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { ok: true };
    });
    let settled = false;
    const result = load().then((v) => ((settled = true), v));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    expect(calls).toBe(1);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('retries after a delay when online, and shares one attempt between callers', async () => {
    let calls = 0;
    const load = resilientImport(async () => {
      calls++;
      if (calls < 3) throw new Error('flaky');
      return 42;
    }, 5);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b]).toEqual([42, 42]);
    expect(calls).toBe(3);
  });
});
