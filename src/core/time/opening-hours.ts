import OpeningHours from 'opening_hours';

/**
 * Open intervals of an OSM opening_hours string on one local date, as [start, end) minutes since local midnight
 * (an interval running past midnight ends > 1440; we look until 06:00 the next morning). The library reads
 * JS Dates by their local fields, so we hand it wall-clock dates and read wall-clock results back: the
 * destination's time zone never enters, which is what "local opening hours" means.
 * `null` hours = always open. Hours that do not parse give no intervals (never schedule what we cannot read).
 */
export type Interval = readonly [number, number];

const ALWAYS: Interval[] = [[0, 30 * 60]];
const parsed = new Map<string, OpeningHours | null>();
const intervals = new Map<string, Interval[]>();

/** Where the hours apply: the country resolves public holidays ("PH off"), coordinates resolve "sunset". */
export interface HoursContext {
  countryCode?: string;
  lat?: number;
  lon?: number;
}

function ctxKey(ctx: HoursContext | undefined): string {
  return ctx ? `${ctx.countryCode ?? ''},${ctx.lat?.toFixed(1) ?? ''},${ctx.lon?.toFixed(1) ?? ''}` : '';
}

function parse(hours: string, ctx: HoursContext | undefined): OpeningHours | null {
  const key = `${ctxKey(ctx)}|${hours}`;
  if (!parsed.has(key)) {
    let oh: OpeningHours | null;
    const nominatim = {
      lat: ctx?.lat ?? 0,
      lon: ctx?.lon ?? 0,
      address: { country_code: (ctx?.countryCode ?? '').toLowerCase(), state: '' },
    };
    try {
      oh = new OpeningHours(ctx?.countryCode ? hours : withoutHolidays(hours), ctx?.countryCode ? nominatim : null, 0);
    } catch {
      oh = null;
    }
    parsed.set(key, oh);
  }
  return parsed.get(key) ?? null;
}

function merge(list: Interval[]): Interval[] {
  const out: [number, number][] = [];
  for (const [a, b] of [...list].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Without a country, holidays cannot be known: drop "PH" selectors (a rule only about PH goes entirely). */
function withoutHolidays(hours: string): string {
  return hours
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => !/^PH\b(?!\s*,)/.test(rule))
    .map((rule) => rule.replace(/,\s*PH\b|\bPH\s*,\s*/g, ''))
    .filter(Boolean)
    .join('; ');
}

export function hoursParse(hours: string, ctx?: HoursContext): boolean {
  return parse(hours, ctx) !== null;
}

export function openIntervals(hours: string | null, date: string, ctx?: HoursContext): Interval[] {
  if (hours === null) return ALWAYS;
  const key = `${ctxKey(ctx)}|${date}|${hours}`;
  const hit = intervals.get(key);
  if (hit) return hit;
  const oh = parse(hours, ctx);
  let result: Interval[] = [];
  if (oh) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const from = new Date(y, m - 1, d, 0, 0);
    const to = new Date(y, m - 1, d + 1, 6, 0);
    const dayStartUtc = Date.UTC(y, m - 1, d);
    // Read wall-clock fields back so a DST change in the runtime's own zone cannot shift the result.
    const toMin = (t: Date) =>
      Math.round((Date.UTC(t.getFullYear(), t.getMonth(), t.getDate()) - dayStartUtc) / 60_000) + t.getHours() * 60 + t.getMinutes();
    result = merge(
      oh
        .getOpenIntervals(from, to)
        .filter((iv) => !iv[2])
        .map((iv) => [toMin(iv[0]), toMin(iv[1])] as Interval),
    );
    if (intervals.size > 50_000) intervals.clear();
  }
  intervals.set(key, result);
  return result;
}

/** True when [start, end) lies inside one open interval. */
export function isOpenThroughout(hours: string | null, date: string, start: number, end: number, ctx?: HoursContext): boolean {
  return openIntervals(hours, date, ctx).some(([a, b]) => a <= start && end <= b);
}

/** Earliest start >= `earliest` (and <= `latestStart`) such that [start, start+duration) is open; null if none. */
export function earliestOpenStart(
  hours: string | null,
  date: string,
  earliest: number,
  duration: number,
  latestStart: number,
  ctx?: HoursContext,
): number | null {
  for (const [a, b] of openIntervals(hours, date, ctx)) {
    const s = Math.max(a, earliest);
    if (s + duration <= b && s <= latestStart) return s;
  }
  return null;
}
