/**
 * Spec §9: preload Home, Generate and Dashboard 2 s after start, Pricing 1 s later; prefetch a likely next page 0.5 s
 * after each route change.
 */
export const INITIAL_PRELOAD_MS = 2000;
export const SECOND_PRELOAD_MS = 3000;
export const NEXT_PAGE_PREFETCH_MS = 500;

export type Preload = () => Promise<unknown>;

function quietly(preload: Preload | undefined) {
  // A failed preload is harmless: the real navigation retries and shows the failure screen if needed.
  preload?.().catch(() => undefined);
}

export function scheduleStartupPreloads(first: Preload[], second: Preload[]) {
  const a = setTimeout(() => first.forEach(quietly), INITIAL_PRELOAD_MS);
  const b = setTimeout(() => second.forEach(quietly), SECOND_PRELOAD_MS);
  return () => {
    clearTimeout(a);
    clearTimeout(b);
  };
}

/** Where people usually go next from each page (the first match wins). */
export const LIKELY_NEXT: Array<[RegExp, string]> = [
  [/^\/$/, '/generate'],
  [/^\/generate/, '/itinerary/:id'],
  [/^\/dashboard/, '/itinerary/:id'],
  [/^\/itinerary\//, '/travel-assistant'],
  [/^\/pricing/, '/subscribe'],
  [/^\/subscribe/, '/payment-center'],
  [/^\/redeem-coupon/, '/dashboard'],
  [/^\/map-explorer/, '/generate'],
  [/^\/admin\/login/, '/admin/dashboard'],
];

export function likelyNextPage(pathname: string): string | null {
  return LIKELY_NEXT.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

export function scheduleNextPagePrefetch(pathname: string, preloads: Record<string, Preload>) {
  const next = likelyNextPage(pathname);
  if (!next) return () => undefined;
  const timer = setTimeout(() => quietly(preloads[next]), NEXT_PAGE_PREFETCH_MS);
  return () => clearTimeout(timer);
}
