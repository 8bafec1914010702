import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { placeOpeningWindows } from '../../feasibility/checks-opening-hours';
import { planTrip } from '../index';
import type { Catalog, Plan } from '../types';
import { createCuratedCatalog } from './curated-catalog';

// Shortened hours from the data: the Kunsthistorisches Museum closes at 15:00 on 24 December (vienna.json, sourced).
const dests = loadDestinations().filter((d) => ['vienna', 'madrid'].includes(d.id));
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates: {}, holidays: loadHolidays(), links: loadTransportLinks() });
const KHM = 'vienna-kunsthistorisches-museum';
const request = { destinations: [{ kind: 'city' as const, cityId: 'vienna' }], startDate: '2026-12-24', days: 1, mustSee: [KHM] };

function planned(): Plan {
  const res = planTrip(request, catalog, { relaxations: false });
  expect(res.status).toBe('ok');
  if (res.status !== 'ok') throw new Error('no plan');
  return res.plan;
}

/** The visit moved by hand, as a user's edit or a proposal would. */
function retimed(plan: Plan, startMinute: number, endMinute: number): Plan {
  return {
    ...plan,
    days: plan.days.map((d) => ({
      ...d,
      items: d.items.map((i) => (i.kind === 'visit' && i.placeId === KHM ? { ...i, startMinute, endMinute } : i)),
    })),
  };
}

describe('shortened hours on a particular date', () => {
  it("the planner fits a visit on 24 December inside the day's shortened window (10:00-15:00, not the Thursday 10:00-21:00)", () => {
    const visit = planned().days[0]!.items.find((i) => i.kind === 'visit' && i.placeId === KHM);
    expect(visit).toBeDefined();
    expect(visit!.startMinute).toBeGreaterThanOrEqual(600);
    expect(visit!.endMinute).toBeLessThanOrEqual(900);
    const report = checkPlan(request, planned(), catalog);
    expect(report.feasible).toBe(true);
    // Said beside the visit all the same: the museum closes early that day.
    expect(report.notices).toContainEqual(
      expect.objectContaining({ kind: 'shortened-hours', short: 'Christmas Eve: closes at 15:00 (open 10:00-15:00 that day)' }),
    );
  });

  it('a late start leaves the planner only the shortened morning, and a day that cannot fit it says so with the hours', () => {
    const late = planTrip({ ...request, pace: { dayStart: '11:00' } }, catalog, { relaxations: false });
    expect(late.status).toBe('ok');
    if (late.status !== 'ok') return;
    const visit = late.plan.days[0]!.items.find((i) => i.kind === 'visit' && i.placeId === KHM)!;
    expect(visit.startMinute).toBeGreaterThanOrEqual(660);
    expect(visit.endMinute).toBeLessThanOrEqual(900);
    const tooLate = planTrip({ ...request, pace: { dayStart: '12:00' } }, catalog, { relaxations: false });
    expect(tooLate.status).toBe('infeasible');
    if (tooLate.status !== 'infeasible') return;
    const message = tooLate.conflicts[0]?.message;
    expect(message).toMatch(/Kunsthistorisches Museum needs \d+ min, which never fits between its opening hours/);
    expect(message).toContain('(10:00-15:00 on 2026-12-24, Christmas Eve: closes at 15:00)');
  });

  it('the checker flags a hand-edited visit after the early close, naming the reason', () => {
    const report = checkPlan(request, retimed(planned(), 15 * 60, 17 * 60), catalog);
    const holidays = report.checks.find((c) => c.id === 'public-holidays');
    expect(holidays?.status).toBe('fail');
    expect(holidays?.reason).toMatch(/Kunsthistorisches Museum keeps shortened hours on 2026-12-24 \(Christmas Eve: closes at 15:00\)/);
    expect(holidays?.reason).toMatch(/open 10:00-15:00, but the plan has 15:00-17:00/);
    expect(report.checks.find((c) => c.id === 'opening-hours')?.status).toBe('fail');
    expect(report.feasible).toBe(false);
  });

  it('judges from the raw closure rules, not from hours the planner scheduled with', () => {
    // A catalog whose hours forgot the early close (stale or hand-made): the calendar check still catches the visit.
    const stale: Catalog = {
      ...catalog,
      attractions: (id) => catalog.attractions(id).map((a) => (a.id === KHM ? { ...a, openingHours: 'Tu-Su 10:00-18:00' } : a)),
    };
    const report = checkPlan(request, retimed(planned(), 15 * 60, 17 * 60), stale);
    expect(report.checks.find((c) => c.id === 'opening-hours')?.status).toBe('pass');
    expect(report.checks.find((c) => c.id === 'public-holidays')?.status).toBe('fail');
  });

  it('sends the browser the shortened windows for that date only', () => {
    const khm = catalog.attractions('vienna').find((a) => a.id === KHM)!;
    expect(placeOpeningWindows(khm, catalog.city('vienna'), ['2026-12-23', '2026-12-24'])).toEqual({
      '2026-12-23': [[600, 1080]],
      '2026-12-24': [[600, 900]],
    });
    // The Prado on Epiphany (a Spanish public holiday) and New Year's Eve: 10:00-14:00; closed on New Year's Day.
    const prado = catalog.attractions('madrid').find((a) => a.id === 'madrid-museo-del-prado')!;
    expect(placeOpeningWindows(prado, catalog.city('madrid'), ['2026-12-31', '2027-01-01', '2027-01-06', '2027-01-07'])).toEqual({
      '2026-12-31': [[600, 840]],
      '2027-01-01': [],
      '2027-01-06': [[600, 840]],
      '2027-01-07': [[600, 1200]],
    });
  });
});
