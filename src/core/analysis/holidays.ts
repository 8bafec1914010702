import opening_hours from 'opening_hours';

export interface Holiday { date: string; name: string }

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Public holidays of a country between two local dates (inclusive start, exclusive end), from the opening_hours
 * library's holiday tables (the same ones that close "PH off" places). Empty when the country has no table.
 */
export function publicHolidays(country: string, from: string, to: string): Holiday[] {
  try {
    const oh = new opening_hours('PH', { lat: 0, lon: 0, address: { country_code: country.toLowerCase(), state: '' } });
    const [fy, fm, fd] = from.split('-').map(Number);
    const [ty, tm, td] = to.split('-').map(Number);
    const intervals = oh.getOpenIntervals(new Date(fy!, fm! - 1, fd!), new Date(ty!, tm! - 1, td!));
    const seen = new Set<string>();
    return intervals.flatMap(([start, , , comment]) => {
      const date = day(start);
      if (seen.has(date)) return [];
      seen.add(date);
      return [{ date, name: comment ?? 'Public holiday' }];
    });
  } catch {
    return [];
  }
}
