import { describe, expect, it } from 'vitest';
import { closureOn, closureRuleValid, holidayLookup, narrowToWindows, splitClosureRule, type Closure } from './closures';
import { hoursWithClosures } from './closure-hours';
import { openIntervals } from './opening-hours';
import { placeOpenAt, isPlaceOpenAt } from '../places/open-state';

// A small calendar of our own: Christmas Day 2026 in Austria, and the Monday 24 December 2029 (a closing day below).
const holiday = holidayLookup({ countries: { AT: { '2026-12-25': 'Christmas Day', '2026-12-26': "St. Stephen's Day" } } });
const KHM = 'Tu,We,Fr-Su 10:00-18:00; Th 10:00-21:00; Mo off';
const eve: Closure = { rule: 'Dec 24 10:00-15:00', note: 'Christmas Eve: closes at 15:00', source: 'test' };
const ctx = { countryCode: 'AT', lat: 48.2, lon: 16.36 };

describe('closure rules that shorten a day', () => {
  it('splits a selector from its spans, and keeps a plain selector a full-day closure', () => {
    expect(splitClosureRule('Dec 24 10:00-15:00')).toEqual({ selector: 'Dec 24', windows: [[600, 900]] });
    expect(splitClosureRule('PH 10:00-12:00,13:00-14:00')).toEqual({
      selector: 'PH',
      windows: [
        [600, 720],
        [780, 840],
      ],
    });
    expect(splitClosureRule('Jan 06,Dec 24,Dec 31 10:00-14:00')?.selector).toBe('Jan 06,Dec 24,Dec 31');
    expect(splitClosureRule('Dec 24-26')).toEqual({ selector: 'Dec 24-26', windows: null });
  });

  it('accepts well-formed rules only, and no spans where a rule must close the whole day', () => {
    for (const ok of ['PH', 'PH 10:00-14:00', 'Dec 24 09:00-15:00', 'easter -2 days 10:00-13:00', 'Nov Th[4]'])
      expect(closureRuleValid(ok)).toBe(true);
    for (const bad of ['Dec 24 15:00-10:00', 'Dec 24 10:00-12:00,11:00-13:00', 'Decembre 24 10:00-15:00', 'PH 10:00-25:00'])
      expect(closureRuleValid(bad)).toBe(false);
    expect(closureRuleValid('Dec 24 10:00-15:00', { spans: false })).toBe(false);
    expect(closureRuleValid('Dec 25', { spans: false })).toBe(true);
  });

  it('names the shortened day and its spans; a full-day closure on the same day wins', () => {
    expect(closureOn([eve], '2026-12-24', 'AT', holiday)).toMatchObject({ label: 'Christmas Eve: closes at 15:00', windows: [[600, 900]] });
    expect(closureOn([eve], '2026-12-23', 'AT', holiday)).toBeNull();
    const shut: Closure = { rule: 'Dec 24-26', note: 'Christmas: closed', source: 'test' };
    expect(closureOn([eve, shut], '2026-12-24', 'AT', holiday)).toMatchObject({ label: 'Christmas: closed', windows: null });
    const ph: Closure = { rule: 'PH 10:00-14:00', note: 'holiday hours 10:00-14:00', source: 'test' };
    expect(closureOn([ph], '2026-12-25', 'AT', holiday)).toMatchObject({
      label: 'Christmas Day (public holiday): holiday hours 10:00-14:00',
      windows: [[600, 840]],
    });
    expect(closureOn([ph], '2026-12-25', undefined, holiday)).toBeNull();
  });

  it('narrows open intervals to the spans, never widening them', () => {
    expect(narrowToWindows([[540, 1080]], [[600, 900]])).toEqual([[600, 900]]);
    expect(narrowToWindows([[660, 1080]], [[600, 900]])).toEqual([[660, 900]]);
    expect(narrowToWindows([], [[600, 900]])).toEqual([]);
    expect(narrowToWindows([[540, 1080]], null)).toEqual([]);
  });

  it('writes the shortened day into the hours the planner reads, and a weekly closing day stays closed', () => {
    const hours = hoursWithClosures(KHM, [eve], [], { ctx, years: [2026, 2029] }) as string;
    expect(openIntervals(hours, '2026-12-24', ctx)).toEqual([[600, 900]]); // a Thursday: 10:00-21:00 becomes 10:00-15:00
    expect(openIntervals(hours, '2026-12-23', ctx)).toEqual([[600, 1080]]);
    expect(openIntervals(hours, '2029-12-24', ctx)).toEqual([]); // a Monday: closed every week, not opened by the rule
    const both = hoursWithClosures(KHM, [eve, { rule: 'Dec 24', note: 'closed', source: 'test' }], [], { ctx, years: [2026, 2026] });
    expect(openIntervals(both, '2026-12-24', ctx)).toEqual([]);
    const ph = hoursWithClosures(KHM, [{ rule: 'PH 11:00-14:00', note: 'x', source: 'test' }], ['2026-12-25', '2026-12-26'], { ctx });
    expect(openIntervals(ph, '2026-12-26', ctx)).toEqual([[660, 840]]);
  });

  it('open-state: open inside the shortened hours, closed after them, with the reason', () => {
    const place = { openingHours: KHM, coordinates: { lat: 48.2, lon: 16.36 }, closures: [eve] };
    const at2 = placeOpenAt(place, 'AT', '2026-12-24T14:00', holiday);
    expect(at2).toMatchObject({ open: true, nextChange: '2026-12-24T15:00', comment: 'Shortened hours: Christmas Eve: closes at 15:00' });
    expect(placeOpenAt(place, 'AT', '2026-12-24T16:00', holiday)).toMatchObject({ open: false });
    expect(isPlaceOpenAt(place, 'AT', '2026-12-24T16:00', holiday)).toBe(false);
    expect(isPlaceOpenAt(place, 'AT', '2026-12-24T10:30', holiday)).toBe(true);
    expect(isPlaceOpenAt(place, 'AT', '2026-12-23T16:00', holiday)).toBe(true);
  });
});
