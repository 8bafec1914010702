import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvRecords as parseCsv } from '../../../src/core/csv/csv';
import type { AccommodationRow, AttractionRow, RestaurantRow } from './sandbox';

/**
 * The official evaluator's restaurants/attractions/accommodations tables: `pd.read_csv(...).dropna()` of the
 * database CSVs (flights are not available here; those come from the reference information). Used to show
 * how a plan fares against the full database rather than the query's reference information.
 */
const PANDAS_NA = new Set([
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
]);

function readDropna(dir: string, file: string): Record<string, string>[] {
  return parseCsv(readFileSync(join(dir, file), 'utf8')).filter((r) => Object.values(r).every((v) => !PANDAS_NA.has(v)));
}

export interface FullDatabase {
  restaurants: RestaurantRow[];
  attractions: AttractionRow[];
  accommodations: AccommodationRow[];
}

export function loadFullDatabase(databaseDir: string): FullDatabase {
  const restaurants = readDropna(databaseDir, 'restaurants/clean_restaurant_2022.csv').map((r) => ({
    name: r.Name!,
    averageCost: Number(r['Average Cost']),
    cuisines: r.Cuisines!,
    rating: Number(r['Aggregate Rating']),
    city: r.City!,
  }));
  const attractions = readDropna(databaseDir, 'attractions/attractions.csv').map((r) => ({
    name: r.Name!,
    latitude: Number(r.Latitude),
    longitude: Number(r.Longitude),
    address: r.Address!,
    phone: r.Phone!,
    website: r.Website!,
    city: r.City!,
  }));
  const accommodations = readDropna(databaseDir, 'accommodations/clean_accommodations_2022.csv').map((r) => ({
    name: r.NAME!,
    price: Number(r.price),
    roomType: r['room type']!,
    houseRules: r.house_rules!,
    minimumNights: Number(r['minimum nights']),
    maximumOccupancy: Number(r['maximum occupancy']),
    reviewRate: Number(r['review rate number']),
    city: r.city!,
  }));
  return { restaurants, attractions, accommodations };
}
