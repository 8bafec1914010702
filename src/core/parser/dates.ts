import { addDays, weekday } from '../time/dates';
import { consume, isConsumed, matchAll, note, type ParseContext } from './context';
import { COUNT_RE, MONTH_RE, MONTHS, WEEKDAYS, countValue, monthNumber } from './lexicon';
import { HOLIDAY_DATES, nextHoliday } from './holiday-dates';

/**
 * Dates and trip length: "from March 13th to March 15th, 2022", "June 3-9", "3–9 June", "between May 2 and
 * May 6", "starts on June 3 and ends on June 9", "2024-06-03", "next Friday", "this weekend", "in May",
 * "5 days", "a 3-day trip", "one week", "10 nights", "a fortnight". A year left out is the next occurrence
 * on or after `today`.
 */
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s*(\\d{4}))?';
const SEP = '\\s*(?:-|–|—|to|till|until|through|thru|and)\\s*';

interface Found {
  start: string;
  end?: string;
  text: string;
  index: number;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function valid(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** The year for month/day: the given one, else the first year in which the date is not before today. */
function yearFor(ctx: ParseContext, m: number, d: number, year?: string): number {
  if (year) return Number(year);
  const y = Number(ctx.today.slice(0, 4));
  return iso(y, m, d) >= ctx.today ? y : y + 1;
}

function range(
  ctx: ParseContext,
  m1: number,
  d1: number,
  y1: string | undefined,
  m2: number,
  d2: number,
  y2: string | undefined,
): [string, string] | null {
  const yEnd = yearFor(ctx, m2, d2, y2 ?? y1);
  // "Dec 28 to Jan 3, 2025": the start year is the one before when the months wrap.
  const yStart = y1 ? Number(y1) : m1 > m2 ? yEnd - 1 : yEnd;
  if (!valid(yStart, m1, d1) || !valid(yEnd, m2, d2)) return null;
  const a = iso(yStart, m1, d1);
  const b = iso(yEnd, m2, d2);
  return b >= a ? [a, b] : null;
}

function findExplicit(ctx: ParseContext): Found | null {
  const t = ctx.text;
  const mdRange = new RegExp(`\\b(${MONTH_RE})\\s+${DAY}${YEAR}${SEP}(?:(${MONTH_RE})\\s+)?${DAY}\\b${YEAR}`, 'i');
  for (const m of matchAll(t, mdRange)) {
    const r = range(ctx, monthNumber(m[1]!)!, +m[2]!, m[3], m[4] ? monthNumber(m[4])! : monthNumber(m[1]!)!, +m[5]!, m[6]);
    if (r) return { start: r[0], end: r[1], text: m[0], index: m.index };
  }
  const dmRange = new RegExp(
    `\\b(?:the\\s+)?${DAY}(?:\\s+(?:of\\s+)?(${MONTH_RE}))?${SEP}(?:the\\s+)?${DAY}\\s+(?:of\\s+)?(${MONTH_RE})${YEAR}`,
    'i',
  );
  for (const m of matchAll(t, dmRange)) {
    const m2 = monthNumber(m[4]!)!;
    const r = range(ctx, m[2] ? monthNumber(m[2])! : m2, +m[1]!, m[5], m2, +m[3]!, m[5]);
    if (r) return { start: r[0], end: r[1], text: m[0], index: m.index };
  }
  const isoRange = /\b(\d{4})-(\d{2})-(\d{2})\s*(?:to|till|until|through|-|–|and)\s*(\d{4})-(\d{2})-(\d{2})\b/;
  const ir = isoRange.exec(t);
  if (ir) {
    const r = range(ctx, +ir[2]!, +ir[3]!, ir[1], +ir[5]!, +ir[6]!, ir[4]);
    if (r) return { start: r[0], end: r[1], text: ir[0], index: ir.index };
  }
  // Single dates: the first is the start; a second one (e.g. "starts on June 3 and ends on June 9") the end.
  const single = new RegExp(
    `\\b(?:(${MONTH_RE})\\s+${DAY}|${DAY}\\s+(?:of\\s+)?(${MONTH_RE}))\\b${YEAR}|\\b(\\d{4})-(\\d{2})-(\\d{2})\\b`,
    'gi',
  );
  const dates: { date: string; text: string; index: number; hasYear: boolean; m: number; d: number }[] = [];
  for (const m of matchAll(t, single)) {
    const [mo, d, y] = m[6] ? [+m[7]!, +m[8]!, m[6]] : m[1] ? [monthNumber(m[1])!, +m[2]!, m[5]] : [monthNumber(m[4]!)!, +m[3]!, m[5]];
    if (!valid(yearFor(ctx, mo, d, y), mo, d)) continue;
    dates.push({ date: iso(yearFor(ctx, mo, d, y), mo, d), text: m[0], index: m.index, hasYear: !!y, m: mo, d });
  }
  if (dates.length === 0) return null;
  const first = dates[0]!;
  const second = dates[1];
  if (second) {
    const year = second.hasYear && !first.hasYear ? second.date.slice(0, 4) : undefined;
    const r = range(
      ctx,
      first.m,
      first.d,
      year ?? (first.hasYear ? first.date.slice(0, 4) : undefined),
      second.m,
      second.d,
      second.hasYear ? second.date.slice(0, 4) : undefined,
    );
    if (r) return { start: r[0], end: r[1], text: `${first.text} … ${second.text}`, index: first.index };
  }
  return { start: first.date, text: first.text, index: first.index };
}

/** The first `target` weekday strictly after `from` (0 = Sunday). */
function comingWeekday(from: string, target: number): string {
  return addDays(from, ((target - weekday(from) + 6) % 7) + 1);
}

/** Monday of the week holding `date` (weeks run Monday to Sunday). */
const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

/** Saturday that starts "this weekend" (today when it is the weekend) or "next weekend". */
export function weekendStart(today: string, next: boolean): string {
  const day = weekday(today);
  const thisSat = day === 6 ? today : day === 0 ? addDays(today, -1) : comingWeekday(today, 6);
  const start = day === 0 ? today : thisSat;
  return next ? addDays(mondayOf(today), 12) : start;
}

// A going-verb just before "in N days" makes it a date; a length said elsewhere leaves it one too.
const GOING_BEFORE = /\b(?:leav(?:e|ing)|start(?:ing)?|depart(?:ing)?|go(?:ing)?|fly(?:ing)?|arriv(?:e|ing)|begin(?:ning)?|off|back)\s*$/i;
const OTHER_LENGTH = new RegExp(
  `\\b(?:${COUNT_RE}|a|one)\\s*(?:-\\s*)?(?:full\\s+|whole\\s+)?(?:days?|nights?|weeks?)\\b|\\b(?:fortnight|week-?long|weekend)\\b`,
  'i',
);

function findRelative(ctx: ParseContext): Found | null {
  const t = ctx.text;
  const today = ctx.today;
  const rules: [RegExp, (m: RegExpExecArray) => Found['start'] | [string, string] | null][] = [
    ...HOLIDAY_DATES.map(([re, make]): [RegExp, () => string] => [re, () => nextHoliday(make, today)]),
    [/\bday after tomorrow\b/i, () => addDays(today, 2)],
    [/\btomorrow\b/i, () => addDays(today, 1)],
    [/\b(?:today|tonight)\b/i, () => today],
    [/\b(this|next)\s+(?:long\s+)?weekend\b/i, (m) => weekendStart(today, m[1]!.toLowerCase() === 'next')],
    [
      new RegExp(`\\b(this|next|coming|on)\\s+(${WEEKDAYS.join('|')})\\b`, 'i'),
      (m) => {
        // "this/on/coming Friday": the first one after today. "next Friday": the one in next week's Monday-Sunday.
        const target = WEEKDAYS.indexOf(m[2]!.toLowerCase());
        const d = comingWeekday(today, target);
        return m[1]!.toLowerCase() === 'next' && mondayOf(d) === mondayOf(today) ? addDays(d, 7) : d;
      },
    ],
    // "Ghent in two weeks for 3 days": when. "Paris and Rome in 2 days" (no other length given): how long. After a
    // going-verb ("leaving in 3 days") or with "from now" / "time" it is always when.
    [
      new RegExp(`\\bin\\s+(${COUNT_RE}|a)\\s+(day|week|month)s?\\b`, 'i'),
      (m) => {
        const before = t.slice(0, m.index);
        const after = t.slice(m.index + m[0].length);
        const when =
          GOING_BEFORE.test(before) || /^\s*(?:from now|time)\b|^'s?\s+time\b/i.test(after) || OTHER_LENGTH.test(before + ' ' + after);
        if (!when && m[2]!.toLowerCase() !== 'month') return null;
        const n = countValue(m[1]!) ?? 1;
        const unit = m[2]!.toLowerCase();
        return addDays(today, unit === 'day' ? n : unit === 'week' ? 7 * n : 30 * n);
      },
    ],
    [/\bnext\s+week\b/i, () => addDays(today, (8 - weekday(today)) % 7 || 7)],
    [
      /\bnext\s+month\b/i,
      () => {
        const [y, m] = today.split('-').map(Number) as [number, number];
        return m === 12 ? iso(y + 1, 1, 1) : iso(y, m + 1, 1);
      },
    ],
  ];
  for (const [re, fn] of rules) {
    const m = re.exec(t);
    const r = m && fn(m);
    if (m && r) {
      return Array.isArray(r) ? { start: r[0], end: r[1], text: m[0], index: m.index } : { start: r, text: m[0], index: m.index };
    }
  }
  return null;
}

/** "in May", "this June", "May 2025", "early July" (only a month). */
/** "first week of October" starts on the 1st, "second week" the 8th, "last week" / "end of" the 24th. */
const WEEK_OF: Record<string, number> = { first: 1, second: 8, third: 15, fourth: 22, last: 24, beginning: 1, start: 1, end: 24 };

function findMonth(ctx: ParseContext): { month: number; year: number; day?: number; text: string; index: number } | null {
  const thisYear = Number(ctx.today.slice(0, 4));
  const yearOf = (month: number, y?: string) => (y ? Number(y) : month >= Number(ctx.today.slice(5, 7)) ? thisYear : thisYear + 1);
  const week = new RegExp(
    `\\b(?:the\\s+)?(first|second|third|fourth|last|beginning|start|end)(?:\\s+week)?\\s+of\\s+(${MONTH_RE})(?:\\s+(\\d{4}))?\\b`,
    'i',
  ).exec(ctx.text);
  if (week) {
    const month = monthNumber(week[2]!)!;
    return { month, year: yearOf(month, week[3]), day: WEEK_OF[week[1]!.toLowerCase()], text: week[0], index: week.index };
  }
  // The season most trips name: cherry blossom in early April (Japan, Korea, Washington).
  const blossom = /\bcherry[- ]blossoms?(?:\s+season)?\b/i.exec(ctx.text);
  if (blossom) return { month: 4, year: yearOf(4), day: 1, text: blossom[0], index: blossom.index };
  const re = new RegExp(
    `\\b(?:in|during|this|next|for|early|mid|late|mid-)\\s*(?:-\\s*)?(${MONTH_RE})(?:\\s+(\\d{4}))?\\b|\\b(${MONTH_RE})\\s+(\\d{4})\\b`,
    'i',
  );
  const m = re.exec(ctx.text);
  if (!m) return null;
  const word = m[1] ?? m[3]!;
  // "may" is also a verb: only accept it capitalised.
  if (word.toLowerCase() === 'may' && word !== 'May') return null;
  const month = monthNumber(word)!;
  const year = yearOf(month, m[2] ?? m[4]);
  // "late December" starts on the 20th, "mid-July" on the 15th.
  const day = /^late/i.test(m[0]) ? 20 : /^mid/i.test(m[0]) ? 15 : undefined;
  return { month, year, text: m[0], index: m.index, ...(day ? { day } : {}) };
}

const longDate = (d: string) =>
  `${MONTHS[Number(d.slice(5, 7)) - 1]!.replace(/^./, (c) => c.toUpperCase())} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;

export function extractDates(ctx: ParseContext): void {
  const found = findExplicit(ctx) ?? findRelative(ctx);
  if (found) {
    ctx.intent.startDate = found.start;
    consume(ctx, found.index, found.index + found.text.length);
    if (found.end) {
      ctx.intent.endDate = found.end;
      note(ctx, 'dates', found.text, `${longDate(found.start)} to ${longDate(found.end)}`);
    } else note(ctx, 'dates', found.text, `starting ${longDate(found.start)}`);
    if (/weekend/i.test(found.text) && !found.end) {
      ctx.intent.endDate = addDays(found.start, /long/i.test(found.text) ? 2 : 1);
    }
  } else {
    const month = findMonth(ctx);
    if (month) {
      ctx.intent.month = { month: month.month, year: month.year, ...(month.day ? { day: month.day } : {}) };
      consume(ctx, month.index, month.index + month.text.length);
      note(ctx, 'dates', month.text, `${MONTHS[month.month - 1]!.replace(/^./, (c) => c.toUpperCase())} ${month.year} (no exact dates)`);
    }
  }
  extractDurations(ctx);
}

/** Every "N days / N nights / a week / weekend" mention; which one is the trip length is decided later. */
function extractDurations(ctx: ParseContext): void {
  const t = ctx.text;
  const re = new RegExp(
    `\\b(${COUNT_RE}|a|an|one|half ` +
      (`a)[-\\s]+(?:(?:full|whole|more)\\s+)?(day|night|week|fortnight)s?(?:[-\\s]+long)?\\b` +
        `|\\b(fortnight|week-long|weeklong|(?:long\\s+)?weekend)\\b` +
        // "Luxury week in Lisbon", "a foodie week": the week is the trip.
        `|\\b(?:luxury|luxurious|budget|relaxing|relaxed|romantic|family|foodie|beach|ski|lazy|active|quiet)\\s+(week)\\b`),
    'gi',
  );
  const matches = matchAll(t, re);
  // "with a day trip to Sintra" is an outing, not the trip's length, when the text gives the length elsewhere.
  const outing = (m: RegExpExecArray) => {
    const trip = /^[-\s]*trip(s?)\b/i.exec(t.slice(m.index + m[0].length));
    return m[0].toLowerCase().endsWith('day') && !!trip && (/^(?:a|one)$/i.test(m[1] ?? '') || trip[1] === 's');
  };
  const outings = matches.filter(outing);
  for (const m of matches) {
    if (outings.includes(m) && matches.length > outings.length) continue;
    let days: number;
    let nights = false;
    if (m[4]) days = 7;
    else if (m[3]) {
      const w = m[3].toLowerCase();
      days = w === 'fortnight' ? 14 : w.includes('week-long') || w === 'weeklong' ? 7 : w.startsWith('long') ? 3 : 2;
      // "weekend" only means a 2-day trip when it is the trip ("a weekend in Paris"), not "this weekend" (a date).
      if (w.endsWith('weekend') && /\b(this|next)\s+(?:long\s+)?weekend/i.test(t.slice(Math.max(0, m.index - 10), m.index + m[0].length))) {
        days = w.startsWith('long') ? 3 : 2;
      }
    } else {
      const n = m[1]!.toLowerCase() === 'half a' ? 0.5 : (countValue(m[1]!) ?? 1);
      const unit = m[2]!.toLowerCase();
      if (unit === 'night') {
        days = n + 1;
        nights = true;
      } else days = unit === 'week' ? 7 * n : unit === 'fortnight' ? 14 * n : n;
    }
    if (!Number.isInteger(days) || days < 1 || days > 60) continue;
    // "day 5" (a day number) is not a duration; neither is "in 2 weeks" (a date) once consumed.
    if (isConsumed(ctx, m.index, m.index + m[0].length) && !/weekend/i.test(m[0])) continue;
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const before = t.slice(Math.max(0, m.index - 12), m.index);
    const total =
      /^\s*(?:in total|total|trip|journey|travel|vacation|holiday|itinerary|tour|getaway|break|plan)\b/i.test(after) ||
      (/(?:^|\s)(?:for|spanning|lasting|over|of|in|within)\s+(?:a\s+)?$/i.test(before) && !/^\s*(?:in|at)\s+[A-Z]/.test(after));
    ctx.durations.push({ days, nights, start: m.index, end: m.index + m[0].length, text: m[0], total });
  }
  // "Weekend in Barcelona, 3 days": a number of days said outright beats the weekend's two.
  const weekend = ctx.durations.findIndex((d) => /weekend/i.test(d.text));
  if (weekend >= 0 && ctx.durations.some((d) => !/weekend/i.test(d.text) && !d.nights && d.days > 1)) ctx.durations.splice(weekend, 1);
}
