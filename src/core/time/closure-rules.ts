import type { Interval } from './opening-hours';

/**
 * Calendars: national public holidays and special closures. Core never reads the clock nor a holiday library;
 * the calendar is data (data/calendar/holidays.json, built from date-holidays by scripts/build-holidays.ts)
 * handed in by the caller. A closure's rule is an OSM opening_hours date selector ("Dec 24-26", "May 01",
 * "Nov Th[4]", "Dec 28-Jan 01", "Su") or "PH" (every national public holiday of the place's country), closed all
 * day; or the same selector followed by time spans ("Dec 24 09:00-15:00", "PH 10:00-14:00"): shortened hours.
 * Shortened hours only narrow a day: the place is open where both its weekly hours and these spans say so, so a
 * day its weekly hours keep shut stays shut (museums publish "closes at 15:00 on 24 December" in that sense).
 *
 * This module is pure and the browser imports it: a date selector is judged by an injected lookup. The server's is
 * the opening_hours library (closures.ts); the browser's is the trip's dates the server resolved (decision 038).
 */
export interface Closure {
  rule: string;
  note: string;
  source?: string;
}

/** Country code (ISO 2) → ISO date → holiday name(s). */
export interface HolidayTable {
  countries: Record<string, Record<string, string>>;
}

export type HolidayLookup = (countryCode: string, date: string) => string | null;

/**
 * Does an OSM date selector ("Dec 25", "Sa", not "PH") cover a date? On the server the opening_hours library answers
 * (`selectorMatches`, closures.ts); in the browser a table the server resolved for the trip's dates (decision 038).
 */
export type DateSelectorLookup = (selector: string, date: string) => boolean;

export function holidayLookup(table: HolidayTable | undefined): HolidayLookup {
  return (country, date) => table?.countries[country.toUpperCase()]?.[date] ?? null;
}

/** Public holidays of a country within [from, to] (inclusive), sorted. */
export function holidaysBetween(
  table: HolidayTable | undefined,
  country: string,
  from: string,
  to: string,
): Array<{ date: string; name: string }> {
  const days = table?.countries[country.toUpperCase()] ?? {};
  return Object.keys(days)
    .filter((d) => d >= from && d <= to)
    .sort()
    .map((date) => ({ date, name: days[date] as string }));
}

const SPAN = '([01]\\d|2[0-4]):([0-5]\\d)-([01]\\d|2[0-4]):([0-5]\\d)';
const TRAILING_SPANS = new RegExp(`^(.+?)\\s+(${SPAN}(?:,${SPAN})*)$`);

/** A rule split into its date selector and, for shortened hours, its open spans (null = closed all day). */
export interface ParsedClosureRule {
  selector: string;
  windows: Interval[] | null;
}

const splitCache = new Map<string, ParsedClosureRule | null>();

/** Splits "Dec 24 09:00-15:00" into "Dec 24" and [[540, 900]]; null when the spans are malformed or empty. */
export function splitClosureRule(rule: string): ParsedClosureRule | null {
  const hit = splitCache.get(rule);
  if (hit !== undefined) return hit;
  const m = TRAILING_SPANS.exec(rule.trim());
  // A time that is not a well-formed trailing span ("25:00", "15:00-10:00") is an error, never part of a date selector.
  let out: ParsedClosureRule | null = /\d:\d/.test(rule) ? null : { selector: rule.trim(), windows: null };
  if (m) {
    const windows = (m[2] as string).split(',').map((span): Interval => {
      const [a, b] = span.split('-').map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))) as [number, number];
      return [a, b];
    });
    const sorted = windows.every(([a, b], i) => a < b && b <= 1440 && (i === 0 || a >= (windows[i - 1] as Interval)[1]));
    out = sorted ? { selector: (m[1] as string).trim(), windows } : null;
  }
  splitCache.set(rule, out);
  return out;
}

/** A closure in force on a date: its label for reports, and its open spans when it shortens the day (else null). */
export interface ClosureHit {
  closure: Closure;
  label: string;
  windows: Interval[] | null;
}

/**
 * The closure in force on `date`, with the holiday's name for "PH"; null when none applies. A full-day closure wins
 * over shortened hours (the place is shut whatever the spans say); among shortened hours the first listed applies.
 */
export function closureWith(
  closures: readonly Closure[] | undefined,
  date: string,
  country: string | undefined,
  holiday: HolidayLookup,
  dateSelector: DateSelectorLookup,
): ClosureHit | null {
  let shortened: ClosureHit | null = null;
  for (const c of closures ?? []) {
    const parsed = splitClosureRule(c.rule);
    if (!parsed) continue;
    let label: string | null = null;
    if (parsed.selector === 'PH') {
      const name = country ? holiday(country, date) : null;
      if (name) label = parsed.windows ? `${name} (public holiday): ${c.note}` : `${name} (public holiday)`;
    } else if (dateSelector(parsed.selector, date)) label = c.note;
    if (label === null) continue;
    if (!parsed.windows) return { closure: c, label, windows: null };
    shortened ??= { closure: c, label, windows: parsed.windows };
  }
  return shortened;
}

/** Narrows open intervals to a closure's spans (both must say open); the spans of a full-day closure are none. */
export function narrowToWindows(open: readonly Interval[], windows: readonly Interval[] | null): Interval[] {
  const out: Interval[] = [];
  for (const [a, b] of open)
    for (const [s, e] of windows ?? []) {
      const lo = Math.max(a, s);
      const hi = Math.min(b, e);
      if (lo < hi) out.push([lo, hi]);
    }
  return out.sort((x, y) => x[0] - y[0]);
}

/** The lookups a closure needs: a Catalog carries both. Absent, none of that kind applies (holidays or date rules unknown). */
export interface ClosureCalendar {
  holiday?: HolidayLookup | undefined;
  dateSelector?: DateSelectorLookup | undefined;
}

const NO_HOLIDAY: HolidayLookup = () => null;
const NO_DATE_RULE: DateSelectorLookup = () => false;

/**
 * The closure that stops a city's public transport on a date (London on 25 December), or null: one rule for the
 * planner, the edit engine (in the browser too) and the checker.
 */
export function transitClosureOn(
  city: { transitClosures?: readonly Closure[] | undefined; countryCode?: string | undefined } | undefined,
  date: string,
  calendar: ClosureCalendar,
): ClosureHit | null {
  return closureWith(city?.transitClosures, date, city?.countryCode, calendar.holiday ?? NO_HOLIDAY, calendar.dateSelector ?? NO_DATE_RULE);
}
