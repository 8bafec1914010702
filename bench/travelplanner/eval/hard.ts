import { accommodationsMatching, distanceCost, flightsByNumber, restaurantsMatching } from './lookups';
import type { SandboxDb } from './sandbox';
import { extractFromTo, getValidNameCity, truthy } from './text';
import type { HardResult, PlanDayEntry, TpQuery, Verdict } from './types';

/**
 * The 5 hard checks of evaluation/hard_constraint.py, ported literally. Quirks kept:
 * - the house-rule check compares against 'parities', so a "parties" request never fails (see `strictParties`);
 * - Cuisine skips the rest of a day once a meal is in the origin city (`continue` in the Python loop);
 * - a flight's cost is looked up by its number alone.
 */
type Day = PlanDayEntry;
const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
const filled = (v: unknown): v is string => truthy(v) && v !== '-';
const days = (q: TpQuery, plan: Day[]): Day[] => plan.slice(0, Math.min(q.days, plan.length));

export interface HardOptions {
  /** Check "parties" like the other house rules (the official code never does). Default false. */
  strictParties?: boolean;
}

export function totalCost(q: TpQuery, plan: Day[], db: SandboxDb): number {
  let total = 0;
  const people = q.people_number;
  for (const unit of days(q, plan)) {
    const t = unit.transportation;
    if (filled(t)) {
      let [org, dest] = extractFromTo(t);
      if (org === null || dest === null) [org, dest] = extractFromTo(String(unit.current_city));
      if (org !== null && dest !== null) {
        const lower = t.toLowerCase();
        if (lower.includes('flight number')) {
          const number = (t.split('Flight Number: ')[1] ?? '').split(',')[0]!;
          const rows = flightsByNumber(db, number);
          if (rows.length > 0) total += rows[0]!.price * people;
        } else if (lower.includes('self-driving')) {
          total += (distanceCost(db, org, dest, 'self-driving') ?? 0) * Math.ceil(people / 5);
        } else if (lower.includes('taxi')) {
          total += (distanceCost(db, org, dest, 'taxi') ?? 0) * Math.ceil(people / 4);
        }
      }
    }
    for (const meal of MEALS) {
      const v = unit[meal];
      if (filled(v)) {
        const [name, city] = getValidNameCity(v);
        const rows = restaurantsMatching(db, name, city);
        if (rows.length > 0) total += rows[0]!.averageCost * people;
      }
    }
    if (filled(unit.accommodation)) {
      const [name, city] = getValidNameCity(unit.accommodation);
      const rows = accommodationsMatching(db, name, city);
      if (rows.length > 0) total += rows[0]!.price * Math.ceil(people / rows[0]!.maximumOccupancy);
    }
  }
  return total;
}

export function isValidRoomRule(q: TpQuery, plan: Day[], db: SandboxDb, opts: HardOptions = {}): Verdict {
  const rule = q.local_constraint['house rule'];
  if (rule === null) return [null, null];
  const forbidden: Record<string, string> = {
    smoking: 'No smoking',
    [opts.strictParties ? 'parties' : 'parities']: 'No parties',
    'children under 10': 'No children under 10',
    visitors: 'No visitors',
    pets: 'No pets',
  };
  for (const unit of days(q, plan)) {
    if (!filled(unit.accommodation)) continue;
    const [name, city] = getValidNameCity(unit.accommodation);
    const rows = accommodationsMatching(db, name, city);
    const words = forbidden[rule];
    if (rows.length > 0 && words && rows[0]!.houseRules.includes(words)) return [false, `The house rule should be ${rule}.`];
  }
  return [true, null];
}

export function isValidCuisine(q: TpQuery, plan: Day[], db: SandboxDb): Verdict {
  const wanted = q.local_constraint.cuisine;
  if (!wanted || wanted.length === 0) return [null, null];
  const found = new Set<string>();
  for (const unit of days(q, plan)) {
    for (const meal of MEALS) {
      const v = unit[meal];
      if (!filled(v)) continue;
      const [name, city] = getValidNameCity(v);
      if (city === q.org) break; // Python's `continue` of the day loop: the day's later meals are skipped too
      const rows = restaurantsMatching(db, name, city);
      if (rows.length > 0) for (const c of wanted) if (rows[0]!.cuisines.includes(c)) found.add(c);
    }
  }
  if (found.size === wanted.length) return [true, null];
  const missing = wanted.find((c) => !found.has(c));
  return [false, `The cuisine ${missing ?? wanted.join(', ')} is not satisfied.`];
}

export function isValidTransportationHard(q: TpQuery, plan: Day[]): Verdict {
  const rule = q.local_constraint.transportation;
  if (rule === null) return [null, null];
  for (const unit of days(q, plan)) {
    const t = unit.transportation;
    if (!filled(t)) continue;
    if ((rule === 'no flight' && t.includes('Flight')) || (rule === 'no self-driving' && t.includes('Self-driving'))) {
      return [false, `The transportation should not be ${rule}.`];
    }
  }
  return [true, null];
}

export function isValidRoomType(q: TpQuery, plan: Day[], db: SandboxDb): Verdict {
  const need = q.local_constraint['room type'];
  if (need === null) return [null, null];
  for (const unit of days(q, plan)) {
    if (!filled(unit.accommodation)) continue;
    const [name, city] = getValidNameCity(unit.accommodation);
    const rows = accommodationsMatching(db, name, city);
    if (rows.length === 0) continue;
    const type = rows[0]!.roomType;
    const bad =
      (need === 'not shared room' && type === 'Shared room') ||
      (need === 'shared room' && type !== 'Shared room') ||
      (need === 'private room' && type !== 'Private room') ||
      (need === 'entire room' && type !== 'Entire home/apt');
    if (bad) return [false, `The room type should be ${need}.`];
  }
  return [true, null];
}

export function hardEval(q: TpQuery, plan: Day[], db: SandboxDb, opts: HardOptions = {}): HardResult {
  return {
    valid_cuisine: isValidCuisine(q, plan, db),
    valid_room_rule: isValidRoomRule(q, plan, db, opts),
    valid_transportation: isValidTransportationHard(q, plan),
    valid_room_type: isValidRoomType(q, plan, db),
    valid_cost: [totalCost(q, plan, db) <= q.budget, null],
  };
}
