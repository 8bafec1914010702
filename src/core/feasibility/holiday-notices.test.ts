import { describe, expect, it } from 'vitest';
import { holidayLookup } from '../time/closures';
import { HOLIDAY_HOURS_NOTICE, holidayHoursNotice, unvouchedHoliday } from './holiday-notices';

const holiday = holidayLookup({ countries: { FR: { '2026-05-01': 'Labour Day', '2026-07-14': 'Bastille Day' } } });
const open = { name: 'Musée X', openingHours: 'Tu-Su 10:00-18:00' };

describe('holiday hours we cannot vouch for', () => {
  it('a public holiday at a place with no sourced holiday rule gets the notice, naming the holiday', () => {
    expect(unvouchedHoliday(open, '2026-05-01', 'FR', holiday)).toBe('Labour Day');
    expect(holidayHoursNotice(open, '2026-07-14', 'FR', holiday)).toEqual({
      message: `Musée X on 2026-07-14 (Bastille Day): ${HOLIDAY_HOURS_NOTICE}`,
      short: `Bastille Day: ${HOLIDAY_HOURS_NOTICE}`,
    });
    expect(HOLIDAY_HOURS_NOTICE).toBe('Holiday hours may differ — check before you go');
  });

  it('no notice on an ordinary day, without a country, or where the holiday behaviour is sourced', () => {
    expect(unvouchedHoliday(open, '2026-05-04', 'FR', holiday)).toBeNull();
    expect(unvouchedHoliday(open, '2026-05-01', undefined, holiday)).toBeNull();
    const ph = { ...open, closures: [{ rule: 'PH 10:00-14:00', note: 'holiday hours', source: 's' }] };
    expect(unvouchedHoliday(ph, '2026-05-01', 'FR', holiday)).toBeNull();
    const dated = { ...open, closures: [{ rule: 'May 01', note: 'closed', source: 's' }] };
    expect(unvouchedHoliday(dated, '2026-05-01', 'FR', holiday)).toBeNull();
    expect(unvouchedHoliday(dated, '2026-07-14', 'FR', holiday)).toBe('Bastille Day'); // that rule says nothing of 14 July
    expect(unvouchedHoliday({ ...open, openingHours: 'Tu-Su 10:00-18:00; PH off' }, '2026-07-14', 'FR', holiday)).toBeNull();
    expect(unvouchedHoliday({ ...open, openingHours: '24/7' }, '2026-07-14', 'FR', holiday)).toBeNull();
    expect(unvouchedHoliday({ ...open, openingHours: null }, '2026-07-14', 'FR', holiday)).toBeNull();
  });
});
