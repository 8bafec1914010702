import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../data/load';
import { createCuratedCatalog } from './catalog/curated-catalog';
import { planTrip } from './index';

const rates = { PEN: 0.25 };
const dests = loadDestinations().filter((d) => d.currency === 'EUR' || d.currency in rates);
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates, holidays: loadHolidays(), links: loadTransportLinks() });

describe('a must-see that no day can hold', () => {
  it('counts the way there and back, and names the start a day would need (Rainbow Mountain from Cusco, days from noon)', () => {
    // The tour vans leave the trailhead by 14:00 (access data): a day that starts at noon leaves no 4-hour hike.
    const res = planTrip(
      {
        destinations: [{ kind: 'city', cityId: 'cusco' }],
        startDate: '2026-07-06',
        days: 4,
        mustSee: ['cusco-rainbow-mountain'],
        pace: { preset: 'balanced', dayStart: '12:00' },
      },
      catalog,
    );
    expect(res.status).toBe('infeasible');
    if (res.status !== 'infeasible') return;
    const msg = res.conflicts[0]?.message ?? '';
    expect(msg).toMatch(/^Vinicunca \(Rainbow Mountain\) needs 240 min plus \d h \d+ min each way from Cusco, which never fits/);
    // Not "start your days earlier" in general: the start named is one that would actually hold the day trip.
    expect(msg).toMatch(/start your days by 10:00 or drop it from the must-sees$/);
    expect(res.relaxations.map((r) => r.description)).toContain('drop Vinicunca (Rainbow Mountain) from the must-sees');
    for (const r of res.relaxations) expect(planTrip(r.request!, catalog, { relaxations: false }).status).toBe('ok');
  });
});
