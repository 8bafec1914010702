// Labels of plan dates, the same in the browser's timeline and in the HTML the server sends before it (decision 030).
// Made once: toLocaleDateString builds a new formatter on every call, and the timeline labels every item's day.
const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const utcDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** "Mon 4 May" for a plan date (a calendar date, not an instant: no time zone shift). */
export function dayLabel(date: string): string {
  return DAY.format(utcDate(date));
}

/** "4 May 2026 – 8 May 2026", or one date when the trip starts and ends the same day. */
export function dateRange(start: string, end: string): string {
  const fmt = (s: string) => DATE.format(utcDate(s));
  return start === end ? fmt(start) : `${fmt(start)} – ${fmt(end)}`;
}
