import { describe, expect, it } from 'vitest';
import { addDays, diffDays, formatMinute, parseHHMM, weekday, zonedInstant } from './dates';
import { localTravelMinutes, routeKm } from './local-travel';
import { earliestOpenStart, isOpenThroughout, openIntervals } from './opening-hours';

describe('dates', () => {
  it('does calendar arithmetic on ISO dates', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(diffDays('2026-03-01', '2026-03-31')).toBe(30);
    expect(weekday('2026-05-05')).toBe(2); // Tuesday
    expect(parseHHMM('09:30')).toBe(570);
    expect(formatMinute(1500)).toBe('01:00+1');
  });

  it('finds instants in a zone across a DST change', () => {
    // Paris switches to summer time on 2026-03-29 at 02:00 local.
    expect(new Date(zonedInstant('2026-03-28', 600, 'Europe/Paris')).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(new Date(zonedInstant('2026-03-30', 600, 'Europe/Paris')).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(new Date(zonedInstant('2026-07-01', 0, 'America/New_York')).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});

describe('opening hours', () => {
  it('reads OSM hours per local date, with public holidays when the country is known', () => {
    expect(openIntervals('Tu-Su 10:00-18:00; Mo off', '2026-05-04')).toEqual([]); // a Monday
    expect(openIntervals('Tu-Su 10:00-18:00; Mo off', '2026-05-05')).toEqual([[600, 1080]]);
    expect(openIntervals('Mo-Fr 09:00-17:00; PH off', '2026-05-01', { countryCode: 'FR' })).toEqual([]); // May Day
    expect(openIntervals('Mo-Fr 09:00-17:00; PH off', '2026-05-01')).toEqual([[540, 1020]]);
    expect(openIntervals(null, '2026-05-01')[0]?.[0]).toBe(0);
    expect(openIntervals('not hours at all', '2026-05-01')).toEqual([]);
  });

  it('handles intervals past midnight and whole visits', () => {
    expect(openIntervals('Mo-Su 18:00-02:00', '2026-05-04')).toEqual([
      [0, 120],
      [1080, 1560],
    ]);
    expect(isOpenThroughout('Mo-Su 10:00-18:00', '2026-05-04', 960, 1100)).toBe(false);
    expect(earliestOpenStart('Mo-Su 10:00-12:00,14:00-18:00', '2026-05-04', 660, 90, 1000)).toBe(840);
  });
});

describe('local travel', () => {
  it('models walking slower than transit for longer legs', () => {
    expect(routeKm(1)).toBeCloseTo(1.3);
    expect(localTravelMinutes(1, 'walk')).toBe(18);
    expect(localTravelMinutes(5, 'transit')).toBeLessThan(localTravelMinutes(5, 'walk'));
    expect(localTravelMinutes(0, 'taxi')).toBe(0);
  });
});
