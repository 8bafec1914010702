import { createLazyPage, type LazyPage } from './lazy-page';
import { PAGES, type PageKey } from './page-registry';

/** One lazy component per screen; `.warm()` fetches its chunks ahead of a visit (lib/preload schedules that). */
export const LAZY_PAGES = Object.fromEntries(
  Object.entries(PAGES).map(([key, entry]) => [key, createLazyPage(entry, key as PageKey)]),
) as Record<PageKey, LazyPage>;

export const PRELOAD_BY_PATH: Record<string, () => Promise<unknown>> = Object.fromEntries(
  (Object.keys(PAGES) as PageKey[]).map((key) => [PAGES[key].path, LAZY_PAGES[key].warm]),
);
