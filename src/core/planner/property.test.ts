import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../feasibility';
import { TripRequestSchema, type TripRequestInput } from '../trip-request/schema';
import { generateCatalog, SYNTH_CUISINES } from './catalog/synthetic-catalog';
import { solve } from './plan-trip';

const requestArb = fc.record({
  seed: fc.integer({ min: 1, max: 5 }),
  dest: fc.oneof(
    fc
      .uniqueArray(fc.constantFrom('c1', 'c2', 'c3'), { minLength: 1, maxLength: 2 })
      .map((ids) => ids.map((cityId) => ({ kind: 'city' as const, cityId }))),
    fc.integer({ min: 1, max: 2 }).map((count) => [{ kind: 'region' as const, region: 'south', count }]),
  ),
  days: fc.integer({ min: 3, max: 7 }),
  adults: fc.integer({ min: 1, max: 4 }),
  preset: fc.constantFrom('relaxed' as const, 'balanced' as const, 'packed' as const),
  cuisines: fc.uniqueArray(fc.constantFrom(...SYNTH_CUISINES), { maxLength: 2 }),
  modes: fc.constantFrom(['flight', 'train'], ['train', 'self-drive'], ['flight', 'train', 'bus', 'self-drive', 'taxi']),
  roomType: fc.constantFrom('any' as const, 'not-shared' as const, 'entire' as const),
  semantics: fc.constantFrom('arrival' as const, 'both' as const),
  budget: fc.constantFrom(undefined, 2_000_000, 600_000),
});

describe('planTrip on generated catalogs', () => {
  it('every plan it returns passes the independent checker, and the engine never needs the safety net', () => {
    let planned = 0;
    let runs = 0;
    fc.assert(
      fc.property(requestArb, (g) => {
        runs++;
        const catalog = generateCatalog({ seed: g.seed, cities: 5, attractionsPerCity: 20, restaurantsPerCity: 24, lodgingsPerCity: 6 });
        const input: TripRequestInput = {
          origin: 'c0',
          destinations: g.dest,
          startDate: '2026-05-04',
          days: g.days,
          transferDayCounts: g.semantics,
          travellers: { adults: g.adults, childAges: [], pets: 0 },
          pace: { preset: g.preset },
          food: { cuisines: g.cuisines, diets: [] },
          transport: { modes: g.modes as never },
          lodging: { required: true, roomType: g.roomType, houseRules: [] },
          ...(g.budget ? { budget: { amount: g.budget, currency: 'EUR' } } : {}),
        };
        const request = TripRequestSchema.parse(input);
        const out = solve(request, catalog, { maxRoutes: 10 });
        expect(out.rejected).toBe(0);
        if (out.result.status === 'ok') {
          planned++;
          const report = checkPlan(input, out.result.plan, catalog);
          expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
        } else {
          expect(out.result.conflicts.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60, seed: 20260504 },
    );
    expect(planned / runs).toBeGreaterThan(0.5);
  });
});
