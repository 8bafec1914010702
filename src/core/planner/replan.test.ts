import { describe, expect, it } from 'vitest';
import { planTrip, replanDay, swapItem, type Plan, type PlanResult } from './index';
import type { TripRequestInput } from '../trip-request/schema';
import { generateCatalog } from './catalog/synthetic-catalog';
import { buildFixtureCatalog, buildRequest as buildFixtureRequest } from './testing/fixture-catalog';

// A roomier catalog than the fixture, so alternatives exist.
const catalog = generateCatalog({ seed: 3, cities: 3, attractionsPerCity: 30, restaurantsPerCity: 30 });
const buildRequest = (overrides: Partial<TripRequestInput> = {}): TripRequestInput => ({
  origin: 'c0',
  destinations: [
    { kind: 'city', cityId: 'c1', days: 3 },
    { kind: 'city', cityId: 'c2', days: 2 },
  ],
  orderFixed: true,
  startDate: '2026-05-04',
  days: 6,
  travellers: { adults: 2, childAges: [], pets: 0 },
  ...overrides,
});

function ok(res: PlanResult): Plan {
  if (res.status !== 'ok') throw new Error(`expected a plan: ${JSON.stringify(res.conflicts)}`);
  return res.plan;
}

const placeIds = (p: Plan, day: number) => p.days[day - 1]!.items.flatMap((i) => (i.kind === 'transfer' ? [] : [i.placeId]));

describe('replanDay', () => {
  it('changes only the chosen day and keeps the plan feasible', () => {
    const request = buildRequest();
    const plan = ok(planTrip(request, catalog));
    const next = ok(replanDay(request, plan, 3, catalog));
    for (const d of [1, 2, 4, 5, 6]) expect(next.days[d - 1]).toEqual(plan.days[d - 1]);
    expect(next.report.feasible).toBe(true);
    expect(placeIds(next, 3)).not.toEqual(placeIds(plan, 3));
  });

  it('keeps locked items at their time', () => {
    const request = buildRequest();
    const plan = ok(planTrip(request, catalog));
    const visit = plan.days[2]!.items.find((i) => i.kind === 'visit')!;
    const locked: Plan = structuredClone(plan);
    const target = locked.days[2]!.items.find((i) => i.id === visit.id)!;
    target.locked = true;
    const next = ok(replanDay(request, locked, 3, catalog));
    const kept = next.days[2]!.items.find((i) => i.kind === 'visit' && i.placeId === (visit as { placeId: string }).placeId);
    expect(kept?.startMinute).toBe(visit.startMinute);
  });

  it('is deterministic', () => {
    const request = buildRequest();
    const plan = ok(planTrip(request, catalog));
    expect(JSON.stringify(replanDay(request, plan, 2, catalog))).toBe(JSON.stringify(replanDay(request, plan, 2, catalog)));
  });
});

describe('swapItem', () => {
  it('replaces one visit with an unused alternative and keeps everything else', () => {
    const request = buildRequest();
    const plan = ok(planTrip(request, catalog));
    const day = plan.days.find((d) => d.day > 1 && !d.fromCityId && d.items.some((i) => i.kind === 'visit'))!; // a full day
    const visit = day.items.find((i) => i.kind === 'visit')!;
    const next = ok(swapItem(request, plan, visit.id, catalog));
    const ids = placeIds(next, day.day);
    expect(ids).not.toContain((visit as { placeId: string }).placeId);
    expect(ids.length).toBe(placeIds(plan, day.day).length);
    for (const d of plan.days) if (d.day !== day.day) expect(next.days[d.day - 1]).toEqual(d);
    expect(next.report.feasible).toBe(true);
  });

  it('swaps a meal for one that still covers a requested cuisine', () => {
    const request = buildRequest({ food: { cuisines: ['indian'], diets: [] } });
    expect(request.food?.cuisines).toEqual(['indian']);
    const plan = ok(planTrip(request, catalog));
    const meal = plan.days.flatMap((d) => d.items).find((i) => i.kind === 'meal' && i.cuisines.includes('indian'))!;
    const res = swapItem(request, plan, meal.id, catalog);
    if (res.status === 'ok') {
      const cuisines = res.plan.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'meal' ? i.cuisines : [])));
      expect(cuisines).toContain('indian');
    } else {
      expect(res.conflicts[0]?.message).toContain('No alternative');
    }
  });

  it('refuses to swap a transfer', () => {
    const fixture = buildFixtureCatalog();
    const request = buildFixtureRequest();
    const plan = ok(planTrip(request, fixture));
    expect(swapItem(request, plan, 'd1-intercity', fixture).status).toBe('infeasible');
  });
});
