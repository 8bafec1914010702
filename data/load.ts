import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CountrySchema, DestinationSchema, type Country, type Destination } from '../src/core/places/schema';
import { TransportLinksSchema, type TransportLink } from '../src/core/places/links';
import { closureRuleValid, type HolidayTable } from '../src/core/time/closures';

export const DATA_DIR = path.dirname(fileURLToPath(import.meta.url));

function readJsonDir(dir: string): Array<{ file: string; json: unknown }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) }));
}

/** Loads and validates every curated destination; throws naming the file on the first bad one. */
export function loadDestinations(dir = path.join(DATA_DIR, 'destinations')): Destination[] {
  return readJsonDir(dir).map(({ file, json }) => {
    const r = DestinationSchema.safeParse(json);
    if (!r.success)
      throw new Error(
        `${file}: ${r.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      );
    const rules = [...(r.data.transitClosures ?? []), ...r.data.places.flatMap((p) => p.closures ?? [])].map((c) => c.rule);
    const bad = rules.find((rule) => !closureRuleValid(rule));
    if (bad) throw new Error(`${file}: closure rule "${bad}" is not an opening_hours date selector or "PH"`);
    return r.data;
  });
}

export function loadCountries(dir = path.join(DATA_DIR, 'countries')): Country[] {
  return readJsonDir(dir).map(({ file, json }) => {
    const r = CountrySchema.safeParse(json);
    if (!r.success)
      throw new Error(
        `${file}: ${r.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      );
    return r.data;
  });
}

/** National public holidays (built from date-holidays by scripts/build-holidays.ts), for createCuratedCatalog. */
export function loadHolidays(file = path.join(DATA_DIR, 'calendar', 'holidays.json')): HolidayTable {
  const json = JSON.parse(readFileSync(file, 'utf8')) as HolidayTable;
  if (!json || typeof json.countries !== 'object') throw new Error(`${file}: no countries table`);
  return json;
}

/** Real inter-city links (data/transport/links.json), validated. */
export function loadTransportLinks(file = path.join(DATA_DIR, 'transport', 'links.json')): TransportLink[] {
  const r = TransportLinksSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.success)
    throw new Error(
      `links.json: ${r.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
  return r.data.links;
}
