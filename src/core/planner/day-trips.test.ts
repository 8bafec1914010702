import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { legBetween, type PlaceItem } from '../edits/retime';
import { checkPlan } from '../feasibility';
import { TripRequestSchema } from '../trip-request/schema';
import { createCuratedCatalog } from './catalog/curated-catalog';
import { planTrip } from './index';
import type { Plan, PlanItem } from './types';

const rates = { PEN: 0.25 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });
const cusco = (mustSee: string[], extra: object = {}) =>
  TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'cusco' }], startDate: '2026-07-06', days: 4, mustSee, ...extra });

function plan(mustSee: string[], extra: object = {}): Plan {
  const res = planTrip(cusco(mustSee, extra), catalog, { relaxations: false });
  if (res.status !== 'ok') throw new Error(res.conflicts.map((c) => c.message).join('; '));
  return res.plan;
}
const failing = (p: Plan, request = cusco([])) => checkPlan(request, p, catalog).checks.filter((c) => c.status === 'fail');
const find = (p: Plan, placeId: string) => {
  for (const d of p.days) for (const it of d.items) if ('placeId' in it && it.placeId === placeId) return { day: d, it };
  throw new Error(`${placeId} not planned`);
};

describe('day trips reached by the region’s own transport', () => {
  it('plans "Cusco 4 days, must see Machu Picchu": early train, the citadel from 10:30, lunch at the gate, back for dinner', () => {
    const p = plan(['cusco-machu-picchu']);
    expect(failing(p, cusco(['cusco-machu-picchu']))).toEqual([]);
    const { day, it } = find(p, 'cusco-machu-picchu');
    expect(it.startMinute).toBeGreaterThanOrEqual(10 * 60 + 30);
    expect(it.endMinute).toBeLessThanOrEqual(17 * 60 + 30);
    expect(it.reason).toMatch(/leave your lodging by 0[5-6]:\d\d/);
    // Ticket (PEN 152) plus train and bus there and back (PEN 300 each way), for one adult at 0.25 EUR/PEN.
    expect(it.cost).toBe(Math.round((152 + 600) * 0.25 * 100));
    const after = day.items.filter((x) => x.startMinute >= it.endMinute);
    const back = after.find((x): x is PlanItem & { kind: 'transfer' } => x.kind === 'transfer' && x.durationMinutes >= 270);
    expect(back?.mode).toBe('transit');
    expect(after.some((x) => x.kind === 'meal' && x.meal === 'dinner' && x.startMinute >= (back?.endMinute ?? 0))).toBe(true);
  });

  it('plans the Sacred Valley (Pisac, Ollantaytambo) as must-sees, by colectivo at the sourced times', () => {
    const p = plan(['cusco-pisac', 'cusco-ollantaytambo']);
    expect(failing(p, cusco(['cusco-pisac', 'cusco-ollantaytambo']))).toEqual([]);
    const { day } = find(p, 'cusco-ollantaytambo');
    const legs = day.items.filter((x) => x.kind === 'transfer' && x.scope === 'local' && x.durationMinutes === 120);
    expect(legs.length).toBeGreaterThanOrEqual(1);
  });

  it('the checker holds the transport independently: too short a leg, or a visit before the first train, fails', () => {
    const p = plan(['cusco-machu-picchu']);
    const { day, it } = find(p, 'cusco-machu-picchu');
    const shortened = structuredClone(p);
    const d = shortened.days[day.day - 1] as Plan['days'][number];
    const leg = d.items.find(
      (x) => x.kind === 'transfer' && x.scope === 'local' && x.startMinute >= it.endMinute && x.durationMinutes >= 270,
    );
    if (!leg || leg.kind !== 'transfer') throw new Error('no way back');
    leg.durationMinutes = 120;
    expect(failing(shortened).map((c) => c.id)).toContain('travel-time');
    // The ride out from the lodging (a plan item of its own) is held to the same sourced time.
    const out = structuredClone(p);
    const ride = out.days[day.day - 1]?.items.find(
      (x) => x.kind === 'transfer' && x.toPlaceId === it.placeId && x.endMinute <= it.startMinute,
    );
    if (!ride || ride.kind !== 'transfer') throw new Error('no ride out');
    ride.durationMinutes = 120;
    ride.startMinute = ride.endMinute - 120;
    expect(failing(out).find((c) => c.id === 'travel-time')?.reason).toMatch(/ride out to Machu Picchu takes 270 min/);
    const early = structuredClone(p);
    const v = early.days[day.day - 1]?.items.find((x) => x.id === it.id) as PlanItem;
    v.startMinute -= 90;
    v.endMinute -= 90;
    expect(failing(early).find((c) => c.id === 'travel-time')?.reason).toMatch(/outside the hours its transport allows/);
  });

  it('an edit re-times a day trip with the same transport model (retime.ts)', () => {
    const p = plan(['cusco-machu-picchu']);
    const { day, it } = find(p, 'cusco-machu-picchu');
    const dinner = day.items.find((x) => x.kind === 'meal' && x.meal === 'dinner') as PlaceItem;
    const leg = legBetween(it as PlaceItem, dinner, cusco([]), catalog, day.date);
    expect(leg).toMatchObject({ mode: 'transit', minutes: 270, cost: 0 });
  });

  it('a rail-only day trip needs public transport: walking and taxis cannot reach Machu Picchu', () => {
    const res = planTrip(
      cusco(['cusco-machu-picchu'], { mobility: { localModes: ['walk', 'taxi'], maxWalkKmPerLeg: 2, stepFree: false } }),
      catalog,
      { relaxations: false },
    );
    expect(res.status).toBe('infeasible');
  });
});
