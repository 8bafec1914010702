import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config/config';
import { createTestDatabase } from '../test/test-app';

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Wayfarer</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
  writeFileSync(path.join(dir, 'theme-init.js'), '/* theme */');
  mkdirSync(path.join(dir, '.vite', 'prerender'), { recursive: true });
  writeFileSync(path.join(dir, '.vite', 'prerender', 'about.html'), '<main><h1>About $& Wayfarer</h1></main>');
  writeFileSync(path.join(dir, '.vite', 'prerender', 'analysis.html'), '<p>Choose a destination</p>');
  writeFileSync(path.join(dir, '.vite', 'prerender', 'analysis.chosen.html'), '<p>Loading the comparison</p>');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_icons.js': { file: 'assets/icons-2.js', imports: ['_react.js'] },
      'src/client/pages/pricing-page.tsx': { file: 'assets/pricing-page-3.js', imports: ['_icons.js', '_react.js'] },
    }),
  );
  const db = await createTestDatabase();
  drop = db.drop;
  app = await buildApp({ config: testConfig(), database: db.database, clientDir: dir });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('serving the built client', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the pages themselves (served by the not-found handler, which the compress plugin does not hook)', async () => {
    const res = await app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<h1>About $& Wayfarer</h1>');
  });

  it('never caches index.html and serves it for every app route, including /api for browsers', async () => {
    for (const url of ['/', '/dashboard', '/itinerary/abc', '/api', '/admin', '/login/']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("preloads the route's page chunk and its imports, but not what the entry already loads", async () => {
    const html = (await app.inject({ method: 'GET', url: '/pricing', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing-page-3.js">');
    expect(html).toContain('href="/assets/icons-2.js"');
    expect(html).not.toContain('href="/assets/react-1.js"');
    const home = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    expect(home).not.toContain('modulepreload');
  });

  it('puts a prerendered public page inside #root, and only on its own route', async () => {
    const about = (await app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } })).body;
    expect(about).toContain('<div id="root" data-prerendered="about"><main><h1>About $& Wayfarer</h1></main></div>');
    const pricing = (await app.inject({ method: 'GET', url: '/pricing', headers: { accept: 'text/html' } })).body;
    expect(pricing).toContain('<div id="root"></div>');
  });

  it('picks the analysis page form by whether its query holds a choice (decision 023)', async () => {
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    for (const url of ['/vertex-analysis', '/vertex-analysis?d=', '/vertex-analysis?cur=EUR&d=,']) {
      expect(await get(url), url).toContain('<div id="root" data-prerendered="analysis"><p>Choose a destination</p></div>');
    }
    for (const url of ['/vertex-analysis?d=lisbon', '/vertex-analysis?cur=JPY&d=lisbon,tokyo']) {
      expect(await get(url), url).toContain('<div id="root" data-prerendered="analysis"><p>Loading the comparison</p></div>');
    }
  });

  it('serves the app with a 404 status for unknown paths, so crawlers see the 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('keeps API 404s as envelopes and missing files as plain 404s', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.json().error.code).toBe('NOT_FOUND');
    const json = await app.inject({ method: 'GET', url: '/api', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const file = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('text/plain');
  });
});
