import { addDays } from '../time/dates';

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The Wednesday before US Thanksgiving (the fourth Thursday of November). */
function thanksgivingEve(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - first + 7) % 7);
  return iso(year, 11, firstThursday + 21 - 1);
}

/**
 * Trips named by a holiday or a season ("at Christmas", "over Thanksgiving", "for New Year", "at Easter",
 * "in the spring"): the start date of the next one on or after today. Seasons are the northern ones, stated as
 * an assumption by the caller through the date note.
 */
export const HOLIDAY_DATES: Array<[RegExp, (year: number) => string]> = [
  [/\bchristmas\s+day\b/i, (y) => iso(y, 12, 25)],
  [/\b(?:christmas|xmas)(?:\s+eve)?\b/i, (y) => iso(y, 12, 24)],
  [/\bnew\s+year'?s?\s+day\b/i, (y) => iso(y + 1, 1, 1)],
  [/\bnew\s+year'?s?(?:\s+eve)?\b/i, (y) => iso(y, 12, 30)],
  [/\bthanksgiving\b/i, thanksgivingEve],
  [/\beaster\b/i, (y) => addDays(easterSunday(y), -3)],
  [/\b(?:in|during|this|next)\s+(?:the\s+)?spring\b/i, (y) => iso(y, 4, 1)],
  [/\b(?:in|during|this|next)\s+(?:the\s+)?summer\b/i, (y) => iso(y, 7, 1)],
  [/\b(?:in|during|this|next)\s+(?:the\s+)?(?:autumn|fall)\b/i, (y) => iso(y, 10, 1)],
  [/\b(?:in|during|this|next)\s+(?:the\s+)?winter\b/i, (y) => iso(y, 12, 1)],
];

/** The next occurrence on or after `today` (this year's, else next year's). */
export function nextHoliday(make: (year: number) => string, today: string): string {
  const y = Number(today.slice(0, 4));
  const d = make(y);
  return d >= today ? d : make(y + 1);
}
