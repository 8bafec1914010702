import type { MealKind, Pace, PacePreset } from './schema';
import { parseHHMM } from '../time/dates';

/** A ride of an hour or more (a day trip's train back, a tour's minibus) is itself a sit-down: no break is owed after it. */
export const RESTFUL_RIDE_MINUTES = 60;

/**
 * The break the pace asks for between two stops joined by a leg of `legMinutes` (planner, edits and checker alike):
 * none next to a meal (the meal is the sit-down) or after a long ride; otherwise the pace's `breakMinutes`.
 */
export function breakOwed(breakMinutes: number, legMinutes: number, besideMeal = false): number {
  return besideMeal || legMinutes >= RESTFUL_RIDE_MINUTES ? 0 : breakMinutes;
}

export interface ResolvedPace {
  dayStart: number; // minutes since midnight
  /** The traveller set `dayStart`: even a day trip's visit waits for it (earliestVisitStart), only its ride out may not. */
  dayStartStated?: true;
  dayEnd: number;
  minActivities: number;
  maxActivities: number;
  breakMinutes: number;
  meals: MealKind[];
  travelDaysFull: boolean;
}

const PRESETS: Record<PacePreset, ResolvedPace> = {
  relaxed: {
    dayStart: 570,
    dayEnd: 1290,
    minActivities: 0,
    maxActivities: 2,
    breakMinutes: 30,
    meals: ['lunch', 'dinner'],
    travelDaysFull: false,
  },
  balanced: {
    dayStart: 540,
    dayEnd: 1320,
    minActivities: 1,
    maxActivities: 4,
    breakMinutes: 15,
    meals: ['lunch', 'dinner'],
    travelDaysFull: false,
  },
  packed: {
    dayStart: 480,
    dayEnd: 1380,
    minActivities: 2,
    maxActivities: 6,
    breakMinutes: 0,
    meals: ['breakfast', 'lunch', 'dinner'],
    travelDaysFull: false,
  },
};

/** Meal start windows (local minutes). A meal "at meal time" starts inside its window. */
export const MEAL_WINDOWS: Record<MealKind, readonly [number, number]> = {
  breakfast: [420, 630],
  lunch: [690, 870],
  dinner: [1080, 1290],
};

/** Shortest realistic sit-down for each meal (minutes); a shorter listing is stretched to this. */
export const MEAL_MIN_MINUTES: Record<MealKind, number> = { breakfast: 20, lunch: 45, dinner: 75 };
/** When the traveller asks for quick meals. */
export const QUICK_MEAL_MIN_MINUTES: Record<MealKind, number> = { breakfast: 15, lunch: 20, dinner: 30 };

export function mealMinutes(meal: MealKind, listed: number, quick = false): number {
  return Math.max(listed, (quick ? QUICK_MEAL_MIN_MINUTES : MEAL_MIN_MINUTES)[meal]);
}

/** A gap between two items of a day longer than this is either filled or shown as named free time. */
export const MAX_IDLE_MINUTES = 90;

/** The local meal window of a city (its country's customs), or the general one. */
export function mealWindow(city: { mealWindows?: Partial<Record<MealKind, readonly [number, number]>> } | undefined, meal: MealKind) {
  return city?.mealWindows?.[meal] ?? MEAL_WINDOWS[meal];
}

/**
 * A day trip's ride out that leaves the lodging before the city's breakfast time (the 06:00 train towards Machu
 * Picchu): breakfast is had at the lodging or on the way, so no restaurant breakfast is owed that day.
 */
export function leavesBeforeBreakfast(city: Parameters<typeof mealWindow>[0], departMinute: number): boolean {
  return departMinute < mealWindow(city, 'breakfast')[0];
}

/**
 * Whether a restaurant serves `meal` as the traveller wants it: it lists the meal, and a counter (bakery, slice
 * shop, street stall: `counter`) serves lunch or dinner only when quick meals are asked for.
 */
export function servesMeal(r: { meals?: MealKind[]; counter?: boolean }, meal: MealKind, quick = false): boolean {
  if (r.meals && !r.meals.includes(meal)) return false;
  return meal === 'breakfast' || quick || !r.counter;
}

export function resolvePace(pace: Pace): ResolvedPace {
  const p = PRESETS[pace.preset];
  // A stated maximum below the preset's minimum ("at most 1 visit a day" at a packed pace) lowers the minimum too.
  const max = pace.maxActivitiesPerDay;
  const minActivities = pace.minActivitiesPerDay ?? (max !== undefined ? Math.min(p.minActivities, max) : p.minActivities);
  return {
    dayStart: pace.dayStart ? parseHHMM(pace.dayStart) : p.dayStart,
    ...(pace.dayStart ? { dayStartStated: true as const } : {}),
    dayEnd: pace.dayEnd ? parseHHMM(pace.dayEnd) : p.dayEnd,
    minActivities,
    maxActivities: Math.max(minActivities, pace.maxActivitiesPerDay ?? p.maxActivities),
    breakMinutes: pace.breakMinutes ?? p.breakMinutes,
    meals: [...(pace.meals ?? p.meals)].sort((a, b) => MEAL_WINDOWS[a][0] - MEAL_WINDOWS[b][0]),
    travelDaysFull: pace.travelDaysFull ?? p.travelDaysFull,
  };
}

/**
 * Whether a day trip's meal (its access `meals`: a tour's stop on the road, or a lunch there) falls at meal time:
 * a sit-down of the meal's shortest length can start inside the city's meal window while the traveller is out. A
 * lunch there (`lunchThere`) happens during the visit; a tour's meal anywhere between leaving the city and getting
 * back. One rule for the planner (day-scheduler.ts) and the checker (checks-day-shape.ts).
 */
export function excursionMealOnTime(
  city: Parameters<typeof mealWindow>[0],
  meal: MealKind,
  access: { minutes: number; meals?: readonly MealKind[]; lunchThere?: true },
  visit: { start: number; end: number },
): boolean {
  if (!access.meals?.includes(meal)) return false;
  const there = meal === 'lunch' && access.lunchThere === true;
  const from = there ? visit.start : visit.start - access.minutes;
  const to = there ? visit.end : visit.end + access.minutes;
  const [w0, w1] = mealWindow(city, meal);
  return Math.max(from, w0) <= Math.min(w1, to - MEAL_MIN_MINUTES[meal]);
}
