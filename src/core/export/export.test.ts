// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Plan, PlanDay, PlanItem } from '../planner/types';
import { zonedInstant } from '../time/dates';
import { dayMapsUrl, foldLine, toGeoJson, toGpx, toIcs, toKml, type ExportInput } from './index';

const visit = (day: number, id: string, start: number, end: number, tz = 'Europe/Lisbon', lat = 38.71, lon = -9.14): PlanItem => ({
  kind: 'visit',
  id,
  cityId: tz === 'Asia/Tokyo' ? 'tokyo' : 'lisbon',
  placeId: id,
  name: `Place, ${id}; "quoted" & <b>`,
  coordinates: { lat, lon },
  startMinute: start,
  endMinute: end,
  timeZone: tz,
  cost: 1250,
  reason: `Reason for ${id}`,
});

/** Day 1 is the night the clocks go forward in Lisbon (2030-03-31); day 2 flies overnight to Tokyo. */
function buildInput(): ExportInput {
  const days: PlanDay[] = [
    {
      day: 1,
      date: '2030-03-30',
      cityId: 'lisbon',
      countsFor: ['lisbon'],
      lodging: { lodgingId: 'stay-1', name: 'Hotel', cityId: 'lisbon', rooms: 1, cost: 9000, reason: 'Close' },
      items: [visit(1, 'a', 600, 660), visit(1, 'late', 1380, 1590, 'Europe/Lisbon', 38.72, -9.13)],
    },
    {
      day: 2,
      date: '2030-03-31',
      cityId: 'tokyo',
      fromCityId: 'lisbon',
      countsFor: ['tokyo'],
      lodging: null,
      items: [
        visit(2, 'b', 540, 600, 'Europe/Lisbon', 38.7, -9.15),
        {
          kind: 'transfer',
          scope: 'intercity',
          id: 'd2-intercity',
          cityId: 'lisbon',
          fromCityId: 'lisbon',
          toCityId: 'tokyo',
          mode: 'flight',
          service: 'WF 1',
          startMinute: 780,
          endMinute: 1440 + 600,
          timeZone: 'Europe/Lisbon',
          endTimeZone: 'Asia/Tokyo',
          durationMinutes: 1140,
          distanceKm: 11000,
          cost: 90000,
          reason: 'Only flight',
        },
      ],
    },
  ];
  const plan: Plan = {
    currency: 'EUR',
    startDate: '2030-03-30',
    stays: [],
    days,
    totals: { transport: 90000, local: 0, lodging: 9000, meals: 0, activities: 3750, total: 102750 },
    summary: '',
    report: { feasible: true, checks: [] },
  };
  return {
    id: 'itn_test',
    title: 'Lisbon, then Tokyo, with a very long title that certainly needs folding in a calendar file line',
    plan,
    cities: { lisbon: { name: 'Lisbon', timeZone: 'Europe/Lisbon' }, tokyo: { name: 'Tokyo', timeZone: 'Asia/Tokyo' } },
    notes: { items: { a: { text: 'Line one\nline two, with; specials \\ here' } }, days: { 1: { text: 'Arrival day' } } },
    url: 'https://wayfarer.example/shared/abc',
    generatedAt: new Date('2030-01-01T00:00:00Z'),
  };
}

// --- a small, independent iCalendar reader (RFC 5545 subset) -------------------------------------------
interface Component {
  name: string;
  props: Array<{ name: string; params: Record<string, string>; value: string }>;
  children: Component[];
}

function parseIcs(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.split('\r\n').slice(0, -1);
  for (const l of physical) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const l of physical)
    if (l.startsWith(' ')) lines[lines.length - 1] += l.slice(1);
    else lines.push(l);
  const root: Component = { name: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const c: Component = { name: value, props: [], children: [] };
      stack[stack.length - 1]!.children.push(c);
      stack.push(c);
      continue;
    }
    if (name === 'END') {
      expect(stack.pop()!.name).toBe(value);
      continue;
    }
    stack[stack.length - 1]!.props.push({
      name: name!,
      params: Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string])),
      value,
    });
  }
  expect(stack).toHaveLength(1);
  return root.children[0]!;
}

const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
const unescape = (v: string) => v.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
const localMs = (v: string) =>
  Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13), +v.slice(13, 15));
const offsetMin = (v: string) => (v[0] === '-' ? -1 : 1) * (+v.slice(1, 3) * 60 + +v.slice(3, 5));

/** Resolves a TZID-qualified local time the way a calendar app does: the last observance that started before it. */
function toUtc(cal: Component, tzid: string, local: string): number {
  const tz = cal.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID')?.value === tzid);
  expect(tz, `VTIMEZONE for ${tzid}`).toBeDefined();
  const wall = localMs(local);
  const obs = tz!.children
    .map((o) => ({ start: localMs(prop(o, 'DTSTART')!.value), to: offsetMin(prop(o, 'TZOFFSETTO')!.value) }))
    .filter((o) => o.start <= wall)
    .sort((x, y) => x.start - y.start);
  return wall - obs[obs.length - 1]!.to * 60_000;
}

describe('toIcs', () => {
  it('writes events with TZID times that resolve, through the VTIMEZONEs, to the plan’s instants (DST and overnight)', () => {
    const input = buildInput();
    const cal = parseIcs(toIcs(input));
    expect(prop(cal, 'VERSION')!.value).toBe('2.0');
    expect(unescape(prop(cal, 'X-WR-CALNAME')!.value)).toBe(input.title);
    const events = cal.children.filter((c) => c.name === 'VEVENT');
    const timed = events.filter((e) => prop(e, 'DTSTART')!.params.TZID);
    expect(timed.map((e) => prop(e, 'UID')!.value)).toEqual([
      'a@itn_test.wayfarer',
      'late@itn_test.wayfarer',
      'b@itn_test.wayfarer',
      'd2-intercity@itn_test.wayfarer',
    ]);
    for (const e of timed) {
      const id = prop(e, 'UID')!.value.split('@')[0]!;
      const day = input.plan.days.find((d) => d.items.some((i) => i.id === id))!;
      const item = day.items.find((i) => i.id === id)!;
      const start = prop(e, 'DTSTART')!;
      const end = prop(e, 'DTEND')!;
      expect(toUtc(cal, start.params.TZID!, start.value)).toBe(zonedInstant(day.date, item.startMinute, item.timeZone));
      const endZone = item.kind === 'transfer' ? item.endTimeZone : item.timeZone;
      expect(end.params.TZID).toBe(endZone);
      expect(toUtc(cal, end.params.TZID!, end.value)).toBe(zonedInstant(day.date, item.endMinute, endZone));
    }
    // 23:00 to 02:30 across the spring-forward night is 3.5 h of wall clock but 2.5 h of real time.
    const late = timed[1]!;
    expect(toUtc(cal, 'Europe/Lisbon', prop(late, 'DTEND')!.value) - toUtc(cal, 'Europe/Lisbon', prop(late, 'DTSTART')!.value)).toBe(
      150 * 60_000,
    );
    expect(prop(late, 'DTEND')!.value).toBe('20300331T023000');
    const lisbonTz = cal.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID')!.value === 'Europe/Lisbon')!;
    expect(
      lisbonTz.children.some(
        (o) => o.name === 'DAYLIGHT' && prop(o, 'DTSTART')!.value === '20300331T010000' && prop(o, 'TZOFFSETTO')!.value === '+0100',
      ),
    ).toBe(true);
    const tokyo = cal.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID')!.value === 'Asia/Tokyo')!;
    expect(tokyo.children.map((o) => [o.name, prop(o, 'TZOFFSETTO')!.value])).toEqual([['STANDARD', '+0900']]);
    const a = timed[0]!;
    expect(unescape(prop(a, 'DESCRIPTION')!.value)).toContain('Note: Line one\nline two, with; specials \\ here');
    expect(unescape(prop(a, 'SUMMARY')!.value)).toBe('Place, a; "quoted" & <b>');
    expect(prop(a, 'GEO')!.value).toBe('38.710000;-9.140000');
    const stay = events.find((e) => prop(e, 'CATEGORIES')!.value === 'LODGING')!;
    expect([prop(stay, 'DTSTART')!.value, prop(stay, 'DTEND')!.value]).toEqual(['20300330', '20300331']);
  });

  it('folds long lines without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((p, i) => (i ? p.slice(1) : p))
        .join(''),
    ).toBe(line);
  });
});

describe('GPX, KML, GeoJSON and maps links', () => {
  // The jsdom environment gives the browser's DOMParser; a <parsererror> means the XML is not well-formed.
  const parseXml = (text: string) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    return doc;
  };

  it('GPX 1.1 has a waypoint per located stop and a route per day', () => {
    const doc = parseXml(toGpx(buildInput()));
    expect(doc.documentElement.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    const wpts = [...doc.getElementsByTagName('wpt')];
    expect(wpts.map((w) => w.getElementsByTagName('name')[0]!.textContent)).toEqual([
      'Place, a; "quoted" & <b>',
      'Place, late; "quoted" & <b>',
      'Place, b; "quoted" & <b>',
    ]);
    expect(wpts[0]!.getAttribute('lat')).toBe('38.710000');
    expect(wpts[0]!.getElementsByTagName('time')[0]!.textContent).toBe('2030-03-30T10:00:00Z');
    const routes = [...doc.getElementsByTagName('rte')];
    expect(routes.map((r) => r.getElementsByTagName('rtept').length)).toEqual([2, 1]);
  });

  it('KML 2.2 has a folder per day with timed placemarks and a route line', () => {
    const doc = parseXml(toKml(buildInput()));
    expect(doc.documentElement.namespaceURI).toBe('http://www.opengis.net/kml/2.2');
    const folders = [...doc.getElementsByTagName('Folder')];
    expect(folders).toHaveLength(2);
    expect(folders[0]!.getElementsByTagName('description')[0]!.textContent).toBe('Arrival day');
    expect(folders[0]!.getElementsByTagName('LineString')).toHaveLength(1);
    expect(folders[0]!.getElementsByTagName('coordinates')[0]!.textContent).toBe('-9.140000,38.710000');
  });

  it('GeoJSON is a FeatureCollection of points and day lines in [lon, lat]', () => {
    const fc = JSON.parse(JSON.stringify(toGeoJson(buildInput())));
    expect(fc.type).toBe('FeatureCollection');
    const points = fc.features.filter((f: { geometry: { type: string } }) => f.geometry.type === 'Point');
    expect(points).toHaveLength(3);
    expect(points[0].geometry.coordinates).toEqual([-9.14, 38.71]);
    expect(points[0].properties).toMatchObject({ day: 1, kind: 'visit', start: '2030-03-30T10:00:00.000Z', currency: 'EUR', cost: 1250 });
    expect(fc.features.filter((f: { geometry: { type: string } }) => f.geometry.type === 'LineString')).toHaveLength(1);
  });

  it('opens a day in Google or Apple Maps', () => {
    const day = buildInput().plan.days[0]!;
    const google = new URL(dayMapsUrl(day)!);
    expect(google.searchParams.get('origin')).toBe('38.710000,-9.140000');
    expect(google.searchParams.get('destination')).toBe('38.720000,-9.130000');
    expect(new URL(dayMapsUrl(day, 'apple')!).hostname).toBe('maps.apple.com');
    expect(dayMapsUrl({ ...day, items: [] })).toBeNull();
  });
});
