import { describe, expect, it } from 'vitest';
import {
  commonsenseEval,
  isNotAbsent,
  isReasonableVisitingCity,
  isValidAccommodation,
  isValidAttractions,
  isValidCitySequence,
  isValidInformationInCurrentCity,
  isValidInformationInSandbox,
  isValidRestaurants,
  isValidTransportation,
} from './commonsense';
import { buildDb, buildPlan, buildQuery } from './test-fixtures';
import type { PlanDayEntry } from './types';

const db = buildDb();
const q = buildQuery();
const edit = (day: number, patch: PlanDayEntry): PlanDayEntry[] => buildPlan().map((d, i) => (i === day - 1 ? { ...d, ...patch } : d));

describe('commonsense checks (literal port of commonsense_constraint.py)', () => {
  it('passes every check on a well-formed plan', () => {
    const result = commonsenseEval(q, buildPlan(), db);
    for (const [key, verdict] of Object.entries(result)) expect([key, verdict[0]]).toEqual([key, true]);
  });

  it('Reasonable City Route: fails when day 1 does not leave from the origin or the loop is not closed', () => {
    expect(isReasonableVisitingCity(q, edit(1, { current_city: 'from Lakeside to Lakeside' }), db)[0]).toBe(false);
    expect(isReasonableVisitingCity(q, edit(3, { current_city: 'from Lakeside to Far Away' }), db)).toEqual([
      false,
      'The trip should be a closed circle.',
    ]);
  });

  it('Reasonable City Route: for trips over 3 days, intermediate cities must be in the destination state', () => {
    const long = buildQuery({ days: 4, dest: 'Michigan', date: ['a', 'b', 'c', 'd'] });
    const plan = [...buildPlan().slice(0, 2), { ...buildPlan()[1]!, days: 3 }, { ...buildPlan()[2]!, days: 4 }];
    expect(isReasonableVisitingCity(long, plan, db)).toEqual([true, null]);
    expect(isReasonableVisitingCity({ ...long, dest: 'Ohio' }, plan, db)).toEqual([false, 'Lakeside is not in Ohio.']);
  });

  it('city sequence: an intermediate city seen once, or revisited, is invalid', () => {
    expect(isValidCitySequence(['A', 'B', 'B', 'A'])).toBe(true);
    expect(isValidCitySequence(['A', 'B', 'A'])).toBe(false);
    expect(isValidCitySequence(['A', 'B', 'B', 'C', 'C', 'B', 'B', 'A'])).toBe(false);
  });

  it('Diverse Restaurants: the same restaurant twice fails', () => {
    expect(isValidRestaurants(q, buildPlan())).toEqual([true, null]);
    expect(isValidRestaurants(q, edit(2, { lunch: 'Blue Fish, Lakeside' }))[0]).toBe(false);
  });

  it('Diverse Attractions: the same attraction twice fails (entries are ";"-terminated)', () => {
    expect(isValidAttractions(q, buildPlan())).toEqual([true, null]);
    expect(isValidAttractions(q, edit(2, { attraction: 'Harbor Park, Lakeside;Lake Museum, Lakeside;' }))[0]).toBe(false);
  });

  it('Non-conflicting Transportation: day 1 needs transport; self-driving cannot mix with flights', () => {
    expect(isValidTransportation(q, edit(1, { transportation: '-' }))[0]).toBe(false);
    const mixed = edit(3, { transportation: 'Self-driving, from Lakeside to Springfield, duration: 3 hours, cost: 51' });
    expect(isValidTransportation(q, mixed)).toEqual([false, 'The transportation is conflicting.']);
    const taxi = edit(3, { transportation: 'Taxi, from Lakeside to Springfield' });
    expect(isValidTransportation(q, taxi)).toEqual([true, null]);
  });

  it('Within Current City: a meal in another city fails on a travel day', () => {
    expect(isValidInformationInCurrentCity(q, edit(1, { lunch: 'Home Diner, Chicago' }))[0]).toBe(false);
  });

  it('Within Current City: on a non-travel day each character of the city is tested (Python quirk kept)', () => {
    // "Home Diner, Springfield" shares letters with "Lakeside", so the official code lets it through.
    expect(isValidInformationInCurrentCity(q, edit(2, { dinner: 'Home Diner, Springfield' }))).toEqual([true, null]);
    expect(isValidInformationInCurrentCity(q, edit(2, { dinner: 'Xyz, QQQ' }))[0]).toBe(false);
  });

  it('Within Sandbox: unknown flight, restaurant, attraction, stay or an undrivable pair fails', () => {
    expect(isValidInformationInSandbox(q, buildPlan(), db)).toEqual([true, null]);
    const wrongFlight = edit(1, { transportation: 'Flight Number: F999, from Springfield to Lakeside' });
    expect(isValidInformationInSandbox(q, wrongFlight, db)[0]).toBe(false);
    // A real flight number on the wrong route is also a hallucination.
    const wrongRoute = edit(1, { transportation: 'Flight Number: F200, from Springfield to Lakeside' });
    expect(isValidInformationInSandbox(q, wrongRoute, db)[0]).toBe(false);
    expect(isValidInformationInSandbox(q, edit(2, { lunch: 'Imaginary Bistro, Lakeside' }), db)[0]).toBe(false);
    expect(isValidInformationInSandbox(q, edit(2, { attraction: 'Moon Base, Lakeside;' }), db)[0]).toBe(false);
    expect(isValidInformationInSandbox(q, edit(1, { accommodation: 'Cozy Loft, Springfield' }), db)[0]).toBe(false);
    const tooFar = edit(3, { current_city: 'from Lakeside to Far Away', transportation: 'Self-driving, from Lakeside to Far Away' });
    expect(isValidInformationInSandbox(q, tooFar, db)[0]).toBe(false);
  });

  it('Within Sandbox: names match as substrings of a row in the same city (str.contains)', () => {
    expect(isValidInformationInSandbox(q, edit(2, { lunch: 'Pasta, Lakeside' }), db)).toEqual([true, null]);
    expect(isValidInformationInSandbox(q, edit(2, { lunch: 'pasta place, Lakeside' }), db)[0]).toBe(false);
    // Regex metacharacters are escaped: "(" is a literal character.
    expect(isValidInformationInSandbox(q, edit(2, { lunch: 'Pasta (Place, Lakeside' }), db)[0]).toBe(false);
  });

  it('Minimum Nights: a stay shorter than the listing minimum fails', () => {
    expect(isValidAccommodation(q, buildPlan(), db)).toEqual([true, null]);
    const short = edit(2, { accommodation: 'Long Stay Flat, Lakeside' });
    expect(isValidAccommodation(q, short, db)[0]).toBe(false);
    const bothNights = buildPlan().map((d, i) => (i < 2 ? { ...d, accommodation: 'Long Stay Flat, Lakeside' } : d));
    expect(isValidAccommodation(q, bothNights, db)[0]).toBe(false);
  });

  it('Complete Information: missing meals on a full day, a missing key or the wrong day count fails', () => {
    expect(isNotAbsent(q, buildPlan())).toEqual([true, null]);
    expect(isNotAbsent(q, edit(2, { lunch: '-' }))).toEqual([false, 'No meal in day 2 is not allowed.']);
    expect(isNotAbsent(q, edit(2, { attraction: '-' }))[0]).toBe(false);
    expect(isNotAbsent(q, buildPlan().slice(0, 2))).toEqual([false, 'Invalid Days']);
    const noKey = buildPlan();
    delete noKey[1]!.dinner;
    expect(isNotAbsent(q, noKey)[0]).toBe(false);
    expect(isNotAbsent({ ...q, visiting_city_number: 2 }, buildPlan())).toEqual([false, 'Invalid City Number']);
  });

  it('turns what would be a Python exception into a failed check', () => {
    const broken = edit(1, { current_city: 'from nowhere' });
    const result = commonsenseEval(q, broken, db);
    expect(result.is_reasonable_visiting_city[0]).toBe(false);
    expect(result.is_reasonable_visiting_city[1]).toMatch(/evaluator error/);
  });
});
