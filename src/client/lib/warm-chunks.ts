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
  insertInBatches(files.filter((href) => !present.has(new URL(href, document.baseURI).href)));
  return true;
}

const LINKS_PER_TASK = 4;

/**
 * Four links per task, as start-after-paint.js inserts them: Chrome handles each modulepreload link as it is inserted
 * (about 2 ms of main thread each, 8 on a slow phone), and a page can list 45 files.
 */
function insertInBatches(files: string[], from = 0): void {
  const links = document.createDocumentFragment();
  for (const href of files.slice(from, from + LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.appendChild(link);
  }
  document.head.appendChild(links);
  if (from + LINKS_PER_TASK < files.length) setTimeout(() => insertInBatches(files, from + LINKS_PER_TASK), 0);
}
