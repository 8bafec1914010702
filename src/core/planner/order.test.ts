import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TripRequestSchema } from '../trip-request/schema';
import { generateCatalog } from './catalog/synthetic-catalog';
import { EXACT_LIMIT, improveLocally, optimalOrder } from './order';
import { buildProblem } from './problem';
import { makeTravel, simulate, type Segment, type Stop } from './sequence';

const catalog = generateCatalog({ seed: 7, cities: 1 });
const city = catalog.city('c0')!;
const problem = buildProblem(
  TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'c0' }], startDate: '2026-05-06', days: 1 }),
  catalog,
  0,
);
const travel = makeTravel(problem, city);
const HOURS = [null, 'Mo-Su 09:00-18:00', 'Mo-Su 10:00-13:00', 'Mo-Su 14:00-20:00', 'We off', 'Mo-Su 08:00-12:00,16:00-22:00'];

const stopArb = fc.record({
  dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
  dLon: fc.double({ min: -0.04, max: 0.04, noNaN: true }),
  duration: fc.constantFrom(30, 45, 60, 90),
  hours: fc.constantFrom(...HOURS),
  meal: fc.constantFrom(undefined, undefined, undefined, 'lunch' as const, 'dinner' as const),
});

interface RawStop {
  dLat: number;
  dLon: number;
  duration: number;
  hours: string | null;
  meal: 'lunch' | 'dinner' | undefined;
}

function toStops(raw: RawStop[]): Stop[] {
  const seenMeal = new Set<string>();
  return raw.map((r, i) => {
    const meal = r.meal && !seenMeal.has(r.meal) ? r.meal : undefined;
    if (meal) seenMeal.add(meal);
    const coords = { lat: city.coordinates!.lat + r.dLat, lon: city.coordinates!.lon + r.dLon };
    return {
      kind: meal ? 'meal' : 'visit',
      key: `s${i}`,
      placeId: `s${i}`,
      name: `s${i}`,
      coords,
      duration: r.duration,
      hours: r.hours,
      cost: 0,
      reason: 'test',
      ...(meal ? { meal } : {}),
    } as Stop;
  });
}

const segment: Segment = {
  day: 1,
  date: '2026-05-06',
  city,
  hoursCtx: {},
  start: 540,
  end: 1320,
  startLoc: { key: 'lodging', coords: city.coordinates },
  endLoc: { key: 'lodging', coords: city.coordinates },
  endDeadline: false,
};

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

describe('optimalOrder', () => {
  it('is never longer than the brute-force optimum and finds an order whenever one exists', () => {
    fc.assert(
      fc.property(fc.array(stopArb, { minLength: 1, maxLength: 6 }), (raw) => {
        const stops = toStops(raw);
        let brute = Infinity;
        for (const perm of permutations(stops)) {
          const r = simulate(segment, perm, travel, 10);
          if (r) brute = Math.min(brute, r.travelMin);
        }
        const order = optimalOrder(segment, stops, travel, 10);
        if (brute === Infinity) {
          expect(order).toBeNull();
          return;
        }
        expect(order).not.toBeNull();
        const r = simulate(segment, order!, travel, 10);
        expect(r).not.toBeNull();
        expect(r!.travelMin).toBeLessThanOrEqual(brute);
      }),
      { numRuns: 80, seed: 42 },
    );
  });

  it('improves long days locally without breaking feasibility', () => {
    const stops = toStops(
      Array.from({ length: EXACT_LIMIT + 2 }, (_, i) => ({
        dLat: ((i * 37) % 11) / 500 - 0.01,
        dLon: ((i * 53) % 13) / 500 - 0.012,
        duration: 30,
        hours: null,
        meal: undefined,
      })),
    );
    const wide = { ...segment, start: 360, end: 1439 };
    const before = simulate(wide, stops, travel, 0)!;
    const after = improveLocally(wide, stops, travel, 0)!;
    expect(simulate(wide, after, travel, 0)!.travelMin).toBeLessThanOrEqual(before.travelMin);
    expect(new Set(after.map((s) => s.placeId)).size).toBe(stops.length);
  });
});
