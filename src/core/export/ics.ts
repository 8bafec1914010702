import type { PlanDay, PlanItem } from '../planner/types';
import { addDays, zonedInstant } from '../time/dates';
import { describe, localDateTime } from './stops';
import type { ExportInput } from './types';
import { vtimezone } from './vtimezone';

const pad = (n: number) => String(n).padStart(2, '0');

/** TEXT escaping (RFC 5545 §3.3.11). */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF + one space, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Local wall-clock time of a plan day as `YYYYMMDDTHHMMSS` (minute may pass midnight). */
function localStamp(date: string, minute: number): string {
  const l = localDateTime(date, minute);
  return `${l.date.replace(/-/g, '')}T${pad(Math.floor(l.minute / 60))}${pad(l.minute % 60)}00`;
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventOf(input: ExportInput, day: PlanDay, item: PlanItem, dtstamp: string): string[] {
  const endZone = item.kind === 'transfer' ? item.endTimeZone : item.timeZone;
  let summary: string;
  let location: string;
  if (item.kind === 'transfer') {
    const from = input.cities[item.fromCityId]?.name ?? item.fromCityId;
    const to = input.cities[item.toCityId]?.name ?? item.toCityId;
    summary = `${item.mode[0]!.toUpperCase()}${item.mode.slice(1)}${item.service ? ` ${item.service}` : ''}: ${from} → ${to}`;
    location = from;
  } else {
    summary = item.kind === 'meal' ? `${item.meal[0]!.toUpperCase()}${item.meal.slice(1)}: ${item.name}` : item.name;
    location = `${item.name}, ${input.cities[item.cityId]?.name ?? item.cityId}`;
  }
  const lines = [
    'BEGIN:VEVENT',
    `UID:${item.id}@${input.id}.wayfarer`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;TZID=${item.timeZone}:${localStamp(day.date, item.startMinute)}`,
    `DTEND;TZID=${endZone}:${localStamp(day.date, item.endMinute)}`,
    `SUMMARY:${icsText(summary)}`,
    `LOCATION:${icsText(location)}`,
    `DESCRIPTION:${icsText(describe(input, item.id, item.reason, item.cost))}`,
    `CATEGORIES:${item.kind.toUpperCase()}`,
  ];
  if (item.kind !== 'transfer' && item.coordinates) lines.push(`GEO:${item.coordinates.lat.toFixed(6)};${item.coordinates.lon.toFixed(6)}`);
  if (input.url) lines.push(`URL:${input.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** Lodging as all-day events, one per run of nights in the same place. */
function lodgingEvents(input: ExportInput, dtstamp: string): string[] {
  const out: string[] = [];
  const days = input.plan.days;
  for (let i = 0; i < days.length; i++) {
    const l = days[i]!.lodging;
    if (!l || days[i - 1]?.lodging?.lodgingId === l.lodgingId) continue;
    let j = i;
    while (days[j + 1]?.lodging?.lodgingId === l.lodgingId) j++;
    const checkIn = days[i]!.date;
    const checkOut = addDays(days[j]!.date, 1);
    out.push(
      'BEGIN:VEVENT',
      `UID:stay-${i + 1}-${l.lodgingId}@${input.id}.wayfarer`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${checkIn.replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${checkOut.replace(/-/g, '')}`,
      `SUMMARY:${icsText(`Stay: ${l.name}`)}`,
      `LOCATION:${icsText(input.cities[l.cityId]?.name ?? l.cityId)}`,
      `DESCRIPTION:${icsText(l.reason)}`,
      'TRANSP:TRANSPARENT',
      'CATEGORIES:LODGING',
      'END:VEVENT',
    );
  }
  return out;
}

/**
 * The itinerary as an iCalendar file (RFC 5545): one event per visit, meal and inter-city transfer with
 * TZID-qualified local times and a VTIMEZONE for every zone used, plus all-day lodging events. Local walks
 * between places are left out (they would clutter a calendar).
 */
export function toIcs(input: ExportInput): string {
  const dtstamp = utcStamp(input.generatedAt.getTime());
  const items = input.plan.days.flatMap((day) =>
    day.items.filter((i) => !(i.kind === 'transfer' && i.scope === 'local')).map((item) => ({ day, item })),
  );
  const zones = [
    ...new Set(items.flatMap(({ item }) => [item.timeZone, item.kind === 'transfer' ? item.endTimeZone : item.timeZone])),
  ].sort();
  const first = input.plan.days[0]?.date ?? input.plan.startDate;
  const last = input.plan.days[input.plan.days.length - 1]?.date ?? first;
  const fromYear = Number(first.slice(0, 4));
  const toYear = Number(last.slice(0, 4));
  // Sort events by their real instant so calendar diffs read in order.
  items.sort(
    (a, b) => zonedInstant(a.day.date, a.item.startMinute, a.item.timeZone) - zonedInstant(b.day.date, b.item.startMinute, b.item.timeZone),
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfarer//Itinerary export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(input.title)}`,
    ...zones.flatMap((z) => vtimezone(z, fromYear, toYear)),
    ...items.flatMap(({ day, item }) => eventOf(input, day, item, dtstamp)),
    ...lodgingEvents(input, dtstamp),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
