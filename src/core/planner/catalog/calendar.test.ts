import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { applyOps } from '../../edits/apply-ops';
import { catalogSlice, sliceCatalog } from '../../edits/catalog-slice';
import { CatalogSliceSchema } from '../../api/trip-catalog';
import { TripRequestSchema } from '../../trip-request/schema';
import { planTrip } from '../index';
import type { Plan, PlanDay } from '../types';
import { createCuratedCatalog } from './curated-catalog';

// Planning on closure days (the closures themselves: closures-data.test.ts). Paris and London: the first examples of
// issue 14; Dublin and Jerusalem: days without public transport.
const SAMPLE = ['paris', 'london', 'dublin', 'jerusalem'];
const dests = loadDestinations().filter((d) => SAMPLE.includes(d.id));
const rates = { GBP: 1.17, ILS: 0.25 };
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });

describe('plans on public holidays and special closures', () => {
  it('a must-see closed on every trip day makes the request infeasible, naming the place and the date', () => {
    const res = planTrip(
      { destinations: [{ kind: 'city', cityId: 'paris' }], startDate: '2026-05-01', days: 1, mustSee: ['paris-louvre-museum'] },
      catalog,
      { relaxations: false },
    );
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    expect(res.conflicts[0]?.message).toMatch(/Louvre.*closed on 2026-05-01/);
  });

  it('the checker flags a visit on a closure day even when the plan claims otherwise', () => {
    const res = planTrip(
      { destinations: [{ kind: 'city', cityId: 'paris' }], startDate: '2026-05-04', days: 2, mustSee: ['paris-louvre-museum'] },
      catalog,
      { relaxations: false },
    );
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    // Move the whole plan to 1 May: the Louvre visit now falls on Labour Day.
    const moved: Plan = {
      ...res.plan,
      startDate: '2026-05-01',
      days: res.plan.days.map((d: PlanDay, i) => ({ ...d, date: `2026-05-0${i + 1}` })),
    };
    const report = checkPlan(
      { destinations: [{ kind: 'city', cityId: 'paris' }], startDate: '2026-05-01', days: 2, mustSee: ['paris-louvre-museum'] },
      moved,
      catalog,
    );
    const check = report.checks.find((c) => c.id === 'public-holidays');
    expect(check?.status).toBe('fail');
    expect(check?.reason).toMatch(/Louvre Museum is closed on 2026-05-01/);
  });

  it('no public transport in London on Christmas Day: no trains, no transit legs', () => {
    expect(catalog.connections('paris', 'london', '2026-12-25').some((o) => o.mode === 'train')).toBe(false);
    expect(catalog.connections('paris', 'london', '2026-12-24').some((o) => o.mode === 'train')).toBe(true);
    const res = planTrip({ destinations: [{ kind: 'city', cityId: 'london' }], startDate: '2026-12-25', days: 2 }, catalog, {
      relaxations: false,
    });
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    const day1 = res.plan.days[0]!;
    expect(day1.items.some((i) => i.kind === 'transfer' && i.mode === 'transit')).toBe(false);
    expect(day1.items.some((i) => i.kind === 'visit' && /British Museum|Tower of London/.test(i.name))).toBe(false);
    expect(res.report.checks.find((c) => c.id === 'public-holidays')?.reason).toMatch(/2026-12-25/);
  });

  it('an edit on Christmas Day in London rides the same way the planner does: no transit legs, the legs still hold', () => {
    // Seen in use: edits re-timed the day with public transport (the edit path ignored the city's transit closures), so
    // an assistant's swap on 25 December turned a feasible plan infeasible.
    const request = TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'london' }], startDate: '2026-12-24', days: 3 });
    const res = planTrip(request, catalog, { relaxations: false });
    if (res.status !== 'ok') throw new Error(res.status);
    const christmas = res.plan.days[1]!;
    const places = christmas.items.filter((i) => i.kind === 'visit' || i.kind === 'meal');
    expect(places.length).toBeGreaterThan(2);
    // Move the day's first place after the second: the day is re-timed and its local legs rebuilt by the edit code.
    const doc = { title: 'London', request, plan: res.plan, notes: { trip: null, days: {}, items: {} } };
    const edited = applyOps(doc, [{ op: 'moveItem', itemId: places[0]!.id, toDay: 2, toIndex: 1 }], catalog, new Date('2026-11-01'));
    const day = edited.doc.plan.days[1]!;
    expect(day.items.filter((i) => i.kind === 'transfer' && i.scope === 'local').length).toBeGreaterThan(0);
    expect(day.items.some((i) => i.kind === 'transfer' && i.mode === 'transit')).toBe(false);
    // The moved lunch may now be late (the meals check says so); the ways between the items must all hold.
    const failing = edited.doc.plan.report?.checks.filter((c) => c.status === 'fail').map((c) => c.id);
    expect(failing?.filter((id) => ['travel-time', 'no-overlap', 'public-holidays'].includes(id))).toEqual([]);
    expect(edited.doc.plan.report?.checks.find((c) => c.id === 'public-holidays')?.status).toBe('pass');
  });

  it.each([
    ['london', '2026-12-24', 'Dec 25', 1],
    ['jerusalem', '2026-12-04', 'Sa', 1], // Shabbat
  ])('in the browser (no hours library) an edit in %s rides as on the server', (cityId, startDate, selector, closedDay) => {
    // The browser's catalog is the document's slice; the server resolved its transit closures on the trip's dates.
    const request = TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId }], startDate, days: 3 });
    const res = planTrip(request, catalog, { relaxations: false });
    if (res.status !== 'ok') throw new Error(res.status);
    const slice = CatalogSliceSchema.parse(JSON.parse(JSON.stringify(catalogSlice(catalog, res.plan))));
    const closedDate = res.plan.days[closedDay]!.date;
    expect(slice.calendar?.dateRules[selector]).toEqual([closedDate]);
    const browser = sliceCatalog(res.plan.currency, slice);
    const places = res.plan.days[closedDay]!.items.filter((i) => i.kind === 'visit' || i.kind === 'meal');
    const doc = { title: cityId, request, plan: res.plan, notes: { trip: null, days: {}, items: {} } };
    const ops = [{ op: 'moveItem' as const, itemId: places[0]!.id, toDay: closedDay + 1, toIndex: 1 }];
    const onServer = applyOps(doc, ops, catalog, new Date('2026-11-01')).doc.plan.days;
    const inBrowser = applyOps(doc, ops, browser, new Date('2026-11-01')).doc.plan.days;
    expect(inBrowser).toEqual(onServer);
    expect(inBrowser[closedDay]!.items.some((i) => i.kind === 'transfer' && i.mode === 'transit')).toBe(false);
    // Without the calendar (a slice from before it) the browser would have put transit on the closed day.
    const blind = applyOps(doc, ops, sliceCatalog(res.plan.currency, { ...slice, calendar: undefined }), new Date('2026-11-01'));
    expect(blind.doc.plan.days[closedDay]!.items.some((i) => i.kind === 'transfer' && i.mode === 'transit')).toBe(true);
  });

  it("the slice carries the national holidays of its cities on the trip's dates", () => {
    const request = TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'london' }], startDate: '2026-12-24', days: 3 });
    const res = planTrip(request, catalog, { relaxations: false });
    if (res.status !== 'ok') throw new Error(res.status);
    const calendar = catalogSlice(catalog, res.plan).calendar;
    expect(Object.keys(calendar?.holidays.GB ?? {})).toEqual(['2026-12-25', '2026-12-26'].filter((d) => catalog.holiday?.('GB', d)));
    expect(Object.keys(calendar?.holidays.GB ?? {}).length).toBeGreaterThan(0);
    const browser = sliceCatalog(res.plan.currency, catalogSlice(catalog, res.plan));
    expect(browser.holiday?.('GB', '2026-12-25')).toBe(catalog.holiday?.('GB', '2026-12-25'));
  });

  it.each([
    ['dublin', '2026-12-25'], // no bus, Luas, DART or rail on Christmas Day
    ['jerusalem', '2026-12-05'], // Shabbat (a Saturday): no buses, light rail or trains
  ])('no transit legs in %s on %s, and the checker would refuse one', (cityId, date) => {
    const request = { destinations: [{ kind: 'city' as const, cityId }], startDate: date, days: 2 };
    const res = planTrip(request, catalog, { relaxations: false });
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    expect(res.plan.days[0]!.items.some((i) => i.kind === 'transfer' && i.mode === 'transit')).toBe(false);
    // Other days use transit as usual; one of those days' items put on the closure day must fail the checker.
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const after = planTrip({ ...request, startDate: next, days: 4 }, catalog, { relaxations: false });
    if (after.status !== 'ok') throw new Error(`${cityId} from ${next}: ${after.status}`);
    const usual = after.plan.days.find((d) => d.items.some((i) => i.kind === 'transfer' && i.mode === 'transit'));
    expect(usual).toBeDefined();
    const moved: Plan = { ...res.plan, days: res.plan.days.map((d, i) => (i === 0 ? { ...d, items: usual!.items } : d)) };
    const check = checkPlan(request, moved, catalog).checks.find((c) => c.id === 'public-holidays');
    expect(check?.status).toBe('fail');
    expect(check?.reason).toMatch(/No public transport in/);
  });
});
