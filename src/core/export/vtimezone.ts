import { zoneOffsetMinutes } from '../time/dates';

const DAY = 86_400_000;
const MINUTE = 60_000;

export interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Offset changes (DST) of a zone between two instants, to the minute: daily samples, then bisection. */
export function transitions(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const out: Transition[] = [];
  let t = fromMs;
  let off = zoneOffsetMinutes(timeZone, t);
  while (t < toMs) {
    const next = Math.min(t + DAY, toMs);
    const o2 = zoneOffsetMinutes(timeZone, next);
    if (o2 !== off) {
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE || lo + MINUTE;
        if (zoneOffsetMinutes(timeZone, mid) === off) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: off, to: o2 });
      off = o2;
    }
    t = next;
  }
  return out;
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

export function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** A UTC instant shifted by `offset` minutes, as an iCalendar local DATE-TIME (no Z). */
export function icsLocal(utcMs: number, offset: number): string {
  const d = new Date(utcMs + offset * MINUTE);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for `timeZone` valid over the given years, listing each real transition as its
 * own observance (no RRULE to get wrong). A zone without DST gets one STANDARD observance. Calendar apps need this
 * to place TZID-qualified times; the offsets come from the runtime's time-zone database (Intl).
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const list = transitions(timeZone, start, end);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`];
  if (list.length === 0) {
    const off = zoneOffsetMinutes(timeZone, start);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${formatOffset(off)}`,
      `TZOFFSETTO:${formatOffset(off)}`,
      'END:STANDARD',
    );
  } else {
    // The observance in force before the first listed change, so times early in the range resolve too.
    const first = list[0]!;
    const kind0 = first.from < first.to ? 'STANDARD' : 'DAYLIGHT';
    lines.push(
      `BEGIN:${kind0}`,
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${formatOffset(first.from)}`,
      `TZOFFSETTO:${formatOffset(first.from)}`,
      `END:${kind0}`,
    );
    for (const t of list) {
      const kind = t.to > t.from ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${icsLocal(t.at, t.from)}`,
        `TZOFFSETFROM:${formatOffset(t.from)}`,
        `TZOFFSETTO:${formatOffset(t.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
