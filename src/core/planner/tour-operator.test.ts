import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { CatalogSliceSchema } from '../api/trip-catalog';
import { catalogSlice } from '../edits/catalog-slice';
import { checkPlan } from '../feasibility';
import { TripRequestSchema } from '../trip-request/schema';
import { createCuratedCatalog } from './catalog/curated-catalog';
import { planTrip } from './index';
import type { Plan, PlanDay, TransferItem } from './types';

const rates = { PEN: 0.25 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const opts = { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() };
const catalog = createCuratedCatalog(dests, opts);
// The same data with Cusco's public transport stopped on 8 July (a test-only closure, like London's 25 December).
const closure = { rule: 'Jul 08', note: 'Test: no public transport this day', source: 'test fixture' };
const closed = createCuratedCatalog(
  dests.map((d) => (d.id === 'cusco' ? { ...d, transitClosures: [closure] } : d)),
  opts,
);
const req = (mustSee: string[], localModes = ['walk', 'transit', 'taxi']) =>
  TripRequestSchema.parse({
    destinations: [{ kind: 'city', cityId: 'cusco' }],
    startDate: '2026-07-06',
    days: 4,
    mustSee,
    mobility: { localModes },
  });
const tourDay = (p: Plan, id: string) => p.days.find((d) => d.items.some((x) => x.kind === 'visit' && x.placeId === id)) as PlanDay;
const legsOf = (d: PlanDay, id: string) =>
  d.items.filter((x): x is TransferItem => x.kind === 'transfer' && (x.toPlaceId === id || x.fromPlaceId === id));
const fails = (r: ReturnType<typeof req>, p: Plan, cat = catalog) => checkPlan(r, p, cat).checks.filter((c) => c.status === 'fail');

function plan(r: ReturnType<typeof req>, cat = catalog): Plan {
  const res = planTrip(r, cat, { relaxations: false });
  if (res.status !== 'ok') throw new Error(res.conflicts.map((c) => c.message).join('; '));
  return res.plan;
}

describe("an organised tour rides in the operator's minibus, not public transport", () => {
  it('the ride out and back are the tour’s own minibus (bus, operator tour)', () => {
    const p = plan(req(['cusco-humantay']));
    const legs = legsOf(tourDay(p, 'cusco-humantay'), 'cusco-humantay');
    expect(legs).toHaveLength(2);
    for (const t of legs) expect(t).toMatchObject({ scope: 'local', mode: 'bus', operator: 'tour', durationMinutes: 210 });
  });

  it('on a day with no public transport the tour still runs, and the checker agrees', () => {
    const r = req(['cusco-rainbow-mountain']);
    const p = plan(r, closed);
    const day = tourDay(p, 'cusco-rainbow-mountain');
    expect(day.date).toBe('2026-07-08');
    expect(fails(r, p, closed)).toEqual([]);
    expect(legsOf(day, 'cusco-rainbow-mountain').every((t) => t.operator === 'tour')).toBe(true);
    expect(day.items.some((x) => x.kind === 'transfer' && x.mode === 'transit')).toBe(false);
    // The same ride by public transport that day is refused.
    const tampered = structuredClone(p);
    const t = legsOf(tampered.days[day.day - 1] as PlanDay, 'cusco-rainbow-mountain')[0] as TransferItem;
    t.mode = 'transit';
    delete t.operator;
    expect(fails(r, tampered, closed).map((c) => c.id)).toContain('public-holidays');
  });

  it('a traveller who rides no transit still goes: the tour picks up at the lodging', () => {
    const r = req(['cusco-rainbow-mountain'], ['walk', 'taxi']);
    const p = plan(r);
    expect(fails(r, p)).toEqual([]);
  });

  it('the way back leaves as the hike ends; a van after the last departure (14:00) fails travel-time', () => {
    const r = req(['cusco-rainbow-mountain']);
    const p = plan(r);
    const day = tourDay(p, 'cusco-rainbow-mountain');
    const visit = day.items.find((x) => x.kind === 'visit' && x.placeId === 'cusco-rainbow-mountain');
    const back = legsOf(day, 'cusco-rainbow-mountain').find((t) => t.fromPlaceId === 'cusco-rainbow-mountain') as TransferItem;
    expect(back.startMinute).toBe(visit?.endMinute);
    const late = structuredClone(p);
    const t = legsOf(late.days[day.day - 1] as PlanDay, 'cusco-rainbow-mountain').find((x) => x.id === back.id) as TransferItem;
    t.startMinute = 14 * 60 + 30;
    t.endMinute = t.startMinute + t.durationMinutes;
    const travel = checkPlan(r, late, catalog).checks.find((c) => c.id === 'travel-time');
    expect(travel?.violations?.map((v) => v.message).join(' ')).toMatch(
      /way back from Vinicunca .* leaves at 14:30, after the last departure/,
    );
  });

  it('the checker does not believe a tour mark on a leg that joins no tour', () => {
    const r = req([]);
    const p = structuredClone(plan(r));
    const t = p.days.flatMap((d) => d.items).find((x): x is TransferItem => x.kind === 'transfer' && x.mode !== 'walk');
    if (!t) throw new Error('no ride in the plan');
    t.mode = 'bus';
    t.operator = 'tour';
    const mobility = checkPlan(r, p, catalog).checks.find((c) => c.id === 'mobility');
    expect(mobility?.violations?.map((v) => v.message).join(' ')).toMatch(
      /marked as a tour's vehicle but joins no place reached by a tour/,
    );
  });

  it('the catalog slice the browser edits with keeps the tour mark and its meals (same legs as the server)', () => {
    const p = plan(req(['cusco-rainbow-mountain']));
    const slice = CatalogSliceSchema.parse(catalogSlice(catalog, p));
    const access = slice.attractions.find((a) => a.id === 'cusco-rainbow-mountain')?.access;
    expect(access).toMatchObject({ operator: 'tour', meals: ['breakfast', 'lunch'], firstArrival: '08:00' });
  });
});
