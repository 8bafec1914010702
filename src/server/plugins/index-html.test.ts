import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePageChunks } from '../../core/warm-pages';
import { IndexHtml, startAfterPaint } from './index-html';

const BUILT =
  '<html><head><script src="/theme-init.js"></script>\n' +
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/router-3.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-4.css">\n' +
  '  </head><body><div id="root"></div></body></html>';

describe('startAfterPaint (decision 023)', () => {
  it('moves the entry and every preload, the page chunks last, onto the deferred starter', () => {
    const html = startAfterPaint(BUILT, ['assets/about-page-5.js']);
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/react-2.js /assets/router-3.js /assets/about-page-5.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // What paints the page stays where it was: the theme script and the stylesheet.
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('leaves HTML without an entry script alone', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(startAfterPaint(html, ['assets/x.js'])).toBe(html);
  });
});

describe('IndexHtml: the warmed pages’ files (core/warm-pages.ts)', () => {
  it('lists each warmed page’s chunks, minus what the entry loads, in a meta tag on every page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'index-html-'));
    mkdirSync(path.join(dir, '.vite'));
    const manifest = {
      'src/client/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react'] },
      _react: { file: 'assets/react-2.js' },
      _schemas: { file: 'assets/schemas-6.js', imports: ['_react'] },
      'src/client/pages/generate-page.tsx': { file: 'assets/generate-page-5.js', imports: ['_schemas', '_react'] },
    };
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    try {
      const { html } = new IndexHtml(BUILT, dir).for('/about');
      const content = /<meta name="wayfarer-page-chunks" content="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(parsePageChunks(content).generate).toEqual(['/assets/generate-page-5.js', '/assets/schemas-6.js']);
      expect(parsePageChunks(content).pricing).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('IndexHtml: the text font', () => {
  it('is preloaded by pages whose HTML has content, so it is not swapped in after their first paint', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'index-html-'));
    mkdirSync(path.join(dir, '.vite', 'prerender'), { recursive: true });
    const assets = ['assets/inter-cyrillic-wght-normal-a.woff2', 'assets/inter-latin-wght-normal-b.woff2'];
    const manifest = {
      'src/client/main.tsx': { file: 'assets/index-1.js', isEntry: true, assets },
      'src/client/pages/about-page.tsx': { file: 'assets/about-page-5.js' },
      'src/client/pages/generate-page.tsx': { file: 'assets/generate-page-6.js' },
    };
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, '.vite', 'prerender', 'about.html'), '<main><h1>About</h1></main>');
    const preload = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-b.woff2">';
    try {
      const index = new IndexHtml(BUILT, dir);
      const about = index.for('/about').html;
      expect(about).toContain('<h1>About</h1>');
      expect(about).toContain(preload);
      expect(about).not.toContain('cyrillic');
      expect(index.withFirstScreen('/dashboard', { body: '<main>My trips</main>', data: '{}' })).toContain(preload);
      // A page React draws from nothing (no HTML content) loads the font with its stylesheet, as before.
      expect(index.for('/generate').html).not.toContain('as="font"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
