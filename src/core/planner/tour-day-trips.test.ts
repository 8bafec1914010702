import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { isPlace, retimeDay } from '../edits/retime';
import { checkPlan } from '../feasibility';
import { TripRequestSchema } from '../trip-request/schema';
import { createCuratedCatalog } from './catalog/curated-catalog';
import { planTrip, swapItem } from './index';
import type { Plan } from './types';

const rates = { PEN: 0.25 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });
const cusco = (mustSee: string[]) =>
  TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'cusco' }], startDate: '2026-07-06', days: 4, mustSee });

function plan(mustSee: string[]): Plan {
  const res = planTrip(cusco(mustSee), catalog, { relaxations: false });
  if (res.status !== 'ok') throw new Error(res.conflicts.map((c) => c.message).join('; '));
  return res.plan;
}
const dayOf = (p: Plan, placeId: string) => p.days.find((d) => d.items.some((x) => 'placeId' in x && x.placeId === placeId));

describe('pre-dawn tour day trips (Vinicunca, Humantay): tour minibus, breakfast and lunch on the road', () => {
  it.each([['cusco-rainbow-mountain'], ['cusco-humantay']])('"4 days in Cusco, must see %s" plans and the checker agrees', (id) => {
    const p = plan([id]);
    expect(checkPlan(cusco([id]), p, catalog).checks.filter((c) => c.status === 'fail')).toEqual([]);
    const day = dayOf(p, id);
    const visit = day?.items.find((x) => x.kind === 'visit' && x.placeId === id);
    if (!day || !visit) throw new Error(`${id} not planned`);
    expect(day.day).toBeGreaterThanOrEqual(3); // after two days in Cusco at 3,400 m
    // The hike starts as the tour reaches the trailhead (08:00), before the day's usual 09:00, and ends by 14:00.
    expect(visit.startMinute).toBe(8 * 60);
    expect(visit.endMinute).toBeLessThanOrEqual(14 * 60);
    expect(visit.reason).toMatch(/leave your lodging by 04:30 .*breakfast and lunch on the way come with the tour/);
    const window = checkPlan(cusco([id]), p, catalog).checks.find((c) => c.id === 'day-window');
    expect(window?.reason).toMatch(new RegExp(`day ${day.day} starts at 08:00 at .*first arrival \\(leave the lodging at 04:30\\)`));
    // The way back is the sourced 3 h 30, and the day has no restaurant lunch: the tour's stop is the lunch.
    const back = day.items.find((x) => x.kind === 'transfer' && x.scope === 'local' && x.startMinute >= visit.endMinute);
    expect(back && back.kind === 'transfer' ? back.durationMinutes : null).toBe(210);
    expect(day.items.some((x) => x.kind === 'meal' && x.meal === 'lunch')).toBe(false);
    expect(day.items.some((x) => x.kind === 'meal' && x.meal === 'dinner')).toBe(true);
  });

  it('fits both hikes and Machu Picchu into four days, one day trip a day', () => {
    const ids = ['cusco-rainbow-mountain', 'cusco-humantay', 'cusco-machu-picchu'];
    const p = plan(ids);
    expect(checkPlan(cusco(ids), p, catalog).checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(new Set(ids.map((id) => dayOf(p, id)?.day)).size).toBe(3);
    // The two high hikes (4,200 and 5,000 m) wait for two days in Cusco to acclimatise.
    expect(dayOf(p, 'cusco-rainbow-mountain')?.day).toBeGreaterThanOrEqual(3);
    expect(dayOf(p, 'cusco-humantay')?.day).toBeGreaterThanOrEqual(3);
  });

  it('the checker still asks for lunch on a day whose trip does not include it', () => {
    const p = plan(['cusco-rainbow-mountain']);
    const day = dayOf(p, 'cusco-rainbow-mountain') as Plan['days'][number];
    const broken = structuredClone(p);
    const d = broken.days[day.day - 1] as Plan['days'][number];
    d.items = d.items.filter((x) => !(x.kind === 'meal' && x.meal === 'dinner'));
    expect(checkPlan(cusco(['cusco-rainbow-mountain']), broken, catalog).checks.find((c) => c.id === 'meals')?.reason).toMatch(
      /has no dinner/,
    );
  });

  it('the ride out from the lodging is a plan item that ends as the hike starts, and an edit keeps it', () => {
    const p = plan(['cusco-rainbow-mountain']);
    const day = dayOf(p, 'cusco-rainbow-mountain') as Plan['days'][number];
    const first = day.items[0];
    const visit = day.items[1];
    expect(first).toMatchObject({ kind: 'transfer', scope: 'local', toPlaceId: 'cusco-rainbow-mountain', durationMinutes: 210 });
    expect(first?.kind === 'transfer' && first.fromPlaceId).toBe(day.lodging?.lodgingId);
    expect(first?.endMinute).toBe(visit?.startMinute);
    expect(first?.startMinute).toBeLessThanOrEqual(6 * 60);
    const places = day.items.filter(isPlace);
    const retimed = retimeDay(day, places, new Set(), cusco(['cusco-rainbow-mountain']), catalog);
    expect(retimed.items.filter((x) => x.kind === 'transfer' && x.toPlaceId === 'cusco-rainbow-mountain')).toEqual([first]);
    // Removing the trip takes its ride out with it.
    const rest = places.filter((x) => x.placeId !== 'cusco-rainbow-mountain');
    const without = retimeDay(day, rest, new Set(), cusco([]), catalog);
    expect(without.items.some((x) => x.kind === 'transfer' && x.toPlaceId === 'cusco-rainbow-mountain')).toBe(false);
    const edited = { ...p, days: p.days.map((d) => (d.day === day.day ? retimed : d)) };
    expect(checkPlan(cusco(['cusco-rainbow-mountain']), edited, catalog).checks.filter((c) => c.status === 'fail')).toEqual([]);
  });

  it('swapping that day’s dinner rebuilds it with exactly one ride out, and the checker agrees', () => {
    const p = plan(['cusco-rainbow-mountain']);
    const day = dayOf(p, 'cusco-rainbow-mountain') as Plan['days'][number];
    // Its dinner: restaurants are many, while a 4-day stay has used up most of Cusco's sights by then.
    const other = day.items.find((x) => x.kind === 'meal' && x.meal === 'dinner');
    if (!other) throw new Error('no dinner that day');
    const res = swapItem(cusco(['cusco-rainbow-mountain']), p, other.id, catalog);
    if (res.status !== 'ok') throw new Error(res.conflicts.map((c) => c.message).join('; '));
    const after = res.plan.days[day.day - 1] as Plan['days'][number];
    expect(after.items.filter((x) => x.kind === 'transfer' && x.toPlaceId === 'cusco-rainbow-mountain')).toHaveLength(1);
    expect(res.plan.report.checks.filter((c) => c.status === 'fail')).toEqual([]);
  });
});

describe('Machu Picchu at every pace', () => {
  it.each([['relaxed'], ['balanced'], ['packed']] as const)('plans at a %s pace, and the checker agrees', (preset) => {
    // Relaxed failed (its 30-min break before the gate's buffet pushed lunch past closing), packed too (a restaurant
    // breakfast before the 06:00 ride out): a meal is itself the break, and a ride out before breakfast time owes none.
    const request = TripRequestSchema.parse({ ...cusco(['cusco-machu-picchu']), pace: { preset } });
    const res = planTrip(request, catalog, { relaxations: false });
    if (res.status !== 'ok') throw new Error(res.conflicts.map((c) => c.message).join('; '));
    expect(checkPlan(request, res.plan, catalog).checks.filter((c) => c.status === 'fail')).toEqual([]);
    const day = dayOf(res.plan, 'cusco-machu-picchu')!;
    expect(day.items.some((x) => x.kind === 'meal' && x.meal === 'dinner')).toBe(true);
    if (preset === 'packed') expect(day.items[0]?.kind === 'transfer' && day.items[0].startMinute).toBeLessThan(7 * 60);
  });
});
