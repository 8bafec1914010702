import { describe, expect, it } from 'vitest';
import { checkPlan } from '../feasibility';
import { createMemoryCatalog, planTrip, replanDay, swapItem, type Plan, type PlanResult } from './index';
import { buildFixtureCatalog, buildRequest } from './testing/fixture-catalog';

const catalog = buildFixtureCatalog();

function ok(res: PlanResult): Plan {
  if (res.status !== 'ok') throw new Error(`expected a plan: ${JSON.stringify(res.conflicts)}`);
  return res.plan;
}

const placeIds = (p: Plan) => p.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'transfer' ? [] : [i.placeId])));

describe('planTrip', () => {
  it('plans the fixture trip and its own report agrees with a fresh check', () => {
    const plan = ok(planTrip(buildRequest(), catalog));
    expect(plan.days).toHaveLength(6);
    expect(plan.stays.map((s) => [s.cityId, s.days, s.nights])).toEqual([
      ['alpha', 3, 3],
      ['beta', 2, 2],
    ]);
    expect(plan.days.map((d) => d.countsFor.join())).toEqual(['alpha', 'alpha', 'alpha', 'beta', 'beta', '']);
    expect(checkPlan(buildRequest(), plan, catalog).feasible).toBe(true);
    expect(plan.totals.total).toBeLessThanOrEqual(300000);
    for (const d of plan.days) for (const i of d.items) expect(i.reason.length).toBeGreaterThan(5);
  });

  it('is deterministic', () => {
    const a = planTrip(buildRequest(), catalog);
    const b = planTrip(buildRequest(), catalog);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('finds the best order of cities when the order is free', () => {
    const plan = ok(planTrip(buildRequest({ orderFixed: false }), catalog));
    // beta -> alpha has no connection in the fixture, so only alpha first works.
    expect(plan.stays.map((s) => s.cityId)).toEqual(['alpha', 'beta']);
  });

  it('reports the exact budget shortfall and verifies it', () => {
    const cheapest = ok(planTrip(buildRequest({ budget: { amount: 10_000_000, currency: 'EUR' } }), catalog));
    const res = planTrip(buildRequest({ budget: { amount: 50000, currency: 'EUR' } }), catalog);
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    expect(res.conflicts.some((c) => c.checks.includes('budget'))).toBe(true);
    const budget = res.relaxations.find((r) => r.kind === 'budget');
    expect(budget?.amount).toBeGreaterThan(0);
    expect(budget?.description).toMatch(/^add €[\d,.]+ to the budget$/);
    expect(50000 + (budget?.amount ?? 0)).toBeLessThanOrEqual(cheapest.totals.total);
    expect(planTrip(budget!.request!, catalog).status).toBe('ok');
  });

  it('suggests allowing a mode when the allowed ones cannot make the trip', () => {
    const res = planTrip(buildRequest({ transport: { modes: ['bus'] } }), catalog);
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    expect(res.conflicts[0]?.checks).toContain('transport-modes');
    // Cities by name, as a traveller reads them (the ids are "home" and "alpha").
    expect(res.conflicts[0]?.message).toBe('No allowed way from Home to Alpha on day 1');
    expect(res.relaxations.map((r) => r.description)).toEqual(expect.arrayContaining(['allow flights']));
  });

  it('honours house rules, room type and minimum nights', () => {
    const pets = ok(planTrip(buildRequest({ travellers: { adults: 2, childAges: [], pets: 1 } }), catalog));
    expect(pets.days[0]?.lodging?.lodgingId).not.toBe('alpha-flat');
    const shared = planTrip(buildRequest({ lodging: { required: true, roomType: 'shared', houseRules: [] } }), catalog);
    expect(shared.status).toBe('infeasible'); // Beta has no shared room
    const oneNight = ok(
      planTrip(
        buildRequest({
          destinations: [
            { kind: 'city', cityId: 'alpha', days: 2 },
            { kind: 'city', cityId: 'beta', days: 3 },
          ],
        }),
        catalog,
      ),
    );
    expect(oneNight.days.slice(0, 2).map((d) => d.lodging?.lodgingId)).not.toContain('alpha-house'); // 3-night minimum
  });

  it('covers requested cuisines, respects diets, avoid lists and must-sees', () => {
    const plan = ok(
      planTrip(
        buildRequest({
          food: { cuisines: ['Indian', 'mediterranean'], diets: ['vegetarian'] },
          mustSee: ['beta-far-castle'],
          avoid: ['alpha-old-tower'],
          avoidTags: ['nightlife'],
        }),
        catalog,
      ),
    );
    const cuisines = plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'meal' ? i.cuisines : [])));
    expect(cuisines).toEqual(expect.arrayContaining(['indian', 'mediterranean']));
    expect(placeIds(plan)).toContain('beta-far-castle');
    expect(placeIds(plan)).not.toContain('alpha-old-tower');
    expect(placeIds(plan).some((id) => id.endsWith('eat-7'))).toBe(false); // no vegetarian option listed
  });

  it('keeps pinned items at their day and time', () => {
    const plan = ok(planTrip(buildRequest({ pins: [{ placeId: 'alpha-city-park', day: 3, start: '16:00' }] }), catalog));
    const item = plan.days[2]?.items.find((i) => i.kind === 'visit' && i.placeId === 'alpha-city-park');
    expect(item?.startMinute).toBe(960);
    expect(item?.locked).toBe(true);
  });

  it('schedules the overnight arrival and local times across zones', () => {
    const plan = ok(planTrip(buildRequest(), catalog));
    const leg = plan.days[3]?.items.find((i) => i.kind === 'transfer' && i.scope === 'intercity');
    expect(leg && leg.kind === 'transfer' ? [leg.timeZone, leg.endTimeZone] : []).toEqual(['Europe/Paris', 'Europe/London']);
  });
});

describe('planTrip on benchmark-shaped problems', () => {
  // NATURAL PLAN style: no origin, flight day counts for both cities, windows, direct flights only.
  const cities = ['a', 'b', 'c', 'd'];
  const np = createMemoryCatalog({
    currency: 'EUR',
    cities: cities.map((id) => ({ id, name: id.toUpperCase(), regions: ['europe'], timeZone: 'UTC', coordinates: null })),
    attractions: [],
    restaurants: [],
    lodgings: cities.map((id) => ({
      id: `${id}-hotel`,
      cityId: id,
      name: 'Hotel',
      coordinates: null,
      pricePerNight: 100,
      roomType: 'hotel-room' as const,
      maxOccupancy: 2,
      minimumNights: 1,
      forbids: [],
    })),
    connections: cities.flatMap((f) =>
      cities
        .filter((t) => t !== f)
        .map((t) => ({
          id: `${f}${t}`,
          mode: 'flight' as const,
          fromCityId: f,
          toCityId: t,
          durationMinutes: 120,
          price: 100,
          priceUnit: 'person' as const,
        })),
    ),
  });

  it('finds the unique order that satisfies windows and the flight graph', () => {
    const plan = ok(
      planTrip(
        {
          destinations: [
            { kind: 'city', cityId: 'a', days: 3 },
            { kind: 'city', cityId: 'b', days: 2, windows: [{ fromDay: 1, toDay: 2 }] },
            { kind: 'city', cityId: 'c', days: 4 },
            { kind: 'city', cityId: 'd', days: 3, windows: [{ fromDay: 7, toDay: 9 }] },
          ],
          returnToOrigin: false,
          transferDayCounts: 'both',
          startDate: '2026-06-01',
          days: 9,
          pace: { preset: 'relaxed', minActivitiesPerDay: 0, meals: [] },
          transport: {
            modes: ['flight'],
            directOnly: true,
            connections: [
              { from: 'b', to: 'a' },
              { from: 'a', to: 'c' },
              { from: 'c', to: 'd' },
              { from: 'b', to: 'c', bidirectional: false },
            ],
          },
        },
        np,
      ),
    );
    expect(plan.stays.map((s) => `${s.cityId}:${s.arriveDay}-${s.departDay}`)).toEqual(['b:1-2', 'a:2-4', 'c:4-7', 'd:7-9']);
  });

  it('picks N cities in a region as a closed loop from the origin', () => {
    const plan = ok(
      planTrip(
        {
          origin: 'a',
          destinations: [{ kind: 'region', region: 'europe', count: 2 }],
          startDate: '2026-06-01',
          days: 5,
          pace: { preset: 'relaxed', minActivitiesPerDay: 0, meals: [] },
          budget: { amount: 5000, currency: 'EUR' },
        },
        np,
      ),
    );
    expect(plan.stays).toHaveLength(2);
    expect(plan.stays.map((s) => s.cityId)).not.toContain('a');
    expect(plan.days[4]?.cityId).toBe('a');
  });

  it('says which cities a region has when more are asked, and offers those cities as a verified relaxation', () => {
    const res = planTrip(
      {
        origin: 'a',
        destinations: [{ kind: 'region', region: 'europe', count: 5 }],
        startDate: '2026-06-01',
        days: 8,
        pace: { preset: 'relaxed', minActivitiesPerDay: 0, meals: [] },
        budget: { amount: 5000, currency: 'EUR' },
      },
      np,
    );
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    expect(res.conflicts.map((c) => c.message)).toContain('5 cities were asked in Europe, and we plan 3 cities there (B, C, D)');
    const relaxation = res.relaxations.find((r) => r.description === 'visit B, C and D, the cities we plan in Europe');
    expect(relaxation?.request?.destinations).toEqual([expect.objectContaining({ kind: 'region', region: 'europe', count: 3 })]);
    expect(
      ok(planTrip(relaxation!.request!, np))
        .stays.map((s) => s.cityId)
        .sort(),
    ).toEqual(['b', 'c', 'd']);
  });
});

describe('restaurants that come back (food.repeatRestaurants)', () => {
  // Alpha has eight restaurants: five full days need ten meals.
  const long = buildRequest({
    origin: undefined,
    orderFixed: false,
    destinations: [{ kind: 'city', cityId: 'alpha' }],
    days: 5,
    budget: undefined,
  });

  it('offers coming back to a place, and the relaxed trip plans and checks', () => {
    const res = planTrip(long, catalog);
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    expect(res.conflicts[0]?.message).toBe('Alpha has 8 suitable restaurants for 10 meals');
    const repeat = res.relaxations.find((r) => r.kind === 'repeat-restaurants');
    expect(repeat?.description).toBe('eat at the same restaurants on more than one day');

    const plan = ok(planTrip(repeat!.request!, catalog));
    const meals = plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'meal' ? [{ day: d.day, placeId: i.placeId }] : [])));
    // Every place has its turn before any comes back, and none serves two meals of one day.
    expect(new Set(meals.map((m) => m.placeId)).size).toBe(8);
    expect(meals.length).toBeGreaterThan(8);
    for (const d of plan.days) {
      const today = meals.filter((m) => m.day === d.day).map((m) => m.placeId);
      expect(new Set(today).size).toBe(today.length);
    }
    const report = checkPlan(repeat!.request!, plan, catalog);
    expect(report.feasible).toBe(true);
    expect(report.checks.find((c) => c.id === 'no-repeats')?.reason).toBe(
      'No attraction twice; a restaurant comes back only on another day, as you allowed',
    );
  });

  it('re-plans a day and swaps a meal in a trip that has used every place once (the rotation goes on)', () => {
    const request = { ...long, food: { cuisines: [], diets: [], repeatRestaurants: true } };
    const plan = ok(planTrip(request, catalog));
    const last = plan.days.at(-1)!;
    const replanned = ok(replanDay(request, plan, last.day, catalog));
    expect(checkPlan(request, replanned, catalog).feasible).toBe(true);
    const meal = last.items.find((i) => i.kind === 'meal')!;
    const swapped = ok(swapItem(request, plan, meal.id, catalog));
    const after = swapped.days
      .at(-1)!
      .items.filter((i) => i.kind === 'meal')
      .map((i) => i.kind === 'meal' && i.placeId);
    expect(after).not.toContain(meal.kind === 'meal' && meal.placeId);
    expect(new Set(after).size).toBe(after.length);
    expect(checkPlan(request, swapped, catalog).feasible).toBe(true);
  });

  it('comes back to places that serve the meal: cafés left unused do not stand in for dinner', () => {
    // Five of Alpha's eight restaurants serve only breakfast and lunch: five dinners need the other three again.
    const cafes = buildFixtureCatalog({
      restaurant: (r) => (/^alpha-eat-[1-5]$/.test(r.id) ? { ...r, meals: ['breakfast', 'lunch'] } : r),
    });
    const request = { ...long, food: { cuisines: [], diets: [], repeatRestaurants: true } };
    const plan = ok(planTrip(request, cafes));
    expect(checkPlan(request, plan, cafes).feasible).toBe(true);
    const dinners = plan.days.flatMap((d) => d.items.filter((i) => i.kind === 'meal' && i.meal === 'dinner'));
    expect(dinners.every((i) => i.kind === 'meal' && !/^alpha-eat-[1-5]$/.test(i.placeId))).toBe(true);
  });

  it('a stay too long for both the places to eat and to see: offers the two changes together, verified', () => {
    const eight = { ...long, days: 8 };
    const res = planTrip(eight, catalog);
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    expect(res.relaxations.map((r) => r.description)).toEqual([
      'eat at the same restaurants on more than one day and allow days without a visit',
    ]);
    expect(checkPlan(res.relaxations[0]!.request!, ok(planTrip(res.relaxations[0]!.request!, catalog)), catalog).feasible).toBe(true);
  });

  it('comes back to open places when the unused ones are closed that day', () => {
    // Three of Alpha's restaurants open only on Saturdays, and the trip runs Monday to Friday.
    const weekends = buildFixtureCatalog({
      restaurant: (r) => (/^alpha-eat-[567]$/.test(r.id) ? { ...r, openingHours: 'Sa 12:00-22:00' } : r),
    });
    const request = { ...long, food: { cuisines: [], diets: [], repeatRestaurants: true } };
    const plan = ok(planTrip(request, weekends));
    expect(checkPlan(request, plan, weekends).feasible).toBe(true);
  });

  it('still fails a restaurant that serves two meals of one day, and any place twice without the allowance', () => {
    const request = { ...long, food: { cuisines: [], diets: [], repeatRestaurants: true } };
    const plan = ok(planTrip(request, catalog));
    const day = plan.days.find((d) => d.items.filter((i) => i.kind === 'meal').length >= 2)!;
    const [first, second] = day.items.filter((i) => i.kind === 'meal');
    const twice = {
      ...plan,
      days: plan.days.map((d) =>
        d === day ? { ...d, items: d.items.map((i) => (i === second ? { ...i, placeId: first!.placeId } : i)) } : d,
      ),
    };
    const check = checkPlan(request, twice, catalog).checks.find((c) => c.id === 'no-repeats');
    expect(check?.status).toBe('fail');
    expect(check?.reason).toMatch(/serves two meals on day \d+$/);
    expect(
      checkPlan({ ...request, food: { cuisines: [], diets: [] } }, plan, catalog).checks.find((c) => c.id === 'no-repeats')?.status,
    ).toBe('fail');
  });
});
