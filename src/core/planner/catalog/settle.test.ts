import { describe, expect, it } from 'vitest';
import { loadDestinations, loadHolidays, loadTransportLinks } from '../../../../data/load';
import { planTrip } from '../index';
import { createCuratedCatalog } from './curated-catalog';

const dests = loadDestinations().filter((d) => ['rome', 'florence'].includes(d.id));
const catalog = createCuratedCatalog(dests, { currency: 'EUR', rates: {}, holidays: loadHolidays(), links: loadTransportLinks() });

describe("a morning is the traveller's, not a gap", () => {
  it('the first items of a day move later rather than leave the morning with a long rest after them', () => {
    // Seen in use: "Rome and Florence, 5 days in May for two, under €2,500, love art" planned day 1 (1 May, Labour
    // Day) as Piazza Navona 09:02–09:32, then "Rest at the hotel" until noon.
    const res = planTrip(
      {
        destinations: [
          { kind: 'city', cityId: 'rome' },
          { kind: 'city', cityId: 'florence' },
        ],
        startDate: '2027-05-01',
        days: 5,
        travellers: { adults: 2, childAges: [], pets: 0 },
        budget: { amount: 250_000, currency: 'EUR' },
        interests: [{ tag: 'art' }],
      },
      catalog,
      { relaxations: false },
    );
    if (res.status !== 'ok') throw new Error(res.status);
    expect(res.report.feasible).toBe(true);
    for (const day of res.plan.days) {
      const places = day.items.filter((i) => i.kind !== 'transfer');
      const firstEnd = places[0]?.endMinute;
      // No named free time or rest right after the day's first place (the morning block moved up to it instead).
      expect(day.freeTime?.some((f) => f.startMinute === firstEnd) ?? false, `day ${day.day}`).toBe(false);
    }
  });
});
