/**
 * Builds data/calendar/holidays.json: the national public holidays (type "public" in date-holidays) of every
 * country in data/countries, for the years the planner serves. Core reads this file through an injected
 * calendar (it never imports date-holidays or reads the clock). Re-run yearly: `npx tsx scripts/build-holidays.ts`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Holidays from 'date-holidays';
import { DATA_DIR } from '../data/load';

const FIRST_YEAR = 2025;
const LAST_YEAR = 2032;

const countries = readdirSync(path.join(DATA_DIR, 'countries'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, 2))
  .sort();
const table: Record<string, Record<string, string>> = {};
for (const code of countries) {
  const hd = new Holidays(code, { types: ['public'] });
  const days: Record<string, string> = {};
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) {
    for (const h of hd.getHolidays(y, 'en') || []) {
      if (h.type !== 'public') continue;
      const date = h.date.slice(0, 10);
      days[date] = days[date] ? `${days[date]}; ${h.name}` : h.name;
    }
  }
  table[code] = days;
}
const out = { source: 'date-holidays (npm), national public holidays only', years: [FIRST_YEAR, LAST_YEAR], countries: table };
writeFileSync(path.join(DATA_DIR, 'calendar', 'holidays.json'), `${JSON.stringify(out)}\n`);
console.log(`holidays.json: ${countries.length} countries, ${Object.values(table).reduce((n, d) => n + Object.keys(d).length, 0)} days`);
