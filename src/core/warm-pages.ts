import type { RouteKey } from './routes';

/**
 * The pages whose chunks a browser warms ahead of a visit (spec §9: the start-up set and each page's likely next
 * one, see client/lib/preload.ts). The server lists their files in every index.html (a `<meta>`, as the CSP forbids
 * inline script), so warming is a fetch of the files (`<link rel="modulepreload">`) instead of an `import()`,
 * which would also run the modules: seconds of a phone's main thread on a page that may never open them.
 */
export const WARMED_PAGES = [
  'home',
  'generate',
  'dashboard',
  'pricing',
  'itinerary',
  'assistant',
  'subscribe',
  'paymentCenter',
  'adminDashboard',
] as const satisfies readonly RouteKey[];

export const PAGE_CHUNKS_META = 'wayfarer-page-chunks';

/** `home=/assets/a.js /assets/b.js;pricing=…`: short, and no character the attribute would need escaped. */
export function formatPageChunks(files: Partial<Record<RouteKey, string[]>>): string {
  return Object.entries(files)
    .map(([key, list]) => `${key}=${(list ?? []).join(' ')}`)
    .join(';');
}

export function parsePageChunks(content: string): Partial<Record<RouteKey, string[]>> {
  const out: Partial<Record<RouteKey, string[]>> = {};
  for (const part of content.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    out[part.slice(0, at) as RouteKey] = part
      .slice(at + 1)
      .split(' ')
      .filter((f) => f.startsWith('/'));
  }
  return out;
}
