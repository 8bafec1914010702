import { mealWindow, MEAL_MIN_MINUTES } from '../trip-request/pace';
import type { MealKind } from '../trip-request/schema';

/**
 * The stretches of a day a long visit could use around the day's required meals: before each meal's latest
 * start, and from each meal's earliest end. A visit that fits none of them (a 7-hour day trip between a
 * Spanish lunch and dinner) cannot be a day's visit, so it must not be kept aside for a later day.
 */
export function mealFreeStretches(
  city: Parameters<typeof mealWindow>[0],
  meals: readonly MealKind[],
  dayStart: number,
  dayEnd: number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let cursor = dayStart;
  for (const meal of [...meals].sort((a, b) => mealWindow(city, a)[0] - mealWindow(city, b)[0])) {
    const [w0, w1] = mealWindow(city, meal);
    const len = MEAL_MIN_MINUTES[meal];
    out.push([cursor, Math.min(w1, dayEnd - len)]);
    cursor = Math.max(cursor, w0) + len;
  }
  out.push([cursor, dayEnd]);
  return out.filter(([a, b]) => b > a);
}
