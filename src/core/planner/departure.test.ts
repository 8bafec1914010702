import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { mealWindow } from '../trip-request/pace';
import { createCuratedCatalog } from './catalog/curated-catalog';
import { planTrip, replanDay } from './index';
import type { TransferItem } from './types';

// Curated data and real links; departures of legs without a timetable are chosen to fit the day.
const rates = { USD: 0.92, GBP: 1.17, JPY: 0.0061, CAD: 0.66 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });
const city = (...ids: string[]) => ids.map((cityId) => ({ kind: 'city' as const, cityId }));

function legs(request: Parameters<typeof planTrip>[0]): TransferItem[] {
  const res = planTrip(request, catalog, { relaxations: false });
  expect(res.status).toBe('ok'); // only a plan the independent checker passed is returned
  if (res.status !== 'ok') return [];
  return res.plan.days.flatMap((d) => d.items).filter((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity');
}

describe('departures chosen to fit the day', () => {
  it('a short leg without a timetable leaves after lunch and arrives before dinner, and the plan says so', () => {
    const [leg] = legs({ destinations: city('barcelona', 'granada'), startDate: '2026-05-12', days: 5 });
    expect(leg!.optionId).toMatch(/^est-/);
    expect(leg!.startMinute).not.toBe(14 * 60);
    const from = catalog.city(leg!.fromCityId);
    const to = catalog.city(leg!.toCityId);
    expect(leg!.startMinute).toBeGreaterThanOrEqual(mealWindow(from, 'lunch')[0] + 45); // the morning and lunch come first
    expect(leg!.endMinute + 15).toBeLessThanOrEqual(mealWindow(to, 'dinner')[0] + 30);
    expect(leg!.reason).toMatch(/leaves at \d\d:\d\d, after the morning's sights/);
  });

  it('a long leg leaves at the start of the day', () => {
    // By coach (the traveller's hours would otherwise favour flying over ~11 hours on the road).
    const transport = { modes: ['bus'] as Array<'bus'> };
    const [leg] = legs({ destinations: city('banff', 'vancouver'), startDate: '2026-06-09', days: 5, transport });
    expect(leg!.durationMinutes).toBeGreaterThan(600);
    expect(leg!.startMinute).toBe(9 * 60);
    expect(leg!.reason).toContain('a long leg, so at the start of the day');
  });

  it('a flight keeps airport access and check-in inside its door-to-door time and still arrives before dinner', () => {
    const [leg] = legs({ destinations: city('banff', 'toronto'), startDate: '2026-06-09', days: 5 });
    expect(leg!.mode).toBe('flight');
    expect(leg!.durationMinutes).toBeGreaterThanOrEqual(45 + 60 + 45 + 180);
    expect(leg!.reason).toMatch(/to arrive in \S+ before dinner/);
  });

  it('of a timetabled service, takes the departure nearest the one that fits the day', () => {
    const [leg] = legs({ destinations: city('madrid', 'barcelona'), startDate: '2026-05-12', days: 5 });
    expect(leg!.service).toBeDefined();
    expect(leg!.reason).toMatch(/the \d\d:\d\d service (leaves|is the one nearest)/);
    expect(leg!.startMinute).toBeGreaterThanOrEqual(12 * 60); // not the first train of the morning
  });
});

describe('re-planning a travel day whose two stretches both have visits', () => {
  it('keeps the day within the pace, as planning did (Porto → Lisbon leaving after lunch)', () => {
    const request = { destinations: city('lisbon', 'porto'), startDate: '2026-06-03', days: 4 };
    const res = planTrip(request, catalog, { relaxations: false });
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    const travelDay = res.plan.days.find((d) => d.items.some((i) => i.kind === 'transfer' && i.scope === 'intercity'));
    expect(travelDay).toBeDefined();
    const replanned = replanDay(request, res.plan, travelDay!.day, catalog);
    expect(replanned.status).toBe('ok');
    if (replanned.status !== 'ok') return;
    const day = replanned.plan.days.find((d) => d.day === travelDay!.day)!;
    expect(day.items.filter((i) => i.kind === 'visit').length).toBeLessThanOrEqual(4); // the normal pace's limit
  });
});
