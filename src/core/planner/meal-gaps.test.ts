import { describe, expect, it } from 'vitest';
import { mealFreeStretches } from './meal-gaps';

describe('mealFreeStretches', () => {
  const spain = { mealWindows: { lunch: [810, 930] as const, dinner: [1200, 1350] as const } };

  it('leaves the morning up to the latest lunch, the afternoon up to the latest dinner, and the evening', () => {
    // 09:00-22:00 in Seville: lunch starts 13:30-15:30 (45 min), dinner 20:00 until 22:00 - 75 min.
    expect(mealFreeStretches(spain, ['lunch', 'dinner'], 540, 1320)).toEqual([
      [540, 930],
      [855, 1245],
      [1275, 1320],
    ]);
  });

  it('has no stretch long enough for a 7-hour day trip on a day with lunch and dinner', () => {
    const longest = Math.max(...mealFreeStretches(spain, ['lunch', 'dinner'], 540, 1320).map(([a, b]) => b - a));
    expect(longest).toBeLessThan(420);
    expect(mealFreeStretches(spain, [], 540, 1320)).toEqual([[540, 1320]]);
  });
});
