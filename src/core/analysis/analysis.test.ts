import { describe, expect, it } from 'vitest';
import type { Destination } from '../places/schema';
import { analyseDestination } from './destination';
import { publicHolidays } from './holidays';

const month = (m: number, highC: number, rainyDays: number) => ({ month: m, highC, lowC: highC - 8, precipMm: rainyDays * 8, rainyDays });
const place = (id: string, category: Destination['places'][number]['category'], openingHours: string) => ({
  id,
  name: `Place ${id}`,
  coordinates: { lat: 38.7, lon: -9.1 },
  category,
  tags: [],
  visitMinutes: 60,
  openingHours,
  price: 0,
  popularity: 50,
  stepFree: null,
  familyFriendly: null,
  description: 'A place for the test.',
});
const lisbon = {
  id: 'testville',
  name: 'Testville',
  country: 'PT',
  geonameId: 1,
  continent: 'europe',
  kind: 'city',
  coordinates: { lat: 38.7, lon: -9.1 },
  radiusKm: 10,
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
  languages: ['pt'],
  description: 'x'.repeat(40),
  climate: Array.from({ length: 12 }, (_, i) => month(i + 1, i >= 4 && i <= 8 ? 26 : 14, i >= 4 && i <= 8 ? 2 : 11)),
  costs: {
    lodgingPerNight: { budget: 6000, mid: 12000, upscale: 30000 },
    meal: { budget: 1000, mid: 2000, upscale: 5000 },
    transitDayPass: 700,
  },
  bestMonths: [9, 5],
  neighbourhoods: [],
  airports: ['LIS'],
  sources: ['test'],
  places: [
    place('a', 'museum', 'Tu-Su 10:00-18:00; Mo off'),
    place('b', 'museum', 'Mo-Su 09:00-18:00'),
    place('c', 'food', 'Tu-Su 12:00-22:00'),
    place('d', 'nature', '24/7'),
  ],
} as Destination;

describe('analyseDestination', () => {
  const a = analyseDestination(lisbon, { currency: 'USD', rate: 1.16, today: '2026-11-26' });

  it('prices a day per person by travel style in the chosen currency (minor units)', () => {
    // mid: 120.00 / 2 + 2 × 20.00 + 7.00 = 107.00 EUR → × 1.16 = 124.12 USD
    expect(a.dailyCost.mid).toBe(12412);
    expect(a.dailyCost.budget).toBeLessThan(a.dailyCost.mid);
    expect(a.dailyCost.upscale).toBeGreaterThan(a.dailyCost.mid);
    expect(analyseDestination(lisbon, { currency: 'JPY', rate: 170, today: '2026-11-26' }).dailyCost.mid).toBe(18190);
  });

  it('gives the climate by month, the place mix and the best months in order with reasons', () => {
    expect(a.climate).toHaveLength(12);
    expect(a.categories).toEqual([
      { category: 'museum', count: 2 },
      { category: 'nature', count: 1 },
      { category: 'food', count: 1 },
    ]);
    expect(a.bestMonths.map((m) => m.month)).toEqual([5, 9]);
    expect(a.bestMonths[0]!.reasons).toEqual(['chosen by our curators', 'pleasant highs around 26 °C', 'few rainy days (2)']);
  });

  it('counts weekday closures of sights (not restaurants) and lists the coming public holidays', () => {
    expect(a.closures).toEqual([{ weekday: 0, closed: 1, of: 3 }]);
    expect(a.holidays!.length).toBeGreaterThan(5);
    expect(a.holidays!.every((h) => h.date >= '2026-11-26' && h.date < '2027-11-26')).toBe(true);
    expect(a.holidays!.map((h) => h.date)).toContain('2026-12-25');
  });
});

describe('publicHolidays', () => {
  it('is empty for a country without a table rather than failing', () => {
    expect(publicHolidays('ZZ', '2026-01-01', '2027-01-01')).toEqual([]);
    expect(publicHolidays('TH', '2026-01-01', '2027-01-01')).toEqual([]);
  });
});
