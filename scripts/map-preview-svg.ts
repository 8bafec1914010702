#!/usr/bin/env node
// Writes the map explorer's preview outlines (src/client/features/map-explorer/preview/world-*.svg): Natural Earth
// land and country borders at 1:110m (world-atlas, public domain) in web Mercator on MapLibre's 512 px zoom-0 world,
// so the page can place them with the same arithmetic as the map. They are CSS masks, coloured by the theme.
// `npx tsx scripts/map-preview-svg.ts` regenerates them; map-preview.test.ts fails when they drift from this script.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topology from 'world-atlas/countries-110m.json' with { type: 'json' };
import { unwrapLine, unwrapRing } from '../src/core/geo/antimeridian';
import { worldPoint } from '../src/core/geo/mercator';

type Position = number[];
export const PREVIEW_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/client/features/map-explorer/preview');

/** [lon, lat] → tenths of a zoom-0 pixel (integers, so relative path steps stay short). */
function project([lon, lat]: Position): [number, number] {
  const { x, y } = worldPoint(lat!, lon!);
  return [Math.round(x * 10), Math.round(y * 10)];
}

function pathOf(lines: Position[][], close: boolean) {
  let d = '';
  for (const line of lines) {
    let prev: [number, number] | null = null;
    for (const point of close ? unwrapRing(line) : unwrapLine(line)) {
      const [x, y] = project(point);
      if (!prev) d += `M${x / 10} ${y / 10}`;
      else if (x !== prev[0] || y !== prev[1]) d += `l${(x - prev[0]) / 10} ${(y - prev[1]) / 10}`;
      else continue;
      prev = [x, y];
    }
    if (close) d += 'z';
  }
  return d.replace(/ -/g, '-').replace(/(^|[^\d])0\./g, '$1.');
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${body}</svg>\n`;

export function previewSvgs(): Record<string, string> {
  const topo = topology as unknown as Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
  const land = feature(topo, topo.objects.land);
  const rings = land.features
    .flatMap((f) =>
      f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [],
    )
    .flat();
  const borders = mesh(topo, topo.objects.countries, (a, b) => a !== b);
  return {
    'world-land.svg': svg(`<path d="${pathOf(rings, true)}"/>`),
    'world-borders.svg': svg(
      `<path fill="none" stroke="#000" stroke-width=".6" vector-effect="non-scaling-stroke" d="${pathOf(borders.coordinates, false)}"/>`,
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(previewSvgs())) {
    writeFileSync(path.join(PREVIEW_DIR, name), text);
    console.log(`${name} ${text.length} bytes`);
  }
}
