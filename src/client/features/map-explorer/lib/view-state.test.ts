import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, parseView, viewBBox, viewParams } from './view-state';

describe('explorer view in the URL', () => {
  it('round-trips every field', () => {
    const view = {
      lat: 38.7223,
      lon: -9.1393,
      zoom: 13.5,
      category: 'museum' as const,
      interest: null,
      freeOnly: true,
      openAt: '2026-06-01T10:00',
      openNow: false,
      place: 'lisbon-belem-tower',
    };
    expect(parseView(viewParams(view))).toEqual(view);
  });

  it('falls back to the default view for missing or junk values', () => {
    expect(parseView(new URLSearchParams('c=abc&z=x&cat=spaceport&at=monday'))).toEqual(DEFAULT_VIEW);
    expect(parseView(new URLSearchParams('c=95,400&z=40')).lat).toBe(85);
  });
});

describe('viewBBox', () => {
  it('is centred on the view and narrows as the zoom grows', () => {
    const [w, s, e, n] = viewBBox({ lat: 0, lon: 0, zoom: 10 }, 1024, 768).split(',').map(Number);
    expect(w).toBeCloseTo(-e!, 4);
    expect(s).toBeCloseTo(-n!, 4);
    const wide = viewBBox({ lat: 0, lon: 0, zoom: 5 }, 1024, 768).split(',').map(Number);
    expect(wide[2]! - wide[0]!).toBeGreaterThan(e! - w!);
  });

  it('covers the world when zoomed far out and wraps across the date line', () => {
    expect(viewBBox({ lat: 0, lon: 0, zoom: 0 }, 2000, 1000).split(',').map(Number)[0]).toBe(-180);
    const [w, , e] = viewBBox({ lat: 0, lon: 179, zoom: 6 }, 1024, 768).split(',').map(Number);
    expect(w).toBeGreaterThan(e!);
  });
});
