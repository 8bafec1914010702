const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §9 relative-time labels: under 10 s "just now"; then "N seconds ago"; "1 minute ago" / "N minutes ago";
 * "1 hour ago" / "N hours ago"; "1 day ago" / "N days ago" up to 6 days; from 7 days the locale date string.
 * A time in the future (clock skew) reads "just now".
 */
export function formatRelativeTime(value: Date | string | number, now: Date | number = Date.now(), locale?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  const seconds = Math.floor((Number(now) - date.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 10) return 'just now';
  if (seconds < MINUTE) return `${seconds} seconds ago`;
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  const days = Math.floor(seconds / DAY);
  if (days < 7) return plural(days, 'day');
  return date.toLocaleDateString(locale);
}

function plural(n: number, unit: string) {
  return n === 1 ? `1 ${unit} ago` : `${n} ${unit}s ago`;
}
