import OpeningHours from 'opening_hours';
import { closureWith, splitClosureRule, type Closure, type ClosureHit, type HolidayLookup } from './closure-rules';

/**
 * Closure rules judged with the opening_hours library: the server's side of closure-rules.ts. The browser never
 * imports this module (a test walks the client's imports, src/client/no-hours-library.test.ts): it gets the trip's
 * dates resolved instead (decision 038).
 */
export * from './closure-rules';

const selectors = new Map<string, OpeningHours | null>();

function selectorHours(selector: string): OpeningHours | null {
  let oh = selectors.get(selector);
  if (oh === undefined) {
    try {
      oh = new OpeningHours(`00:00-24:00; ${selector} off`, null, 0);
    } catch {
      oh = null;
    }
    selectors.set(selector, oh);
  }
  return oh;
}

const matches = new Map<string, boolean>();

/** Does a date selector (not "PH") cover a date? Memoised: the checker and the notes ask for every item of a plan. */
export function selectorMatches(selector: string, date: string): boolean {
  const key = `${selector}|${date}`;
  const hit = matches.get(key);
  if (hit !== undefined) return hit;
  const oh = selectorHours(selector);
  let out = false;
  if (oh) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    out = !oh.getState(new Date(y, m - 1, d, 12, 0));
  }
  if (matches.size > 50_000) matches.clear();
  matches.set(key, out);
  return out;
}

/**
 * True when a closure rule is a date selector the opening_hours library can read, or "PH", optionally followed by
 * ordered time spans (shortened hours). City transit closures take no spans (`spans: false`): a network runs or not.
 */
export function closureRuleValid(rule: string, opts: { spans?: boolean } = {}): boolean {
  const parsed = splitClosureRule(rule);
  if (!parsed || (parsed.windows && opts.spans === false)) return false;
  return parsed.selector === 'PH' || selectorHours(parsed.selector) !== null;
}

/** The closure in force on `date` (closureWith), date selectors judged by the library. */
export function closureOn(
  closures: readonly Closure[] | undefined,
  date: string,
  country: string | undefined,
  holiday: HolidayLookup,
): ClosureHit | null {
  return closureWith(closures, date, country, holiday, selectorMatches);
}
