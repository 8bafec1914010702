import { describe, expect, it } from 'vitest';
import { dateRange, dayLabel, dayMonth, dayMonthYear, dayOfMonth } from './date-labels';
import { formatDateRange } from '../my-trips/format';

// The oracle is Intl (en-GB, UTC), which these labels came from before decision 047 wrote them out.
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
};
const weekdayDayMonth = intl({ weekday: 'short', day: 'numeric', month: 'short' });
const fullDate = intl({ day: 'numeric', month: 'short', year: 'numeric' });
const shortDate = intl({ day: 'numeric', month: 'short' });

function* days(from: string, count: number) {
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i++) yield new Date(start + i * 86_400_000).toISOString().slice(0, 10);
}

describe('date labels without Intl', () => {
  it('label every day of 2024-2031 as Intl does', () => {
    for (const date of days('2024-01-01', 8 * 366)) {
      expect(dayLabel(date), date).toBe(weekdayDayMonth(date));
      expect(dayMonthYear(date), date).toBe(fullDate(date));
      expect(dayMonth(date), date).toBe(shortDate(date));
      expect(dayOfMonth(date), date).toBe(intl({ day: 'numeric' })(date));
    }
  });

  it('write a trip range as before: one date, or both', () => {
    expect(dateRange('2026-05-04', '2026-05-08')).toBe('4 May 2026 – 8 May 2026');
    expect(dateRange('2026-09-01', '2026-09-01')).toBe('1 Sept 2026');
    expect(dayLabel('2026-05-04')).toBe('Mon 4 May');
  });

  it('refuse what is not a date, as Intl did', () => {
    expect(() => dayLabel('soon')).toThrow(RangeError);
  });
});

describe("My Trips' date range", () => {
  // What the card showed when it asked Intl for each part.
  const before = (start: string, end: string) => {
    if (start === end) return fullDate(start);
    if (start.slice(0, 7) === end.slice(0, 7)) return `${intl({ day: 'numeric' })(start)}–${fullDate(end)}`;
    if (start.slice(0, 4) === end.slice(0, 4)) return `${shortDate(start)} – ${fullDate(end)}`;
    return `${fullDate(start)} – ${fullDate(end)}`;
  };

  it('reads the same as with Intl for trips of 1 to 40 days starting any day of two years', () => {
    for (const start of days('2026-01-01', 731))
      for (const length of [1, 2, 5, 14, 40]) {
        const end = [...days(start, length)].at(-1)!;
        expect(formatDateRange(start, end), `${start}..${end}`).toBe(before(start, end));
      }
  });

  it('keeps the examples people see', () => {
    expect(formatDateRange('2026-04-12', '2026-04-14')).toBe('12–14 Apr 2026');
    expect(formatDateRange('2026-04-30', '2026-05-02')).toBe('30 Apr – 2 May 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  });
});
