import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { CountrySchema, DestinationSchema, type Country, type Destination } from '../src/core/places/schema';
import { TransportLinksSchema, type TransportLink } from '../src/core/places/links';
import { closureRuleValid, type HolidayTable } from '../src/core/time/closures';

export const DATA_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Validates one data file, throwing with the file's name and its first five problems. */
function parseOrThrow<T>(schema: z.ZodType<T>, json: unknown, file: string): T {
  const r = schema.safeParse(json);
  if (r.success) return r.data;
  const problems = r.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`${file}: ${problems.join('; ')}`);
}

function readJsonDir(dir: string): Array<{ file: string; json: unknown }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) }));
}

/** Loads and validates every curated destination; throws naming the file on the first bad one. */
export function loadDestinations(dir = path.join(DATA_DIR, 'destinations')): Destination[] {
  return readJsonDir(dir).map(({ file, json }) => {
    const data = parseOrThrow(DestinationSchema, json, file);
    // Places may shorten a day ("Dec 24 09:00-15:00"); a city's transit either runs or not, so its rules take no spans.
    const bad =
      (data.transitClosures ?? []).map((c) => c.rule).find((rule) => !closureRuleValid(rule, { spans: false })) ??
      data.places
        .flatMap((p) => p.closures ?? [])
        .map((c) => c.rule)
        .find((rule) => !closureRuleValid(rule));
    if (bad)
      throw new Error(
        `${file}: closure rule "${bad}" is not an opening_hours date selector or "PH" (places: then optional HH:MM-HH:MM spans)`,
      );
    return data;
  });
}

export function loadCountries(dir = path.join(DATA_DIR, 'countries')): Country[] {
  return readJsonDir(dir).map(({ file, json }) => parseOrThrow(CountrySchema, json, file));
}

/** National public holidays (built from date-holidays by scripts/build-holidays.ts), for createCuratedCatalog. */
export function loadHolidays(file = path.join(DATA_DIR, 'calendar', 'holidays.json')): HolidayTable {
  const json = JSON.parse(readFileSync(file, 'utf8')) as HolidayTable;
  if (!json || typeof json.countries !== 'object') throw new Error(`${file}: no countries table`);
  return json;
}

/** Real inter-city links (data/transport/links.json), validated. */
export function loadTransportLinks(file = path.join(DATA_DIR, 'transport', 'links.json')): TransportLink[] {
  return parseOrThrow(TransportLinksSchema, JSON.parse(readFileSync(file, 'utf8')), path.basename(file)).links;
}
