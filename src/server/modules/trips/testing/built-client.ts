import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built client as `vite build` leaves it, reduced to what the server reads: index.html with its module entry and a
 * manifest naming the entry and one page's chunk (`src/client/pages/<page>.tsx` → assets/<page>-2.js with
 * assets/<page>-3.css). For tests of the pages the server sends with their first screen (decisions 030, 046).
 */
export function builtClient(page: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-first-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Wayfarer</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      [`src/client/pages/${page}.tsx`]: { file: `assets/${page}-2.js`, css: [`assets/${page}-3.css`] },
    }),
  );
  return dir;
}
