import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '../lib/envelope';
import { IndexHtml } from './index-html';
import type { FirstScreen } from '../modules/trips/trips.page';

type FirstScreenFor = (request: FastifyRequest, id: string) => Promise<FirstScreen | null>;
/**
 * Pages sent with their first screen and data, or null: the itinerary for the request's signed-in owner (decision
 * 030) and My Trips for the signed-in browser (decision 046), never stored by any cache; a share link's trip for
 * anyone, checked again on every visit (it may be revoked).
 */
export interface FirstScreens {
  itinerary: FirstScreenFor;
  shared: FirstScreenFor;
  myTrips: (request: FastifyRequest) => Promise<FirstScreen | null>;
}
const OWN = { cache: 'private, no-store', vary: 'Accept-Encoding, Cookie' } as const;
/** Each page's path; its one group (empty for My Trips) is what the page's first screen is of. */
const FIRST_SCREEN_PAGES = [
  { page: 'itinerary', path: /^\/itinerary\/([^/?#]+)\/?$/, ...OWN },
  { page: 'shared', path: /^\/shared\/([^/?#]+)\/?$/, cache: 'private, no-cache', vary: 'Accept-Encoding' },
  { page: 'myTrips', path: /^\/dashboard()\/?$/, ...OWN },
] as const;

export const CLIENT_DIST = path.resolve('dist/client');

// Every page (prerendered: 30-45 KB of HTML) is sent by the not-found handler below, which @fastify/compress does not
// hook (it adds itself to routes only): compressed here, once per page and encoding.
const pickEncoding = (accept: string) => (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null);
const packed = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
function compressed(html: string, encoding: 'br' | 'gzip'): Buffer {
  let body = packed[encoding].get(html);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(html, { level: 9 });
    packed[encoding].set(html, body);
  }
  return body;
}

/** A page made for one request: compressed fast (brotli 5 is about as small as gzip 9 and several times faster). */
function compressOnce(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Serves the built client: hashed files under /assets are immutable for a year; index.html is never
 * cached so a deploy is picked up at once. Unknown non-API paths get the SPA (the client shows the 404).
 */
export async function registerStaticClient(app: FastifyInstance, dir = CLIENT_DIST, firstScreens?: FirstScreens) {
  const hasClient = existsSync(path.join(dir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasClient ? new IndexHtml(readFileSync(path.join(dir, 'index.html'), 'utf8'), dir) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // `/api` itself is a page (the API documentation) when a browser asks for HTML.
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    const apiDocsPage = (url === '/api' || url === '/api/') && wantsHtml;
    if ((url.startsWith('/api') && !apiDocsPage) || url.startsWith('/oidc') || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send(fail(request, 'NOT_FOUND', `No route for ${request.method} ${url}`));
    }
    // Asset-like paths that are missing are real 404s, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return reply.status(404).type('text/plain').send('Not found');
    // Unknown paths still get the app (it renders the 404 page) but with a real 404 status for crawlers.
    const encoding = pickEncoding(String(request.headers['accept-encoding'] ?? ''));
    // An itinerary (its owner's), a share link's trip and My Trips come with their first screen and data.
    for (const { page, path: pattern, cache, vary } of FIRST_SCREEN_PAGES) {
      const id = pattern.exec(url)?.[1];
      const screen = id === undefined || !firstScreens ? null : await firstScreens[page](request, safeDecode(id));
      if (!screen) continue;
      const html = indexHtml.withFirstScreen(url, screen);
      reply.type('text/html; charset=utf-8').header('Cache-Control', cache).header('Vary', vary);
      return encoding ? reply.header('Content-Encoding', encoding).send(compressOnce(html, encoding)) : reply.send(html);
    }
    const { html, found } = indexHtml.for(url, new URLSearchParams(request.url.split('?')[1] ?? ''));
    reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    return encoding ? reply.header('Content-Encoding', encoding).send(compressed(html, encoding)) : reply.send(html);
  });
}
