import OpeningHours from 'opening_hours';

/**
 * Calendars: national public holidays and special closures. Core never reads the clock nor a holiday library;
 * the calendar is data (data/calendar/holidays.json, built from date-holidays by scripts/build-holidays.ts)
 * handed in by the caller. A closure is an OSM opening_hours date selector ("Dec 24-26", "May 01",
 * "Nov Th[4]", "Dec 28-Jan 01", "Su") or "PH" (every national public holiday of the place's country).
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

const selectors = new Map<string, OpeningHours | null>();

function selectorMatches(rule: string, date: string): boolean {
  let oh = selectors.get(rule);
  if (oh === undefined) {
    try {
      oh = new OpeningHours(`00:00-24:00; ${rule} off`, null, 0);
    } catch {
      oh = null;
    }
    selectors.set(rule, oh);
  }
  if (!oh) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return !oh.getState(new Date(y, m - 1, d, 12, 0));
}

/** True when a closure rule is a date selector the opening_hours library can read (or "PH"). */
export function closureRuleValid(rule: string): boolean {
  if (rule === 'PH') return true;
  try {
    new OpeningHours(`00:00-24:00; ${rule} off`, null, 0);
    return true;
  } catch {
    return false;
  }
}

/** The first closure that applies on `date`, with the holiday's name for "PH"; null when none does. */
export function closureOn(
  closures: readonly Closure[] | undefined,
  date: string,
  country: string | undefined,
  holiday: HolidayLookup,
): { closure: Closure; label: string } | null {
  for (const c of closures ?? []) {
    if (c.rule === 'PH') {
      const name = country ? holiday(country, date) : null;
      if (name) return { closure: c, label: `${name} (public holiday)` };
    } else if (selectorMatches(c.rule, date)) return { closure: c, label: c.note };
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Opening hours with the closures written in as "off" rules, so a scheduler that only reads opening hours
 * never places a visit on a closed day. "PH" becomes the country's holiday dates from the calendar.
 */
export function hoursWithClosures(
  hours: string | null,
  closures: readonly Closure[] | undefined,
  holidayDates: readonly string[],
): string | null {
  if (!closures?.length) return hours;
  const rules: string[] = [];
  for (const c of closures) {
    if (c.rule !== 'PH') {
      rules.push(`${c.rule} off`);
      continue;
    }
    const dates = holidayDates.map((d) => `${d.slice(0, 4)} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(8, 10)}`);
    if (dates.length) rules.push(`${dates.join(',')} off`);
  }
  return rules.length ? `${hours ?? '24/7'}; ${rules.join('; ')}` : hours;
}
