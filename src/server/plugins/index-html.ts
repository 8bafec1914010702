import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderFile } from '../../core/prerender-variants';
import { matchRoute, REDIRECT_PATHS, ROUTES, type RouteKey } from '../../core/routes';
import { formatPageChunks, PAGE_CHUNKS_META, WARMED_PAGES } from '../../core/warm-pages';
import { FIRST_DATA_ID } from '../../core/first-screen/ids';
import { escapeHtml } from '../../core/first-screen/html';
import type { FirstScreen } from '../modules/trips/trips.page';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/** The face of Inter that Latin text at every weight uses (styles.css imports it): the one a first screen waits on. */
const TEXT_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;
type Manifest = Record<string, ManifestChunk>;

/**
 * index.html for one route, with `<link rel="modulepreload">` for that route's page chunk and its
 * imports, so the browser fetches them in parallel with the entry instead of after it (one round trip
 * less before the page's content paints). Built once per route from Vite's manifest. A public page rendered
 * at build time (.vite/prerender/<route>.html, decision 020) goes inside #root, so it paints before any script
 * runs; its scripts start after that first paint (`startAfterPaint`, decision 023) and main.tsx then hydrates it.
 */
export class IndexHtml {
  private readonly cache = new Map<string, string>();
  private readonly manifest: Manifest | null;
  private readonly entryFiles = new Set<string>();
  private readonly html: string;
  /** `<link rel="preload">` of the text font, for pages whose HTML has content (prerendered or a first screen). */
  private readonly fontPreload: string;

  constructor(
    html: string,
    private readonly dir: string,
  ) {
    const file = path.join(dir, '.vite', 'manifest.json');
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    for (const chunk of Object.values(this.manifest ?? {})) {
      if (chunk.isEntry) for (const f of this.closure(chunk)) this.entryFiles.add(f);
    }
    const font = Object.values(this.manifest ?? {})
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.assets ?? [])
      .find((f) => TEXT_FONT.test(`/${f}`));
    this.fontPreload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : '';
    // The files of the pages a browser warms ahead of a visit (core/warm-pages.ts), on every page.
    const warm = Object.fromEntries(WARMED_PAGES.map((key) => [key, this.pageFiles(key).map((f) => `/${f}`)]));
    const meta = this.manifest ? `<meta name="${PAGE_CHUNKS_META}" content="${formatPageChunks(warm)}">` : '';
    this.html = html.replace('</head>', `${meta}</head>`);
  }

  /** The route a pathname renders, and whether it exists (unknown paths get a 404 status); `query` picks a variant. */
  for(pathname: string, query = new URLSearchParams()): { html: string; found: boolean } {
    const key = matchRoute(pathname);
    const file = prerenderFile(key, query);
    let html = this.cache.get(file);
    if (html === undefined) {
      html = this.withPreloads(key, file);
      this.cache.set(file, html);
    }
    const redirect = (REDIRECT_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, ''));
    return { html, found: key !== 'notFound' || redirect };
  }

  /**
   * A signed-in page with its first screen (decision 030): that HTML in #root, the data its first render needs in a
   * non-executable JSON element, and its scripts started after the first paint, as on a prerendered page. Built per
   * request (the HTML is one user's); the page's shell without them is cached per route.
   */
  withFirstScreen(pathname: string, screen: FirstScreen): string {
    const key = matchRoute(pathname);
    const cacheKey = `first-screen:${key}`;
    let shell = this.cache.get(cacheKey);
    if (shell === undefined) {
      const chunk = this.manifest?.[`src/client/pages/${ROUTES[key].page}.tsx`];
      const css = (chunk?.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');
      // The text font comes with the stylesheet, not after it: painted in the fallback first, the screen's largest text
      // grows when Inter arrives, and Chrome counts that as a later largest contentful paint (decision 046).
      shell = startAfterPaint(this.html, this.pageFiles(key)).replace('</head>', `${this.fontPreload}${css}</head>`);
      this.cache.set(cacheKey, shell);
    }
    const data = `<script type="application/json" id="${FIRST_DATA_ID}">${screen.data}</script>`;
    const html = screen.head ? withHead(shell, screen.head) : shell;
    return html.replace('<div id="root"></div>', () => `<div id="root" data-first-screen="${key}">${screen.body}</div>${data}`);
  }

  private closure(chunk: ManifestChunk, seen = new Set<string>()): Set<string> {
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imp of chunk.imports ?? []) {
      const dep = this.manifest?.[imp];
      if (dep) this.closure(dep, seen);
    }
    return seen;
  }

  /** A page's chunk and the chunks it imports, minus those every page loads with the entry. */
  private pageFiles(key: RouteKey): string[] {
    const chunk = this.manifest?.[`src/client/pages/${ROUTES[key].page}.tsx`];
    return chunk ? [...this.closure(chunk)].filter((f) => !this.entryFiles.has(f)) : [];
  }

  private withPreloads(key: RouteKey, file: string): string {
    const chunk = this.manifest?.[`src/client/pages/${ROUTES[key].page}.tsx`];
    const files = this.pageFiles(key);
    const css = (chunk?.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');
    const body = this.prerendered(file);
    if (body !== null) {
      // Painted in the fallback first, the hero's text re-wrapped when Inter arrived (CLS 0.03 on /, decision 046).
      const html = startAfterPaint(this.html, files).replace('</head>', `${this.fontPreload}${css}</head>`);
      return html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${key}">${body}</div>`);
    }
    if (!chunk) return this.html;
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
    return this.html.replace('</head>', `${links}${css}</head>`);
  }

  private prerendered(name: string): string | null {
    const file = path.join(this.dir, '.vite', 'prerender', `${name}.html`);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
}

/**
 * A prerendered page's scripts wait for its first paint (decision 023): the module entry and its preloads leave
 * the HTML, and public/start-after-paint.js (deferred, so it neither blocks parsing nor rendering) adds them once the
 * page has painted. Without an entry script (no build) the HTML is left as it is.
 */
export function startAfterPaint(html: string, pageFiles: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const all = [...preloads, ...pageFiles.map((f) => `/${f}`)];
  const start = `<script defer src="/start-after-paint.js" data-entry="${entry[1]}" data-preload="${all.join(' ')}"></script>`;
  return html.replace(entry[0], start).replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
}

/** The page's title and description in place of the app's, with the Open Graph tags link previews read. */
function withHead(html: string, head: NonNullable<FirstScreen['head']>): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags =
    `<meta name="description" content="${description}">` +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="Wayfarer">` +
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `${tags}</head>`);
}
