import { closureOn, splitClosureRule, type Closure, type HolidayLookup } from '../time/closures';
import type { Notice, PlanDay } from '../planner/types';
import { formatMinute } from '../time/dates';
import { isPlaceItem, type CheckContext } from './context';
import { eachDay } from './reuse';

export const HOLIDAY_HOURS_NOTICE = 'Holiday hours may differ — check before you go';

/**
 * The public holiday whose hours we cannot vouch for at a place on a date, or null. A place "knows" its holiday
 * behaviour when it has a sourced "PH" rule (closed, or shortened hours), a sourced rule for that very date, or
 * weekly hours that say what happens on "PH" (OSM's "PH off"); a place open around the clock has no hours to change.
 * Anywhere else a holiday may well change the hours: that is worth telling, not a reason to refuse the plan.
 */
export function unvouchedHoliday(
  place: { openingHours: string | null; closures?: readonly Closure[] | undefined },
  date: string,
  country: string | undefined,
  holiday: HolidayLookup,
): string | null {
  // Always open (a square, a street, an open park): there are no hours for a holiday to change.
  if (place.openingHours === null || place.openingHours.trim() === '24/7') return null;
  const name = country ? holiday(country, date) : null;
  if (!name) return null;
  if (place.closures?.some((c) => splitClosureRule(c.rule)?.selector === 'PH')) return null;
  if (closureOn(place.closures, date, country, holiday)) return null;
  if (place.openingHours && /\bPH\b/.test(place.openingHours)) return null;
  return name;
}

/** The holiday-hours notice of one place on one date: the report's line and the words beside the item; or null. */
export function holidayHoursNotice(
  place: { name: string; openingHours: string | null; closures?: readonly Closure[] | undefined },
  date: string,
  country: string | undefined,
  holiday: HolidayLookup,
): { message: string; short: string } | null {
  const name = unvouchedHoliday(place, date, country, holiday);
  return name
    ? { message: `${place.name} on ${date} (${name}): ${HOLIDAY_HOURS_NOTICE}`, short: `${name}: ${HOLIDAY_HOURS_NOTICE}` }
    : null;
}

/** A visit on a day of sourced shortened hours that fits them: worth a word ("Christmas Eve: closes at 15:00"). */
function shortenedNotice(
  place: { name: string; closures?: readonly Closure[] | undefined },
  date: string,
  country: string | undefined,
  holiday: HolidayLookup,
) {
  const hit = closureOn(place.closures, date, country, holiday);
  if (!hit?.windows) return null;
  const open = hit.windows.map(([a, b]) => `${formatMinute(a)}-${formatMinute(b)}`).join(', ');
  return { message: `${place.name} on ${date}: ${hit.label} (open ${open} that day)`, short: `${hit.label} (open ${open} that day)` };
}

/**
 * Informational notes for the report, never violations: each visit or meal on a public holiday of its place's country
 * at a place with no sourced holiday rule, and each on a day of the place's sourced shortened hours (a visit outside
 * them is the public-holidays check's violation). Judged from the catalog's raw closures and the injected calendar.
 */
export function holidayNotices(c: CheckContext): Notice[] {
  let notices = noticesOf.get(c);
  if (!notices) noticesOf.set(c, (notices = eachDay(c, 'holiday-notices', (day) => noticesOfDay(c, day))));
  return notices;
}

/** The notices of one check (the report's notes and the public-holidays pass line both read them). */
const noticesOf = new WeakMap<CheckContext, Notice[]>();

function noticesOfDay(c: CheckContext, day: PlanDay): Notice[] {
  const holiday = c.catalog.holiday;
  if (!holiday) return [];
  const out: Notice[] = [];
  for (const it of day.items) {
    if (!isPlaceItem(it)) continue;
    const place = it.kind === 'visit' ? c.attractions.get(it.placeId) : c.restaurants.get(it.placeId);
    if (!place) continue;
    const country = c.city(it.cityId)?.countryCode;
    const notice = holidayHoursNotice(place, day.date, country, holiday);
    if (notice) out.push({ kind: 'holiday-hours', ...notice, day: day.day, itemId: it.id });
    const shortened = shortenedNotice(place, day.date, country, holiday);
    if (shortened) out.push({ kind: 'shortened-hours', ...shortened, day: day.day, itemId: it.id });
  }
  return out;
}
