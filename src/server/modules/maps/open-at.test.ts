import { describe, expect, it } from 'vitest';
import { isOpenAt, parseOpeningHours, wallTime } from '../../../core/places/opening';
import { curatedKnowledgeBase } from '../places/knowledge-base';

/**
 * The map's "open at" filter answers from each rule's open minutes of the day (worked out once per rule and date);
 * it must agree with the opening_hours library's own answer at that moment, for the curated places' real rules,
 * on ordinary days, holidays, Christmas and New Year, around midnight and at DST changes.
 */
describe('isOpenAt (open minutes per day)', () => {
  const kb = curatedKnowledgeBase();
  const every = kb.everyPlace;
  // Every 7th place, and every rule of the harder kinds: sun-dependent, seasonal or on given dates, holidays.
  const HARD = /sun|dawn|dusk|\bPH\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;
  const sample = every.filter(({ place }, i) => i % 7 === 0 || HARD.test(place.openingHours));
  const moments = [
    '2026-06-02T10:30',
    '2026-06-07T23:59',
    '2026-06-08T00:00',
    '2026-12-24T17:15',
    '2026-12-25T11:00',
    '2027-01-01T09:00',
    '2026-05-01T12:00',
    '2026-03-29T02:30',
    '2026-10-25T02:30',
    '2026-11-26T19:45',
    '2026-08-15T06:05',
  ];

  it('agrees with opening_hours.getState for the sampled curated rules at each moment', () => {
    let checked = 0;
    const disagreements: string[] = [];
    for (const local of moments) {
      // A wall time this process's zone skips (a DST change when TZ is not UTC) is shifted by the library's Date
      // reading; the per-day minutes answer for the place's own wall time, so only times that exist here are compared.
      const at = wallTime(local);
      if (at.getHours() !== Number(local.slice(11, 13))) continue;
      for (const { place: p, destination: d } of sample) {
        let expected: boolean;
        try {
          expected = parseOpeningHours(p.openingHours, d.country, p.coordinates).getState(wallTime(local));
        } catch {
          expected = false;
        }
        if (isOpenAt(p.openingHours, d.country, p.coordinates, local) !== expected) disagreements.push(`${p.id} ${local}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
    const rules = sample.map((x) => x.place.openingHours);
    expect(rules.filter((r) => /sun|dawn|dusk/.test(r)).length).toBeGreaterThan(5);
    expect(rules.filter((r) => HARD.test(r)).length).toBeGreaterThan(20);
    expect(disagreements).toEqual([]);
  });

  it('is closed for a rule that cannot be evaluated', () => {
    expect(isOpenAt('not a rule at all', 'FR', { lat: 48.86, lon: 2.34 }, '2026-06-02T10:30')).toBe(false);
    expect(isOpenAt('Mo-Su 09:00-18:00', 'FR', { lat: 48.86, lon: 2.34 }, '2026-06-02T17:59')).toBe(true);
    expect(isOpenAt('Mo-Su 09:00-18:00', 'FR', { lat: 48.86, lon: 2.34 }, '2026-06-02T18:00')).toBe(false);
  });
});
