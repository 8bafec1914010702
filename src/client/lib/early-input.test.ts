// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// What public/start-after-paint.js sets before the app's first module runs.
async function withEarly(state: { preloading?: boolean } | undefined) {
  vi.resetModules();
  (globalThis as { wayfarerEarly?: unknown }).wayfarerEarly = state && { interactive: false, clicks: [], ...state };
  return import('./early-input');
}

afterEach(() => {
  delete (globalThis as { wayfarerEarly?: unknown }).wayfarerEarly;
  vi.useRealTimers();
});

describe("a page's first import and the preload batches", () => {
  it('imports at once on a page without them', async () => {
    const { afterEarlyPreloads } = await withEarly(undefined);
    const load = vi.fn(async () => 'page');
    await expect(afterEarlyPreloads(load)).resolves.toBe('page');
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for the last batch, then imports', async () => {
    const early = { preloading: true };
    const { afterEarlyPreloads } = await withEarly(early);
    const load = vi.fn(async () => 'page');
    const loaded = afterEarlyPreloads(load);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('wayfarer:preloaded'));
    await expect(loaded).resolves.toBe('page');
    expect(load).toHaveBeenCalledOnce();
  });

  it('imports after 3 s should the batches never finish', async () => {
    vi.useFakeTimers();
    const { afterEarlyPreloads } = await withEarly({ preloading: true });
    const load = vi.fn(async () => 'page');
    const loaded = afterEarlyPreloads(load);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('page');
  });
});
