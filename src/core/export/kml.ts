import { dayTitle, stopsOf } from './stops';
import type { ExportInput } from './types';
import { coord, xml } from './xml';

/** KML 2.2 (Google Earth, My Maps): a folder per day with its places (timed) and the day's route as a line. */
export function toKml(input: ExportInput): string {
  const stops = stopsOf(input);
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '<Document>',
    `  <name>${xml(input.title)}</name>`,
    '  <Style id="route"><LineStyle><color>ffd18b1f</color><width>3</width></LineStyle></Style>',
  ];
  for (const day of input.plan.days) {
    const dayStops = stops.filter((s) => s.day === day);
    const note = input.notes?.days[String(day.day)]?.text;
    out.push('  <Folder>', `    <name>${xml(dayTitle(input, day))}</name>`);
    if (note) out.push(`    <description>${xml(note)}</description>`);
    for (const s of dayStops) {
      out.push(
        `    <Placemark><name>${xml(s.item.name)}</name><description>${xml(s.description)}</description>` +
          `<TimeSpan><begin>${iso(s.start)}</begin><end>${iso(s.end)}</end></TimeSpan>` +
          `<Point><coordinates>${coord(s.lon)},${coord(s.lat)}</coordinates></Point></Placemark>`,
      );
    }
    if (dayStops.length > 1) {
      out.push(
        `    <Placemark><name>${xml(`Route, day ${day.day}`)}</name><styleUrl>#route</styleUrl>` +
          '<LineString><tessellate>1</tessellate><coordinates>' +
          `${dayStops.map((s) => `${coord(s.lon)},${coord(s.lat)}`).join(' ')}</coordinates></LineString></Placemark>`,
      );
    }
    out.push('  </Folder>');
  }
  out.push('</Document>', '</kml>');
  return `${out.join('\n')}\n`;
}
