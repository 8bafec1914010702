import { dayTitle, stopsOf } from './stops';
import type { ExportInput } from './types';
import { coord, xml } from './xml';

/**
 * GPX 1.1: every visit and meal as a waypoint (with its UTC time), and each day's stops in order as a route,
 * which GPS apps and hiking tools open as a day's walk.
 */
export function toGpx(input: ExportInput): string {
  const stops = stopsOf(input);
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Wayfarer" xmlns="http://www.topografix.com/GPX/1/1" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    `  <metadata><name>${xml(input.title)}</name>${input.url ? `<link href="${xml(input.url)}"><text>Wayfarer</text></link>` : ''}<time>` +
      `${iso(input.generatedAt.getTime())}</time></metadata>`,
  ];
  for (const s of stops) {
    out.push(
      `  <wpt lat="${coord(s.lat)}" lon="${coord(s.lon)}"><time>${iso(s.start)}</time><name>` +
        `${xml(s.item.name)}</name><desc>${xml(`Day ${s.day.day}. ${s.description}`)}</desc><type>${s.item.kind}</type></wpt>`,
    );
  }
  for (const day of input.plan.days) {
    const dayStops = stops.filter((s) => s.day === day);
    if (dayStops.length === 0) continue;
    out.push(`  <rte><name>${xml(dayTitle(input, day))}</name><number>${day.day}</number>`);
    for (const s of dayStops)
      out.push(
        `    <rtept lat="${coord(s.lat)}" lon="${coord(s.lon)}"><time>${iso(s.start)}</time><name>${xml(s.item.name)}</name></rtept>`,
      );
    out.push('  </rte>');
  }
  out.push('</gpx>');
  return `${out.join('\n')}\n`;
}
