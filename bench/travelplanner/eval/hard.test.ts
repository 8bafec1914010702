import { describe, expect, it } from 'vitest';
import { hardEval, isValidCuisine, isValidRoomRule, isValidRoomType, isValidTransportationHard, totalCost } from './hard';
import { aggregate, hardDenominator, scoreQuery } from './metrics';
import { buildDb, buildPlan, buildQuery } from './test-fixtures';
import type { PlanDayEntry, TpLocalConstraint } from './types';

const db = buildDb();
const withConstraint = (lc: Partial<TpLocalConstraint>, level: 'medium' | 'hard' = 'hard') =>
  buildQuery({ level, local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: null, ...lc } });
const edit = (day: number, patch: PlanDayEntry): PlanDayEntry[] => buildPlan().map((d, i) => (i === day - 1 ? { ...d, ...patch } : d));
const nights = (name: string) => buildPlan().map((d, i) => (i < 2 ? { ...d, accommodation: `${name}, Lakeside` } : d));

describe('hard checks (literal port of hard_constraint.py)', () => {
  it('Budget: flights x people, meals x people, lodging x ceil(people / occupancy) per night', () => {
    // (200 + 150) * 2 + (20 + 15 + 10 + 30 + 25) * 2 + 100 * 1 * 2 nights
    expect(totalCost(buildQuery(), buildPlan(), db)).toBe(1100);
    expect(hardEval(buildQuery({ budget: 1100 }), buildPlan(), db).valid_cost).toEqual([true, null]);
    expect(hardEval(buildQuery({ budget: 1099 }), buildPlan(), db).valid_cost).toEqual([false, null]);
  });

  it('Budget: self-driving costs int(km * 0.05) per car of 5, taxi int(km) per car of 4', () => {
    const drive = edit(1, { transportation: 'Self-driving, from Springfield to Lakeside' });
    const q5 = buildQuery({ people_number: 6 });
    // flight back 150 * 6; drive int(321 * .05) = 16 * 2 cars; meals 100 * 6; lodging 100 * 3 rooms * 2
    expect(totalCost(q5, drive, db)).toBe(900 + 32 + 600 + 600);
    const taxi = edit(3, { transportation: 'Taxi, from Lakeside to Springfield' });
    // int(1021.5) = 1021 per taxi of 4: 2 taxis for 6 people
    expect(totalCost(q5, taxi, db)).toBe(1200 + 2042 + 600 + 600);
  });

  it('Room Rule: a stay forbidding what was asked fails; null is not applicable', () => {
    expect(isValidRoomRule(buildQuery(), buildPlan(), db)).toEqual([null, null]);
    expect(isValidRoomRule(withConstraint({ 'house rule': 'pets' }), buildPlan(), db)).toEqual([true, null]);
    expect(isValidRoomRule(withConstraint({ 'house rule': 'smoking' }), buildPlan(), db)[0]).toBe(false);
  });

  it('Room Rule: "parties" is never checked by the official code (it compares with "parities")', () => {
    const q = withConstraint({ 'house rule': 'parties' });
    expect(isValidRoomRule(q, nights('Shared Bunk'), db)).toEqual([true, null]);
    expect(isValidRoomRule(q, nights('Shared Bunk'), db, { strictParties: true })[0]).toBe(false);
  });

  it('Room Type: shared / not shared / private / entire', () => {
    expect(isValidRoomType(withConstraint({ 'room type': 'entire room' }), buildPlan(), db)).toEqual([true, null]);
    expect(isValidRoomType(withConstraint({ 'room type': 'private room' }), buildPlan(), db)[0]).toBe(false);
    expect(isValidRoomType(withConstraint({ 'room type': 'not shared room' }), nights('Shared Bunk'), db)[0]).toBe(false);
    expect(isValidRoomType(withConstraint({ 'room type': 'shared room' }), nights('Shared Bunk'), db)).toEqual([true, null]);
  });

  it('Cuisine: every requested cuisine among meals outside the origin', () => {
    expect(isValidCuisine(withConstraint({ cuisine: ['Mexican', 'Italian'] }), buildPlan(), db)).toEqual([true, null]);
    expect(isValidCuisine(withConstraint({ cuisine: ['French'] }), buildPlan(), db)).toEqual([
      false,
      'The cuisine French is not satisfied.',
    ]);
    expect(isValidCuisine(buildQuery(), buildPlan(), db)).toEqual([null, null]);
  });

  it('Cuisine: a meal in the origin city skips the rest of that day (Python `continue` kept)', () => {
    const plan = edit(2, { breakfast: 'Home Diner, Springfield' });
    // Pasta Place (Italian) is day 2's lunch, which the official loop never reaches.
    expect(isValidCuisine(withConstraint({ cuisine: ['Italian'] }), plan, db)[0]).toBe(false);
  });

  it('Transportation: "no flight" fails on a flight; "no self-driving" passes', () => {
    expect(isValidTransportationHard(withConstraint({ transportation: 'no flight' }), buildPlan())[0]).toBe(false);
    expect(isValidTransportationHard(withConstraint({ transportation: 'no self-driving' }), buildPlan())).toEqual([true, null]);
  });
});

describe('metrics (eval.py)', () => {
  it('gates hard checks on Complete Information and Within Sandbox; no hard result fails both macros', () => {
    const q = withConstraint({ cuisine: ['Mexican'] });
    const good = scoreQuery(q, buildPlan(), db);
    const hallucinated = scoreQuery(q, edit(2, { lunch: 'Imaginary Bistro, Lakeside' }), db);
    const empty = scoreQuery(q, [], db);
    expect(hallucinated.hard).toBeNull();
    const s = aggregate([good, hallucinated, empty]);
    expect(s.delivered).toBe(2);
    expect(s.commonsensePassed).toBe(8 + 7);
    expect(s.commonsenseTotal).toBe(24);
    expect(s.hardPassed).toBe(2); // good: cost + cuisine; None verdicts do not count
    expect(s.hardTotal).toBe(6);
    expect([s.commonsenseMacro, s.hardMacro, s.finalPassed]).toEqual([1, 1, 1]);
    expect(s.finalPassRate).toBeCloseTo(1 / 3);
  });

  it('counts None as a pass for macro rates and medium transportation outside the denominator', () => {
    const medium = withConstraint({ 'room type': 'entire room', transportation: 'no self-driving' }, 'medium');
    expect(hardDenominator([medium, buildQuery()])).toBe(3);
    const s = aggregate([scoreQuery(medium, buildPlan(), db)]);
    expect(s.hardMacro).toBe(1);
  });
});
