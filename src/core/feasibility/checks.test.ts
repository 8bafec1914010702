import { beforeAll, describe, expect, it } from 'vitest';
import { planTrip, type CheckId, type MealItem, type Plan, type PlanItem, type VisitItem } from '../planner';
import { buildFixtureCatalog, buildRequest } from '../planner/testing/fixture-catalog';
import type { TripRequestInput } from '../trip-request/schema';
import { checkPlan } from './index';

const catalog = buildFixtureCatalog();
let base: Plan;

beforeAll(() => {
  const res = planTrip(buildRequest({ budget: { amount: 300000, currency: 'EUR' } }), catalog, { relaxations: false });
  if (res.status !== 'ok') throw new Error(`fixture plan is infeasible: ${JSON.stringify(res.conflicts)}`);
  base = res.plan;
});

function statusOf(plan: Plan, id: CheckId, overrides: Partial<TripRequestInput> = {}) {
  const report = checkPlan(buildRequest(overrides), plan, catalog);
  const check = report.checks.find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check;
}

function edit(fn: (p: Plan) => void): Plan {
  const copy = structuredClone(base);
  fn(copy);
  return copy;
}

const visits = (p: Plan, day: number) => p.days[day - 1]!.items.filter((i): i is VisitItem => i.kind === 'visit');
const meals = (p: Plan, day: number) => p.days[day - 1]!.items.filter((i): i is MealItem => i.kind === 'meal');
const firstFullDay = 2; // day 1 flies in, day 2 is the first full day in Alpha

describe('checkPlan', () => {
  it('passes the engine fixture plan on every check', () => {
    const report = checkPlan(buildRequest(), base, catalog);
    expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(report.feasible).toBe(true);
    expect(report.checks.length).toBeGreaterThanOrEqual(25);
  });

  it('catalog-consistency: fails on an unknown place', () => {
    expect(statusOf(base, 'catalog-consistency').status).toBe('pass');
    const bad = edit((p) => {
      visits(p, firstFullDay)[0]!.placeId = 'nowhere';
    });
    expect(statusOf(bad, 'catalog-consistency').status).toBe('fail');
  });

  it('opening-hours: says a museum is closed on Tuesdays', () => {
    expect(statusOf(base, 'opening-hours').status).toBe('pass');
    const bad = edit((p) => {
      const v = visits(p, 2)[0]!;
      Object.assign(v, { placeId: 'alpha-grand-museum', name: 'Grand Museum', startMinute: 600, endMinute: 720 });
    });
    const c = statusOf(bad, 'opening-hours');
    expect(c.status).toBe('fail');
    expect(c.reason).toContain('closed on Tuesdays');
  });

  it('travel-time: a local transfer shorter than its mode needs fails', () => {
    expect(statusOf(base, 'travel-time').status).toBe('pass');
    const bad = edit((p) => {
      const t = p.days.flatMap((d) => d.items).find((i) => i.kind === 'transfer' && i.scope === 'local' && i.durationMinutes > 2)!;
      (t as { durationMinutes: number }).durationMinutes = 1;
    });
    const c = statusOf(bad, 'travel-time');
    expect(c.status).toBe('fail');
    expect(c.reason).toMatch(/Transfer of 1 min .* needs \d+ min by/);
  });

  it('travel-time: a visit right after the arrival without the buffer fails', () => {
    const bad = edit((p) => {
      const day = p.days.find((d) => {
        const i = d.items.findIndex((x) => x.kind === 'transfer' && x.scope === 'intercity');
        return i >= 0 && d.items.slice(i).some((x) => x.kind !== 'transfer');
      })!;
      const legAt = day.items.findIndex((i) => i.kind === 'transfer' && i.scope === 'intercity');
      const leg = day.items[legAt]!;
      const first = day.items.slice(legAt).find((i) => i.kind === 'meal' || i.kind === 'visit')!;
      first.startMinute = leg.endMinute + 5;
    });
    expect(statusOf(bad, 'travel-time').status).toBe('fail');
  });

  it('no-overlap: two items at once fail', () => {
    expect(statusOf(base, 'no-overlap').status).toBe('pass');
    const bad = edit((p) => {
      const items = p.days[firstFullDay - 1]!.items;
      const [a, b] = items.filter((i) => i.kind !== 'transfer') as PlanItem[];
      b!.startMinute = a!.startMinute;
    });
    expect(statusOf(bad, 'no-overlap').status).toBe('fail');
  });

  it('day-window: an item before the day starts fails', () => {
    expect(statusOf(base, 'day-window').status).toBe('pass');
    const bad = edit((p) => {
      const v = visits(p, firstFullDay)[0]!;
      v.endMinute = v.endMinute - v.startMinute + 300;
      v.startMinute = 300;
    });
    expect(statusOf(bad, 'day-window').status).toBe('fail');
  });

  it('pace: more visits than the pace allows fail', () => {
    expect(statusOf(base, 'pace').status).toBe('pass');
    const most = Math.max(...base.days.map((d) => d.items.filter((i) => i.kind === 'visit').length));
    expect(most).toBeGreaterThan(1);
    expect(statusOf(base, 'pace', { pace: { preset: 'balanced', maxActivitiesPerDay: most - 1 } }).status).toBe('fail');
    const empty = edit((p) => {
      p.days[firstFullDay - 1]!.items = p.days[firstFullDay - 1]!.items.filter((i) => i.kind === 'meal');
    });
    expect(statusOf(empty, 'pace').reason).toContain('at least 1');
  });

  it('meals: lunch at 16:00 and a missing dinner fail', () => {
    expect(statusOf(base, 'meals').status).toBe('pass');
    const late = edit((p) => {
      const m = meals(p, firstFullDay).find((x) => x.meal === 'lunch')!;
      m.startMinute = 960;
      m.endMinute = 1020;
    });
    expect(statusOf(late, 'meals').status).toBe('fail');
    const noDinner = edit((p) => {
      const d = p.days[firstFullDay - 1]!;
      d.items = d.items.filter((i) => !(i.kind === 'meal' && i.meal === 'dinner'));
    });
    expect(statusOf(noDinner, 'meals').reason).toContain('no dinner');
  });

  it('stay-lengths: fails when the request wants a different length', () => {
    expect(statusOf(base, 'stay-lengths').status).toBe('pass');
    const c = statusOf(base, 'stay-lengths', {
      destinations: [
        { kind: 'city', cityId: 'alpha', days: 2 },
        { kind: 'city', cityId: 'beta', days: 2 },
      ],
    });
    expect(c.status).toBe('fail');
    expect(c.reason).toContain('Alpha gets 3 days');
  });

  it('date-windows: a window the plan misses fails', () => {
    const ok = statusOf(base, 'date-windows', {
      destinations: [
        { kind: 'city', cityId: 'alpha', days: 3, windows: [{ fromDay: 2, toDay: 3 }] },
        { kind: 'city', cityId: 'beta', days: 2 },
      ],
    });
    expect(ok.status).toBe('pass');
    const bad = statusOf(base, 'date-windows', {
      destinations: [
        { kind: 'city', cityId: 'alpha', days: 3 },
        { kind: 'city', cityId: 'beta', days: 2, windows: [{ fromDay: 1, toDay: 2 }] },
      ],
    });
    expect(bad.status).toBe('fail');
  });

  it('lodging-every-night: a night without a bed fails', () => {
    expect(statusOf(base, 'lodging-every-night').status).toBe('pass');
    const bad = edit((p) => {
      p.days[1]!.lodging = null;
    });
    expect(statusOf(bad, 'lodging-every-night').status).toBe('fail');
  });

  it('minimum-nights: two nights at a three-night minimum fail', () => {
    const house = edit((p) => {
      for (const d of p.days.slice(0, 3))
        Object.assign(d.lodging!, { lodgingId: 'alpha-house', name: 'alpha house', rooms: 1, cost: 20000 });
    });
    expect(statusOf(house, 'minimum-nights').status).toBe('pass');
    const bad = edit((p) => {
      for (const d of p.days.slice(0, 2))
        Object.assign(d.lodging!, { lodgingId: 'alpha-house', name: 'alpha house', rooms: 1, cost: 20000 });
      Object.assign(p.days[2]!.lodging!, { lodgingId: 'alpha-flat', rooms: 1, cost: 12000 });
    });
    expect(statusOf(bad, 'minimum-nights').reason).toContain('at least 3 nights');
  });

  it('lodging-occupancy: too few rooms for the party fail', () => {
    expect(statusOf(base, 'lodging-occupancy').status).toBe('pass');
    expect(statusOf(base, 'lodging-occupancy', { travellers: { adults: 9, childAges: [], pets: 0 } }).status).toBe('fail');
  });

  it('house-rules: a pet in a no-pets flat fails', () => {
    const flat = edit((p) => {
      for (const d of p.days.slice(0, 3)) Object.assign(d.lodging!, { lodgingId: 'alpha-flat', rooms: 1, cost: 12000 });
    });
    expect(statusOf(flat, 'house-rules', { lodging: { required: true, roomType: 'any', houseRules: ['visitors'] } }).status).toBe('pass');
    const c = statusOf(flat, 'house-rules', { travellers: { adults: 2, childAges: [], pets: 1 } });
    expect(c.status).toBe('fail');
    expect(c.reason).toContain('does not allow pets');
  });

  it('room-type: a request for a shared room fails on entire homes', () => {
    const homes = edit((p) =>
      p.days.forEach(
        (d) =>
          d.lodging &&
          Object.assign(
            d.lodging,
            d.lodging.cityId === 'alpha'
              ? { lodgingId: 'alpha-flat', rooms: 1, cost: 12000 }
              : { lodgingId: 'beta-flat', rooms: 1, cost: 15000 },
          ),
      ),
    );
    expect(statusOf(homes, 'room-type', { lodging: { required: true, roomType: 'not-shared', houseRules: [] } }).status).toBe('pass');
    expect(statusOf(homes, 'room-type', { lodging: { required: true, roomType: 'shared', houseRules: [] } }).reason).toContain('entire');
  });

  it('cuisines: a cuisine never eaten fails', () => {
    const eaten = meals(base, firstFullDay)[0]!.cuisines[0]!;
    expect(statusOf(base, 'cuisines', { food: { cuisines: [eaten], diets: [] } }).status).toBe('pass');
    expect(statusOf(base, 'cuisines', { food: { cuisines: ['thai'], diets: [] } }).reason).toContain('thai');
  });

  it('diets: a restaurant without the diet fails', () => {
    const diet = { food: { cuisines: [], diets: ['vegetarian'] } };
    const veg = planTrip(buildRequest(diet), catalog, { relaxations: false });
    if (veg.status !== 'ok') throw new Error('vegetarian fixture plan is infeasible');
    expect(statusOf(veg.plan, 'diets', diet).status).toBe('pass');
    const bad = edit((p) => {
      Object.assign(meals(p, firstFullDay)[0]!, { placeId: 'alpha-eat-7' });
    });
    expect(statusOf(bad, 'diets', { food: { cuisines: [], diets: ['vegetarian'] } }).status).toBe('fail');
  });

  it('no-repeats: the same attraction twice fails', () => {
    expect(statusOf(base, 'no-repeats').status).toBe('pass');
    const bad = edit((p) => {
      visits(p, 3)[0]!.placeId = visits(p, firstFullDay)[0]!.placeId;
    });
    expect(statusOf(bad, 'no-repeats').status).toBe('fail');
  });

  it('transport-modes: a flight when only trains are allowed fails', () => {
    const used = new Set(
      base.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'transfer' && i.scope === 'intercity' ? [i.mode] : []))),
    );
    expect(statusOf(base, 'transport-modes', { transport: { modes: [...used] as never } }).status).toBe('pass');
    expect(statusOf(base, 'transport-modes', { transport: { modes: ['bus'] } }).status).toBe('fail');
  });

  it('direct-connections: a leg off the list fails', () => {
    const all = [
      { from: 'home', to: 'alpha' },
      { from: 'alpha', to: 'beta' },
      { from: 'beta', to: 'home' },
    ];
    expect(
      statusOf(base, 'direct-connections', { transport: { modes: ['flight', 'train', 'taxi'], directOnly: true, connections: all } })
        .status,
    ).toBe('pass');
    expect(
      statusOf(base, 'direct-connections', {
        transport: { modes: ['flight', 'train', 'taxi'], directOnly: true, connections: all.slice(0, 2) },
      }).status,
    ).toBe('fail');
  });

  it('route-endpoints: a trip that does not come home fails', () => {
    expect(statusOf(base, 'route-endpoints').status).toBe('pass');
    const bad = edit((p) => {
      const d = p.days[p.days.length - 1]!;
      d.items = d.items.filter((i) => i.kind !== 'transfer');
      d.cityId = 'beta';
    });
    expect(statusOf(bad, 'route-endpoints').status).toBe('fail');
  });

  it('route-shape: a missing day fails', () => {
    expect(statusOf(base, 'route-shape').status).toBe('pass');
    const bad = edit((p) => {
      p.days.pop();
    });
    expect(statusOf(bad, 'route-shape').status).toBe('fail');
  });

  it('must-see: a missing must-see fails', () => {
    const seen = visits(base, firstFullDay)[0]!.placeId;
    expect(statusOf(base, 'must-see', { mustSee: [seen] }).status).toBe('pass');
    expect(statusOf(base, 'must-see', { mustSee: ['alpha-night-club'] }).status).toBe('fail');
  });

  it('avoid: a place on the avoid list fails', () => {
    expect(statusOf(base, 'avoid', { avoid: ['alpha-night-club'] }).status).toBe('pass');
    expect(statusOf(base, 'avoid', { avoid: [visits(base, firstFullDay)[0]!.placeId] }).status).toBe('fail');
  });

  it('pins: a pinned place on another day fails', () => {
    const v = visits(base, firstFullDay)[0]!;
    expect(statusOf(base, 'pins', { pins: [{ placeId: v.placeId, day: firstFullDay }] }).status).toBe('pass');
    expect(statusOf(base, 'pins', { pins: [{ placeId: v.placeId, day: 3 }] }).status).toBe('fail');
  });

  it('mobility: a walk beyond the limit and a place with steps fail', () => {
    expect(statusOf(base, 'mobility').status).toBe('pass');
    const walked = base.days.some((d) => d.items.some((i) => i.kind === 'transfer' && i.mode === 'walk' && (i.distanceKm ?? 0) > 0.2));
    expect(walked).toBe(true);
    expect(
      statusOf(base, 'mobility', { mobility: { localModes: ['walk', 'transit', 'taxi'], maxWalkKmPerLeg: 0.2, stepFree: false } }).status,
    ).toBe('fail');
    const steps = edit((p) => {
      Object.assign(visits(p, firstFullDay)[0]!, { placeId: 'alpha-stairs-gallery' });
    });
    expect(
      statusOf(steps, 'mobility', { mobility: { localModes: ['walk', 'transit', 'taxi'], maxWalkKmPerLeg: 2, stepFree: true } }).reason,
    ).toContain('not step-free');
  });

  it('totals: a wrong item cost or total fails', () => {
    expect(statusOf(base, 'totals').status).toBe('pass');
    expect(
      statusOf(
        edit((p) => {
          p.totals.total += 1;
        }),
        'totals',
      ).status,
    ).toBe('fail');
    expect(
      statusOf(
        edit((p) => {
          meals(p, firstFullDay)[0]!.cost = 1;
        }),
        'totals',
      ).status,
    ).toBe('fail');
  });

  it('budget: recomputes the total and names the overrun', () => {
    expect(statusOf(base, 'budget').status).toBe('pass');
    const c = statusOf(base, 'budget', { budget: { amount: 1000, currency: 'EUR' } });
    expect(c.status).toBe('fail');
    expect(c.reason).toMatch(/exceeds the budget of €10\.00 by/);
  });
});
