import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { haversineKm } from '../geo/distance';
import { checkPlan } from '../feasibility';
import { LIGHT_DAY } from '../time/access';
import { TripRequestSchema } from '../trip-request/schema';
import { createCuratedCatalog } from './catalog/curated-catalog';
import { planTrip } from './index';
import type { Plan, PlanDay, VisitItem } from './types';

const rates = { PEN: 0.25 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });
const cusco = (mustSee: string[], pace = 'balanced') =>
  TripRequestSchema.parse({
    destinations: [{ kind: 'city', cityId: 'cusco' }],
    startDate: '2026-07-06',
    days: 4,
    mustSee,
    pace: { preset: pace },
  });
const TRIPS = ['cusco-rainbow-mountain', 'cusco-humantay', 'cusco-machu-picchu'];

function plan(mustSee: string[], pace?: string): Plan {
  const res = planTrip(cusco(mustSee, pace), catalog, { relaxations: false });
  if (res.status !== 'ok') throw new Error(res.conflicts.map((c) => c.message).join('; '));
  return res.plan;
}
const visits = (d: PlanDay) => d.items.filter((x): x is VisitItem => x.kind === 'visit');

describe('a long day trip leaves the rest of its day light (planner and the checker’s pace rule)', () => {
  it('at most one short visit near the lodging after each of three trips, and the checker agrees', () => {
    const pace = 'balanced';
    const p = plan(TRIPS, pace);
    const report = checkPlan(cusco(TRIPS, pace), p, catalog);
    expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(report.checks.find((c) => c.id === 'pace')?.reason).toMatch(/after a long day trip the rest of the day stays light: .*Humantay/);
    for (const id of TRIPS) {
      const day = p.days.find((d) => visits(d).some((v) => v.placeId === id)) as PlanDay;
      const others = visits(day).filter((v) => v.placeId !== id);
      expect(others.length).toBeLessThanOrEqual(LIGHT_DAY.visits);
      const home = catalog.lodgings('cusco').find((l) => l.id === (day.lodging ?? p.days[day.day - 2]?.lodging)?.lodgingId);
      for (const v of others) {
        expect(v.endMinute - v.startMinute).toBeLessThanOrEqual(LIGHT_DAY.maxMinutes);
        if (home?.coordinates && v.coordinates) expect(haversineKm(home.coordinates, v.coordinates)).toBeLessThanOrEqual(LIGHT_DAY.nearKm);
      }
      // Dinner still closes the day.
      expect(day.items.some((x) => x.kind === 'meal' && x.meal === 'dinner')).toBe(true);
    }
  });

  it('a packed pace asks for two visits a day: the hike and one short one near the lodging meet it', () => {
    const p = plan(['cusco-rainbow-mountain'], 'packed');
    expect(checkPlan(cusco(['cusco-rainbow-mountain'], 'packed'), p, catalog).checks.filter((c) => c.status === 'fail')).toEqual([]);
    const day = p.days.find((d) => visits(d).some((v) => v.placeId === 'cusco-rainbow-mountain')) as PlanDay;
    expect(visits(day)).toHaveLength(2);
  });

  it('the checker fails a tour day that still fits city sights after the hike', () => {
    const p = plan(['cusco-rainbow-mountain']);
    const day = p.days.find((d) => visits(d).some((v) => v.placeId === 'cusco-rainbow-mountain')) as PlanDay;
    const other = p.days.find((d) => d !== day && visits(d).length >= 2) as PlanDay;
    const broken = structuredClone(p);
    // Two sights of another day moved to the tour day's afternoon, 16:00 and 17:00 (no overlap with its items).
    const moved = visits(other)
      .slice(0, 2)
      .map((v, k) => ({ ...v, id: `${v.id}-x`, startMinute: 960 + 60 * k, endMinute: 1010 + 60 * k }));
    const d = broken.days[day.day - 1] as PlanDay;
    d.items = [...d.items.filter((x) => x.startMinute < 930 || x.kind === 'meal'), ...moved].sort((a, b) => a.startMinute - b.startMinute);
    const pace = checkPlan(cusco(['cusco-rainbow-mountain']), broken, catalog).checks.find((c) => c.id === 'pace');
    expect(pace?.status).toBe('fail');
    expect(pace?.violations?.map((v) => v.message).join(' ')).toMatch(/adds 2 visits to the long day trip to Vinicunca/);
  });
});
