/**
 * Planner benchmark (issue 5): p50/p95 engine time for 3-, 7- and 14-day single-city plans and a 5-city 14-day
 * plan, on the curated data (data/destinations) and on a generated catalog. Prints figures; asserts nothing.
 * Run: npm run bench:planner   (RUNS=n to change the sample size)
 */
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../data/load';
import { createCuratedCatalog, planTrip, type Catalog } from '../../src/core/planner';
import { generateCatalog } from '../../src/core/planner/catalog/synthetic-catalog';
import { addDays } from '../../src/core/time/dates';
import type { TripRequestInput } from '../../src/core/trip-request/schema';

const RUNS = Number(process.env.RUNS ?? 30);

interface Scenario {
  name: string;
  catalog: Catalog;
  request: (startDate: string) => TripRequestInput;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

function run(s: Scenario): { p50: number; p95: number; ok: number } {
  planTrip(s.request('2026-03-02'), s.catalog, { relaxations: false }); // warm the JIT and the hours parser
  const times: number[] = [];
  let ok = 0;
  for (let i = 0; i < RUNS; i++) {
    const request = s.request(addDays('2026-04-06', i * 9)); // different weekdays and seasons
    const t0 = performance.now();
    const res = planTrip(request, s.catalog, { relaxations: false });
    times.push(performance.now() - t0);
    if (res.status === 'ok') ok++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), ok };
}

const single =
  (cityId: string, days: number) =>
  (startDate: string): TripRequestInput => ({
    destinations: [{ kind: 'city', cityId }],
    returnToOrigin: false,
    startDate,
    days,
    travellers: { adults: 2, childAges: [], pets: 0 },
    interests: [{ tag: 'museum', weight: 1 }],
  });

const multi =
  (cities: string[], days: number) =>
  (startDate: string): TripRequestInput => ({
    destinations: cities.map((cityId) => ({ kind: 'city' as const, cityId })),
    returnToOrigin: false,
    startDate,
    days,
    travellers: { adults: 2, childAges: [], pets: 0 },
    transport: { modes: ['train', 'flight'] },
  });

const scenarios: Scenario[] = [];
const destinations = loadDestinations();
const curatedIds = new Set(destinations.map((d) => d.id));
const euro = destinations.filter((d) => d.currency === 'EUR');
if (curatedIds.has('paris') && euro.length >= 5) {
  const curated = createCuratedCatalog(euro, {
    currency: 'EUR',
    rates: { USD: 0.92 },
    holidays: loadHolidays(),
    links: loadTransportLinks(),
  });
  const five = ['paris', 'lyon', 'nice', 'barcelona', 'madrid'].filter((id) => curatedIds.has(id));
  for (const days of [3, 7, 14]) scenarios.push({ name: `curated paris ${days}d`, catalog: curated, request: single('paris', days) });
  if (five.length === 5) scenarios.push({ name: 'curated 5-city 14d', catalog: curated, request: multi(five, 14) });
}
const synthetic = generateCatalog({ seed: 11, cities: 8, attractionsPerCity: 40, restaurantsPerCity: 50, lodgingsPerCity: 12 });
for (const days of [3, 7, 14]) scenarios.push({ name: `generated ${days}d`, catalog: synthetic, request: single('c1', days) });
scenarios.push({ name: 'generated 5-city 14d', catalog: synthetic, request: multi(['c1', 'c2', 'c3', 'c4', 'c5'], 14) });

console.log(`planner bench: ${RUNS} runs per scenario, one core (${process.version})`);
const results = new Map<string, { p50: number; p95: number; ok: number }>();
for (const s of scenarios) {
  const r = run(s);
  results.set(s.name, r);
  console.log(
    `${s.name.padEnd(24)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   feasible ${r.ok}/${RUNS}`,
  );
}
const key = (n: string) => results.get(n);
const seven = key('curated paris 7d') ?? key('generated 7d');
const five = key('curated 5-city 14d') ?? key('generated 5-city 14d');
console.log(
  `SUMMARY planner: ` +
    (`7-day p50 ${seven?.p50.toFixed(1)} ms (target ` +
      (`< 50), p95 ${seven?.p95.toFixed(1)} ms; 5-city ` +
        `14-day p50 ${five?.p50.toFixed(1)} ms; feasible ${[...results.values()].reduce((s, r) => s + r.ok, 0)}/${results.size * RUNS}`)),
);
