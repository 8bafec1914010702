import OpeningHours from 'opening_hours';
import { narrowToWindows, splitClosureRule, type Closure } from './closures';
import { openIntervals, type HoursContext, type Interval } from './opening-hours';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The years the holiday calendar covers (scripts/build-holidays.ts); dated rules are written out for these. */
export const DEFAULT_CLOSURE_YEARS: readonly [number, number] = [2025, 2032];

const osmDate = (d: string) => `${d.slice(0, 4)} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(8, 10)}`;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const iso = (t: Date) => `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;

/** Every local date a date selector covers within the years (one library call, then day by day through its spans). */
function datesOf(selector: string, years: readonly [number, number]): string[] {
  let oh: OpeningHours;
  try {
    oh = new OpeningHours(`${selector} 00:00-24:00`, null, 0);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const [from, to] of oh.getOpenIntervals(new Date(years[0], 0, 1), new Date(years[1] + 1, 0, 1))) {
    for (
      let t = new Date(from.getFullYear(), from.getMonth(), from.getDate());
      t < to;
      t = new Date(t.getFullYear(), t.getMonth(), t.getDate() + 1)
    )
      out.push(iso(t));
  }
  return out;
}

/**
 * Opening hours with the closures written in, so a scheduler that only reads opening hours never places a visit on a
 * closed day nor outside a day's shortened hours. Full-day closures become "off" rules ("PH" the country's holiday
 * dates). Shortened hours become one dated rule per day they apply, already narrowed to the weekly hours of that day
 * (the library's later rules replace a day's hours, they cannot intersect them); full-day closures come last and win.
 */
export function hoursWithClosures(
  hours: string | null,
  closures: readonly Closure[] | undefined,
  holidayDates: readonly string[],
  opts: { ctx?: HoursContext; years?: readonly [number, number] } = {},
): string | null {
  if (!closures?.length) return hours;
  const shortened: string[] = [];
  const off: string[] = [];
  const seen = new Set<string>();
  for (const c of closures) {
    const parsed = splitClosureRule(c.rule);
    if (!parsed) continue;
    const { selector, windows } = parsed;
    if (!windows) {
      if (selector !== 'PH') off.push(`${selector} off`);
      else if (holidayDates.length) off.push(`${holidayDates.map(osmDate).join(',')} off`);
      continue;
    }
    const dates = selector === 'PH' ? holidayDates : datesOf(selector, opts.years ?? DEFAULT_CLOSURE_YEARS);
    for (const date of dates) {
      if (seen.has(date)) continue; // the first listed shortened hours apply, as in closureOn
      seen.add(date);
      const base = openIntervals(hours, date, opts.ctx).filter(([a]) => a < 1440) as Interval[];
      const open = narrowToWindows(base, windows);
      shortened.push(`${osmDate(date)} ${open.length ? open.map(([a, b]) => `${hhmm(a)}-${hhmm(b)}`).join(',') : 'off'}`);
    }
  }
  const rules = [...shortened, ...off];
  return rules.length ? `${hours ?? '24/7'}; ${rules.join('; ')}` : hours;
}
