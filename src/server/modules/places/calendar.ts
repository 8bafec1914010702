import { loadHolidays } from '../../../../data/load';
import { holidayLookup, type HolidayLookup, type HolidayTable } from '../../../core/time/closures';

let table: HolidayTable | null = null;
let lookup: HolidayLookup | null = null;

/** National public holidays (data/calendar/holidays.json), read once per process: the planner's and the map's. */
export function holidayTable(): HolidayTable {
  return (table ??= loadHolidays());
}

export function holidays(): HolidayLookup {
  return (lookup ??= holidayLookup(holidayTable()));
}
