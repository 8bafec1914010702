import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { planTrip } from '../index';
import type { MealItem, Plan } from '../types';
import { createCuratedCatalog } from './curated-catalog';
import { doorToDoorFlight } from './connections';

const SAMPLE = [
  'rome',
  'florence',
  'venice',
  'vienna',
  'prague',
  'tokyo',
  'kyoto',
  'paris',
  'london',
  'lisbon',
  'madrid',
  'banff',
  'vancouver',
];
const dests = loadDestinations().filter((d) => SAMPLE.includes(d.id));
const catalog = createCuratedCatalog(dests, {
  currency: 'EUR',
  rates: { USD: 0.92, GBP: 1.17, JPY: 0.0061, CZK: 0.04, CAD: 0.66 },
  holidays: loadHolidays(),
  links: loadTransportLinks(),
});
const legs = (a: string, b: string, mode: string) => catalog.connections(a, b, '2026-06-10').filter((o) => o.mode === mode);

describe('real inter-city links', () => {
  it.each([
    ['rome', 'florence', 92],
    ['vienna', 'prague', 240],
    ['tokyo', 'kyoto', 135],
    ['paris', 'london', 136],
  ])('%s → %s by train takes its real time (%i min) with timed departures', (a, b, minutes) => {
    const trains = legs(a, b, 'train');
    expect(trains.length).toBeGreaterThan(1);
    expect(trains.every((o) => o.durationMinutes === minutes && o.departure && o.price > 0 && o.service)).toBe(true);
    expect(new Set(trains.map((o) => o.departure)).size).toBe(trains.length);
    expect(legs(b, a, 'train')[0]?.durationMinutes).toBe(minutes);
  });

  it('flights are door to door: airport transfers and check-in on top of the air time', () => {
    expect(doorToDoorFlight(120, false)).toBe(45 + 90 + 120 + 45);
    const flight = legs('lisbon', 'vienna', 'flight')[0];
    expect(flight?.durationMinutes).toBeGreaterThan(300);
  });

  it('no made-up flight where a real train is as fast door to door (Tokyo → Kyoto goes by Shinkansen)', () => {
    expect(legs('tokyo', 'kyoto', 'flight')).toEqual([]);
    expect(legs('lisbon', 'vienna', 'flight').length).toBeGreaterThan(0); // no train there: the estimate stays
    const res = planTrip(
      { destinations: ['tokyo', 'kyoto'].map((cityId) => ({ kind: 'city' as const, cityId })), startDate: '2026-06-08', days: 5 },
      catalog,
      {
        relaxations: false,
      },
    );
    if (res.status !== 'ok') throw new Error(res.status);
    const legsOut = res.plan.days.flatMap((d) => d.items).filter((i) => i.kind === 'transfer' && i.scope === 'intercity');
    expect(legsOut.map((i) => i.kind === 'transfer' && i.mode)).toEqual(['train']);
  });

  it("weighs the travellers' hours: Banff → Vancouver flies rather than ~11 h by coach, unless only the coach fits the budget", () => {
    const request = {
      destinations: ['banff', 'vancouver'].map((cityId) => ({ kind: 'city' as const, cityId })),
      startDate: '2026-06-09',
      days: 5,
    };
    const modeOf = (r: ReturnType<typeof planTrip>) =>
      r.status === 'ok' ? r.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'transfer' && i.scope === 'intercity') : undefined;
    const free = modeOf(planTrip(request, catalog, { relaxations: false }));
    expect(free?.kind === 'transfer' && free.mode).toBe('flight');
    expect(legs('banff', 'vancouver', 'train')).toEqual([]); // no passenger trains there: no made-up rail either
    const coachMinutes = legs('banff', 'vancouver', 'bus')[0]!.durationMinutes;
    expect(coachMinutes).toBeGreaterThan(600);
    // The cheapest plan (it says what it costs when the budget is 1 cent) goes by coach; €10 more does not buy the flight.
    const none = planTrip({ ...request, budget: { amount: 1, currency: 'EUR' } }, catalog, { relaxations: false });
    const cheapest =
      none.status === 'infeasible' ? /cheapest plan[^€]*€([\d,.]+)/.exec(none.conflicts.map((c) => c.message).join(' ')) : null;
    expect(cheapest).not.toBeNull();
    const amount = Math.round(Number(cheapest![1]!.replace(/,/g, '')) * 100) + 1000;
    const tight = modeOf(planTrip({ ...request, budget: { amount, currency: 'EUR' } }, catalog, { relaxations: false }));
    expect(tight?.kind === 'transfer' && tight.mode).toBe('bus');
  });

  it('driving carries hire, fuel, tolls and parking, and never enters car-free Venice', () => {
    const car = legs('rome', 'florence', 'self-drive')[0];
    expect(car?.price).toBeGreaterThan(Math.round(0.92 * 100 * 80));
    expect(legs('florence', 'venice', 'self-drive')).toEqual([]);
    expect(legs('venice', 'florence', 'self-drive')).toEqual([]);
  });

  it('plans Rome → Florence by high-speed train by default, never by car', () => {
    const res = planTrip(
      {
        destinations: [
          { kind: 'city', cityId: 'rome' },
          { kind: 'city', cityId: 'florence' },
        ],
        startDate: '2026-05-12',
        days: 4,
      },
      catalog,
      { relaxations: false },
    );
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    const leg = res.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'transfer' && i.scope === 'intercity');
    expect(leg).toMatchObject({ mode: 'train', durationMinutes: 92 });
  });
});

describe('meal-length check', () => {
  it('fails a 20-minute dinner and passes the planner’s own meals', () => {
    const res = planTrip({ destinations: [{ kind: 'city', cityId: 'lisbon' }], startDate: '2026-06-10', days: 2 }, catalog, {
      relaxations: false,
    });
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    expect(res.report.checks.find((c) => c.id === 'meal-length')?.status).toBe('pass');
    const rushed: Plan = {
      ...res.plan,
      days: res.plan.days.map((d) => ({
        ...d,
        items: d.items.map((i) => (i.kind === 'meal' && i.meal === 'dinner' ? ({ ...i, endMinute: i.startMinute + 20 } as MealItem) : i)),
      })),
    };
    const report = checkPlan({ destinations: [{ kind: 'city', cityId: 'lisbon' }], startDate: '2026-06-10', days: 2 }, rushed, catalog);
    expect(report.checks.find((c) => c.id === 'meal-length')?.reason).toMatch(/dinner .* lasts 20 min; a dinner needs at least 75 min/);
  });
});
