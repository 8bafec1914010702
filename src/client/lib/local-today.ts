/**
 * The person's local calendar date, YYYY-MM-DD ("today" and relative dates mean theirs, not UTC's). From the date's
 * own fields: `toLocaleDateString` builds a date formatter on each call, tens of milliseconds on a slow phone.
 */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
