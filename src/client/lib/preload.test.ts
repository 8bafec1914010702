import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoute } from '../../core/routes';
import { WARMED_PAGES } from '../../core/warm-pages';
import { likelyNextPage, LIKELY_NEXT, scheduleNextPagePrefetch, scheduleStartupPreloads } from './preload';

afterEach(() => vi.useRealTimers());

describe('preloading (spec §9)', () => {
  it('preloads the first pages at 2 s and Pricing 1 s later', () => {
    vi.useFakeTimers();
    const first = [vi.fn(async () => 'home'), vi.fn(async () => 'generate'), vi.fn(async () => 'dashboard')];
    const pricing = vi.fn(async () => 'pricing');
    scheduleStartupPreloads(first, [pricing]);
    vi.advanceTimersByTime(1999);
    expect(first[0]).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    first.forEach((f) => expect(f).toHaveBeenCalledTimes(1));
    expect(pricing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(pricing).toHaveBeenCalledTimes(1);
  });
  it('prefetches the likely next page 0.5 s after a route change, and can be cancelled', () => {
    vi.useFakeTimers();
    const generate = vi.fn(async () => 'g');
    const cancel = scheduleNextPagePrefetch('/', { '/generate': generate });
    vi.advanceTimersByTime(499);
    expect(generate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(generate).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () => 'x');
    scheduleNextPagePrefetch('/pricing', { '/subscribe': other })();
    vi.advanceTimersByTime(1000);
    expect(other).not.toHaveBeenCalled();
    cancel();
  });
  it('swallows a failed preload (the real navigation shows the failure)', async () => {
    vi.useFakeTimers();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    scheduleStartupPreloads([failing], []);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalled();
  });
  it('knows where people go next', () => {
    expect(likelyNextPage('/')).toBe('/generate');
    expect(likelyNextPage('/itinerary/abc')).toBe('/travel-assistant');
    expect(likelyNextPage('/careers')).toBeNull();
  });
  it('every likely next page is one the server lists files for, so warming it only fetches them', () => {
    const warmed: readonly string[] = WARMED_PAGES;
    for (const [, next] of LIKELY_NEXT) expect(warmed).toContain(matchRoute(next.replace(':id', 'x')));
  });
});
