/** Calendar arithmetic on ISO dates ("YYYY-MM-DD") and clock times as minutes since local midnight. */
const DAY_MS = 86_400_000;

const dayStarts = new Map<string, number>();

/** Midnight UTC of an ISO date. Memoized: the checker asks for the same few dates for every item of a plan. */
function toUtcMs(date: string): number {
  let ms = dayStarts.get(date);
  if (ms === undefined) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    ms = Date.UTC(y, m - 1, d);
    if (dayStarts.size > 10_000) dayStarts.clear();
    dayStarts.set(date, ms);
  }
  return ms;
}

/** Dates by the UTC instant of their start (toISOString is slow, and every check of a plan walks its dates). */
const dayNames = new Map<number, string>();

export function addDays(date: string, days: number): string {
  const ms = toUtcMs(date) + days * DAY_MS;
  let name = dayNames.get(ms);
  if (name === undefined) {
    name = new Date(ms).toISOString().slice(0, 10);
    if (dayNames.size > 10_000) dayNames.clear();
    dayNames.set(ms, name);
  }
  return name;
}

/** Whole days from `a` to `b` (b - a). */
export function diffDays(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function parseHHMM(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** 570 -> "09:30"; 1500 -> "01:00+1" (next day). */
export function formatMinute(minute: number): string {
  const dayOffset = Math.floor(minute / 1440);
  const m = ((minute % 1440) + 1440) % 1440;
  const s = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return dayOffset === 0 ? s : `${s}${dayOffset > 0 ? '+' : ''}${dayOffset}`;
}

const offsetCache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetCache.set(timeZone, f);
  }
  return f;
}

/** Offsets by time zone, then by quarter hour (a number key: no string built per lookup). */
const offsets = new Map<string, Map<number, number>>();
let offsetCount = 0;

/** Offset of `timeZone` from UTC in minutes at instant `utcMs` (cached per quarter hour: Intl is slow). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  const quarter = Math.floor(utcMs / 900_000);
  let zone = offsets.get(timeZone);
  const hit = zone?.get(quarter);
  if (hit !== undefined) return hit;
  const off = computeOffset(timeZone, utcMs);
  if (offsetCount > 100_000) {
    offsets.clear();
    offsetCount = 0;
    zone = undefined;
  }
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  zone.set(quarter, off);
  offsetCount++;
  return off;
}

function computeOffset(timeZone: string, utcMs: number): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** The UTC instant (ms) of local wall-clock `minute` (may exceed 1440) on `date` in `timeZone`. */
export function zonedInstant(date: string, minute: number, timeZone: string): number {
  const wall = toUtcMs(date) + minute * 60_000;
  // Two passes settle the offset across DST changes.
  let guess = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  guess = wall - zoneOffsetMinutes(timeZone, guess) * 60_000;
  return guess;
}

/** The local wall time "YYYY-MM-DDTHH:mm" of instant `utcMs` in `timeZone` (e.g. "open now" in a place's zone). */
export function localWallTime(utcMs: number, timeZone: string): string {
  const local = new Date(utcMs + zoneOffsetMinutes(timeZone, utcMs) * 60_000).toISOString();
  return local.slice(0, 16);
}
