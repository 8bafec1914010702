import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { createCuratedCatalog } from '../planner/catalog/curated-catalog';
import { planTrip } from '../planner';
import type { Plan, PlanDay } from '../planner/types';
import { TripRequestSchema } from '../trip-request/schema';
import { checkPlan } from './index';

const rates = { PEN: 0.25 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });
const req = TripRequestSchema.parse({
  destinations: [{ kind: 'city', cityId: 'cusco' }],
  startDate: '2026-07-06',
  days: 4,
  mustSee: ['cusco-rainbow-mountain'],
});
const res = planTrip(req, catalog, { relaxations: false });
const plan = res.status === 'ok' ? res.plan : null;
const tourDay = plan?.days.find((d) => d.items.some((x) => x.kind === 'visit' && x.placeId === 'cusco-rainbow-mountain')) as PlanDay;
const failing = (p: Plan) => checkPlan(req, p, catalog).checks.find((c) => c.id === 'day-window');
const shift = (p: Plan, dayNo: number, by: number, pick: (d: PlanDay) => PlanDay['items']) => {
  const out = structuredClone(p);
  const d = out.days[dayNo - 1] as PlanDay;
  for (const it of pick(d)) {
    it.startMinute += by;
    it.endMinute += by;
  }
  return out;
};

describe('day-window: a day starts before the usual start only for a day trip’s early ride out', () => {
  it('accepts the tour day that starts at the trailhead at 08:00 and names it in the report', () => {
    if (!plan) throw new Error('no plan');
    const check = failing(plan);
    expect(check?.status).toBe('pass');
    expect(check?.reason).toMatch(
      /only a day trip's early ride out starts a day sooner: day \d starts at 08:00 at Vinicunca \(Rainbow Mountain\)/,
    );
  });

  it('fails an ordinary day moved an hour earlier (no day trip, no ride out)', () => {
    if (!plan) throw new Error('no plan');
    const other = plan.days.find((d) => d !== tourDay && d.lodging && d.items.length > 2) as PlanDay;
    const moved = shift(plan, other.day, -(other.items[0]?.startMinute ?? 0) + 7 * 60, (d) => d.items);
    const check = failing(moved);
    expect(check?.status).toBe('fail');
    expect(check?.violations?.[0]?.day).toBe(other.day);
  });

  it('fails the tour day without its ride out from the lodging, or starting before the first arrival', () => {
    if (!plan) throw new Error('no plan');
    const noRide = structuredClone(plan);
    const d = noRide.days[tourDay.day - 1] as PlanDay;
    d.items = d.items.filter((x) => !(x.kind === 'transfer' && x.toPlaceId === 'cusco-rainbow-mountain'));
    expect(failing(noRide)?.status).toBe('fail');
    const tooEarly = shift(plan, tourDay.day, -60, (x) => x.items.slice(0, 2));
    expect(failing(tooEarly)?.status).toBe('fail');
  });
});
