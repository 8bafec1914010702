import opening_hours from 'opening_hours';

/**
 * Countries with public-holiday tables in opening_hours 3.15 (its `holiday_definitions`, not exported). Asking the
 * library about any other country logs an error, so those answer "no table" here instead.
 */
const HOLIDAY_TABLES = new Set(
  (
    'ad al ar at au be bg br by ca ch ci cn cz de dk ee es fi fr gb ge gg gi gr hr hu ie im it je jp li lt lu lv mc md mt mx na nf ' +
    'nl no nz pl pm pt ro rs ru se si sj sk sm ua us vn xa za'
  ).split(' '),
);

export const hasHolidayTable = (country: string) => HOLIDAY_TABLES.has(country.toLowerCase());

export interface Holiday {
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Public holidays of a country between two local dates (inclusive start, exclusive end), from the opening_hours
 * library's holiday tables (the same ones that close "PH off" places). Empty when the country has no table
 * (the page then says that holidays are not known for it).
 */
export function publicHolidays(country: string, from: string, to: string): Holiday[] {
  if (!hasHolidayTable(country)) return [];
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
