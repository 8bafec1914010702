import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIEW_DIR, previewSvgs } from '../../../../../scripts/map-preview-svg';
import { DARK, LIGHT } from '../../../components/map/offline-style';
import { worldPoint } from '../../../../core/geo/mercator';
import { DEFAULT_VIEW } from '../lib/view-state';

const css = readFileSync(path.join(PREVIEW_DIR, 'map-preview.css'), 'utf8');
const cssVar = (block: string, name: string) => Number(new RegExp(`${block}[^}]*${name}:\\s*([\\d.]+)`).exec(css)?.[1]);

describe('map preview', () => {
  it('its outlines are what the generator makes from world-atlas (regenerate with npx tsx scripts/map-preview-svg.ts)', () => {
    for (const [name, text] of Object.entries(previewSvgs())) expect(readFileSync(path.join(PREVIEW_DIR, name), 'utf8')).toBe(text);
  });

  it('the outlines draw no stripe across the world (antimeridian rings continue off the edge)', () => {
    const land = previewSvgs()['world-land.svg']!;
    const steps = [...land.matchAll(/l(-?[\d.]+)/g)].map((m) => Math.abs(Number(m[1])));
    // Antarctica's southern edge runs along the whole world on purpose; nothing else jumps more than half of it.
    expect(steps.filter((dx) => dx > 256)).toHaveLength(1);
  });

  it("the stylesheet's default placement is DEFAULT_VIEW (the prerendered page has no style attributes)", () => {
    const centre = worldPoint(DEFAULT_VIEW.lat, DEFAULT_VIEW.lon);
    expect(cssVar('\\.xm-preview \\{', '--s')).toBeCloseTo(2 ** DEFAULT_VIEW.zoom, 3);
    expect(cssVar('\\.xm-preview \\{', '--cx')).toBeCloseTo(centre.x, 3);
    expect(cssVar('\\.xm-preview \\{', '--cy')).toBeCloseTo(centre.y, 3);
  });

  it("its colours are the offline map's, in both themes", () => {
    const colour = (block: string, name: string) => new RegExp(`${block} \\{[^}]*--map-${name}:\\s*(#[0-9a-f]+)`).exec(css)?.[1];
    for (const [block, palette] of [
      [':root', LIGHT],
      ['\\.dark', DARK],
    ] as const) {
      expect(colour(block, 'water')).toBe(palette.water);
      expect(colour(block, 'land')).toBe(palette.land);
      expect(colour(block, 'border')).toBe(palette.border);
    }
  });
});
