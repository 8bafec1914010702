import type { RouteKey } from '../../core/routes';
import { PAGE_CHUNKS_META, parsePageChunks } from '../../core/warm-pages';

let listed: ReturnType<typeof parsePageChunks> | null = null;

/**
 * Fetches a page's files ahead of a visit without running them (core/warm-pages.ts): one `<link rel="modulepreload">`
 * per file the server listed, so the later `import()` finds them fetched and compiled. False where the page is not
 * listed (the dev server, a page outside the list): the caller imports it instead.
 */
export function warmChunks(key: RouteKey): boolean {
  listed ??= parsePageChunks(document.querySelector(`meta[name="${PAGE_CHUNKS_META}"]`)?.getAttribute('content') ?? '');
  const files = listed[key];
  if (!files?.length) return false;
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));
  // One insertion for all the links, as start-after-paint.js does (each insertion into the head has a cost of its own).
  const links = document.createDocumentFragment();
  for (const href of files) {
    const url = new URL(href, document.baseURI).href;
    if (present.has(url)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.appendChild(link);
  }
  document.head.appendChild(links);
  return true;
}
