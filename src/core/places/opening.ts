import opening_hours from 'opening_hours';

export interface OpenState {
  open: boolean;
  /** True when the rule says "unknown" (e.g. "by appointment") or could not be evaluated. */
  unknown: boolean;
  /** Local wall time (YYYY-MM-DDTHH:mm) of the next change within a week, if any. */
  nextChange: string | null;
  comment: string | null;
}

/** A local wall-clock time "2026-06-01T10:30" as a Date whose local fields are those values. */
export function wallTime(local: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) throw new Error(`Not a local date-time: ${local}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
}

function formatWall(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const cache = new Map<string, opening_hours>();

export function parseOpeningHours(value: string, country: string, at: { lat: number; lon: number }): opening_hours {
  // Only holidays (PH, SH) depend on the country and only the sun on the position: other rules are parsed once.
  const local = /\b(PH|SH)\b/.test(value);
  const key = local ? `${country}|${value}` : value;
  let oh = cache.get(key);
  if (!oh) {
    oh = new opening_hours(value, { lat: at.lat, lon: at.lon, address: { country_code: local ? country.toLowerCase() : 'de', state: '' } });
    if (cache.size > 5000) cache.clear();
    cache.set(key, oh);
  }
  return oh;
}

/**
 * Is a place open at a local date-time of its own time zone? The opening_hours library reads a Date's
 * local fields, so the wall time is built as a local Date; no time-zone arithmetic is needed.
 */
export function openAt(value: string, country: string, coords: { lat: number; lon: number }, local: string): OpenState {
  try {
    const oh = parseOpeningHours(value, country, coords);
    const at = wallTime(local);
    const it = oh.getIterator(at);
    const next = it.advance(new Date(at.getTime() + 7 * 86_400_000)) ? it.getDate() : null;
    return {
      open: oh.getState(at),
      unknown: oh.getUnknown(at),
      nextChange: next ? formatWall(next) : null,
      comment: oh.getComment(at) ?? null,
    };
  } catch {
    return { open: false, unknown: true, nextChange: null, comment: null };
  }
}

/**
 * Per rule (the same string instance every call, so its hash is cached), then per country, position for sun rules and
 * local date (weekday for weekly rules): the minutes of that day it is open, as [from, to) pairs (to ≤ 1440).
 */
const dayMemo = new Map<string, { weekly: boolean; sun: boolean; days: Map<string, number[]> }>();
let dayMemoSize = 0;

function openMinutesOfDay(value: string, country: string, coords: { lat: number; lon: number }, date: string): number[] {
  const out: number[] = [];
  try {
    const from = wallTime(`${date}T00:00`);
    const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
    const minuteOf = (d: Date) => (d.getTime() >= to.getTime() ? 1440 : d.getHours() * 60 + d.getMinutes());
    // getOpenIntervals also lists "unknown" stretches; getState counts those as closed, and so does this.
    for (const [a, b, unknown] of parseOpeningHours(value, country, coords).getOpenIntervals(from, to)) {
      if (!unknown) out.push(minuteOf(a), minuteOf(b));
    }
  } catch {
    // a rule that cannot be evaluated is closed
  }
  return out;
}

/** A rule that names only weekdays and times ("Mo-Fr 09:00-18:00; Sa 10:00-14:00; Su off") is the same every week. */
const weeklyOnly = (value: string) => !/["A-Za-z]/.test(value.replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|off|closed|open)\b|24\/7/g, ''));
/** The last local time asked, taken apart (a map-wide filter asks the same time for every place). */
let lastLocal = { local: '', date: '', weekday: '', minute: 0 };
function partsOf(local: string) {
  if (lastLocal.local !== local) {
    const date = local.slice(0, 10);
    const weekday = `w${new Date(`${date}T00:00:00Z`).getUTCDay()}`;
    lastLocal = { local, date, weekday, minute: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) };
  }
  return lastLocal;
}

/**
 * Only "is it open at this local time?" (no next change, no comment). Each rule's open minutes are worked out once
 * per country and local date — once per weekday for a rule of weekdays and times only — so a map-wide "open at"
 * filter evaluates each rule once per day asked, and moving the time within that day costs a lookup. Rules that
 * depend on the sun also key on the rounded position.
 */
export function isOpenAt(value: string, country: string, coords: { lat: number; lon: number }, local: string): boolean {
  let rule = dayMemo.get(value);
  if (!rule) {
    if (dayMemoSize > 50_000) {
      dayMemo.clear();
      dayMemoSize = 0;
    }
    rule = { weekly: weeklyOnly(value), sun: /sun(rise|set)|dawn|dusk/.test(value), days: new Map() };
    dayMemo.set(value, rule);
  }
  const { date, weekday, minute } = partsOf(local);
  const day = rule.weekly ? weekday : date;
  const key = rule.sun ? `${day}|${country}|${coords.lat.toFixed(1)},${coords.lon.toFixed(1)}` : `${day}|${country}`;
  let minutes = rule.days.get(key);
  if (minutes === undefined) {
    minutes = openMinutesOfDay(value, country, coords, date);
    rule.days.set(key, minutes);
    dayMemoSize++;
  }
  for (let i = 0; i < minutes.length; i += 2) if (minute >= minutes[i]! && minute < minutes[i + 1]!) return true;
  return false;
}
