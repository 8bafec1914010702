import { describe, expect, it } from 'vitest';
import { startAfterPaint } from './index-html';

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
