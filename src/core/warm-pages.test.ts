import { describe, expect, it } from 'vitest';
import { formatPageChunks, parsePageChunks, WARMED_PAGES } from './warm-pages';

describe('warmed pages (spec §9)', () => {
  it('reads back what it wrote', () => {
    const files = { home: ['/assets/home-1.js', '/assets/badge-2.js'], pricing: [] };
    expect(parsePageChunks(formatPageChunks(files))).toEqual(files);
    expect(parsePageChunks('')).toEqual({});
  });
  it('lists the start-up set (the likely next pages: client/lib/preload.test.ts)', () => {
    const warmed: readonly string[] = WARMED_PAGES;
    for (const key of ['home', 'generate', 'dashboard', 'pricing']) expect(warmed).toContain(key);
  });
});
