// Labels of plan dates, the same in the browser's timeline and in the HTML the server sends before it (decision 030).
// Written out rather than asked of Intl (decision 047): a page's first Intl formatter starts ICU, 30-120 ms of one task
// on this machine's Chromium (four times that on Lighthouse's phone), and these labels are on every itinerary and My
// Trips card. The names are ICU's own for en-GB (tests compare every date with Intl's), "Sept" included.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar date's parts; a RangeError for anything that is not one, as Intl's formatters answer. */
function partsOf(date: string): { year: number; month: number; day: number; weekday: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid date ${date}`);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), weekday: at.getUTCDay() };
}

/** "4" for a calendar date. */
export function dayOfMonth(date: string): string {
  return String(partsOf(date).day);
}

/** "4 May" for a calendar date. */
export function dayMonth(date: string): string {
  const { month, day } = partsOf(date);
  return `${day} ${MONTHS[month - 1]}`;
}

/** "4 May 2026" for a calendar date. */
export function dayMonthYear(date: string): string {
  const { year, month, day } = partsOf(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Mon 4 May" for a plan date (a calendar date, not an instant: no time zone shift). */
export function dayLabel(date: string): string {
  const { weekday, month, day } = partsOf(date);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

/** "4 May 2026 – 8 May 2026", or one date when the trip starts and ends the same day. */
export function dateRange(start: string, end: string): string {
  return start === end ? dayMonthYear(start) : `${dayMonthYear(start)} – ${dayMonthYear(end)}`;
}
