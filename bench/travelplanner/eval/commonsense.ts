import { accommodationsMatching, attractionsMatching, distanceCost, restaurantsMatching } from './lookups';
import type { SandboxDb } from './sandbox';
import {
  countConsecutive,
  extractBeforeParenthesis as ebp,
  extractFromTo,
  getValidNameCity,
  pyIn,
  transportationMatch,
  truthy,
} from './text';
import type { CommonsenseResult, PlanDayEntry, TpQuery, Verdict } from './types';

/**
 * The 8 commonsense checks of evaluation/commonsense_constraint.py, ported literally, quirks included
 * (they decide which plans pass, so "fixing" them would make our numbers incomparable):
 * - on a non-travel day the "city list" is the city string itself, so Within Current City tests each of
 *   its characters (and the accommodation against its last character);
 * - `days` and `current_city` count towards the 50% filled-in rule;
 * - Reasonable City Route only checks the origin when day 1 is a travel day.
 * Where Python would raise (e.g. a missing key), the check fails with the error as its message.
 */
type Day = PlanDayEntry;
const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
const NOT_NEEDED = "You don't need to fill in the information for this or later days.";

const has = (d: Day, k: string): boolean => Object.prototype.hasOwnProperty.call(d, k);
const field = (d: Day, k: string): string => {
  if (!has(d, k)) throw new Error(`KeyError: '${k}'`);
  return d[k] as string;
};
const filled = (v: unknown): v is string => truthy(v) && v !== '-';
const days = (q: TpQuery, plan: Day[]): Day[] => plan.slice(0, Math.min(q.days, plan.length));

export function isValidCitySequence(cities: string[]): boolean {
  if (cities.length < 3) return false;
  const visited = new Set<string>();
  let i = 0;
  while (i < cities.length) {
    const city = cities[i]!;
    if (visited.has(city) && i !== 0 && i !== cities.length - 1) return false;
    let count = 0;
    while (i < cities.length && cities[i] === city) {
      count++;
      i++;
    }
    if (count === 1 && i - 1 > 0 && i - 1 < cities.length - 1) return false;
    visited.add(city);
  }
  return true;
}

export function isReasonableVisitingCity(q: TpQuery, plan: Day[], db: SandboxDb): Verdict {
  const list: string[] = [];
  for (const [i, unit] of days(q, plan).entries()) {
    const value = field(unit, 'current_city');
    if (pyIn('from', value)) {
      const [a, b] = extractFromTo(value);
      const c1 = ebp(a);
      const c2 = ebp(b);
      if (i === 0 && c1 !== q.org) return [false, `The first day's city should be ${q.org}.`];
      list.push(c1, c2);
    } else list.push(ebp(value));
  }
  if (list.length === 0) throw new Error('IndexError: list index out of range');
  if (list[0] !== list[list.length - 1]) return [false, 'The trip should be a closed circle.'];
  if (!isValidCitySequence(list)) return [false, 'The city sequence is invalid.'];
  for (const [idx, city] of list.entries()) {
    if (!db.cityState.has(city)) return [false, `${city} is not a valid city.`];
    if (idx !== 0 && idx !== list.length - 1 && q.days > 3 && db.cityState.get(city) !== q.dest) {
      return [false, `${city} is not in ${q.dest}.`];
    }
  }
  return [true, null];
}

export function isValidRestaurants(q: TpQuery, plan: Day[]): Verdict {
  const seen: string[] = [];
  for (const [i, unit] of days(q, plan).entries()) {
    for (const meal of MEALS) {
      const v = unit[meal];
      if (has(unit, meal) && filled(v)) {
        if (seen.includes(v)) return [false, `The restaurant in day ${i + 1} ${meal} is repeated.`];
        seen.push(v);
      }
    }
  }
  return [true, null];
}

export function isValidAttractions(q: TpQuery, plan: Day[]): Verdict {
  const seen: string[] = [];
  for (const [i, unit] of days(q, plan).entries()) {
    const v = unit.attraction;
    if (has(unit, 'attraction') && filled(v)) {
      for (const a of v.split(';').slice(0, -1)) {
        if (seen.includes(a)) return [false, `The attraction '${a}' in day ${i + 1} is repeated.`];
        seen.push(a);
      }
    }
  }
  return [true, null];
}

export function isValidTransportation(q: TpQuery, plan: Day[]): Verdict {
  const first = plan[0];
  if (!first) throw new Error('IndexError: list index out of range');
  const t0 = field(first, 'transportation');
  if (!filled(t0)) return [false, 'The transportation in day 1 should not be empty.'];
  const modes = [transportationMatch(t0)];
  for (const unit of days(q, plan)) {
    if (has(unit, 'transportation') && filled(unit.transportation)) modes.push(transportationMatch(unit.transportation));
  }
  if ((modes.includes('Self-driving') && modes.includes('Flight')) || (modes.includes('Taxi') && modes.includes('Self-driving'))) {
    return [false, 'The transportation is conflicting.'];
  }
  return [true, null];
}

export function isValidInformationInCurrentCity(q: TpQuery, plan: Day[]): Verdict {
  for (const [i, unit] of days(q, plan).entries()) {
    const current = field(unit, 'current_city');
    // A string on non-travel days: iterating it yields characters (Python semantics, kept on purpose).
    let cities: string[];
    if (pyIn('from', current)) {
      const [a, b] = extractFromTo(current);
      cities = [ebp(a), ebp(b)];
    } else cities = Array.from(ebp(current));
    if (has(unit, 'transportation') && filled(unit.transportation)) {
      for (const c of cities)
        if (!pyIn(c, unit.transportation)) return [false, `The transportation in day ${i + 1} is invalid city choice.`];
    }
    for (const meal of MEALS) {
      const v = unit[meal];
      if (has(unit, meal) && filled(v) && !cities.some((c) => pyIn(c, v)))
        return [false, `The ${meal} in day ${i + 1} is invalid city choice.`];
    }
    if (has(unit, 'attraction') && filled(unit.attraction)) {
      for (const a of unit.attraction.split(';').slice(0, -1)) {
        if (!cities.some((c) => pyIn(c, a))) return [false, `The attraction in day ${i + 1} is invalid city choice.`];
      }
    }
    if (has(unit, 'accommodation') && filled(unit.accommodation)) {
      const last = cities[cities.length - 1];
      if (last === undefined) throw new Error('IndexError: string index out of range');
      if (!pyIn(last, unit.accommodation)) return [false, `The accommodation in day ${i + 1} is invalid city choice.`];
    }
  }
  return [true, null];
}

export function isValidInformationInSandbox(q: TpQuery, plan: Day[], db: SandboxDb): Verdict {
  for (const [i, unit] of days(q, plan).entries()) {
    const t = field(unit, 'transportation');
    if (filled(t)) {
      let [org, dest] = extractFromTo(t);
      if (org === null || dest === null) [org, dest] = extractFromTo(field(unit, 'current_city'));
      const lower = t.toLowerCase();
      if (lower.includes('flight number')) {
        const o = ebp(org);
        const d = ebp(dest);
        const parts = t.split('Flight Number: ');
        if (parts.length < 2) throw new Error('IndexError: list index out of range');
        const number = parts[1]!.split(',')[0]!;
        if (!db.flights.some((f) => f.flightNumber === number && f.origin === o && f.dest === d)) {
          return [false, `The flight number in day ${i + 1} is invalid in the sandbox.`];
        }
      } else if (lower.includes('self-driving') || lower.includes('taxi')) {
        const o = org === null ? '-' : ebp(org);
        const d = dest === null ? '-' : ebp(dest);
        const mode = lower.includes('self-driving') ? 'self-driving' : 'taxi';
        if (distanceCost(db, o, d, mode) === null) return [false, `The ${mode} in day ${i + 1} is invalid in the sandbox.`];
      }
    }
    for (const meal of MEALS) {
      const v = unit[meal];
      if (has(unit, meal) && filled(v)) {
        const [name, city] = getValidNameCity(v);
        if (restaurantsMatching(db, name, city).length < 1) return [false, `The ${meal} in day ${i + 1} is invalid in the sandbox.`];
      }
    }
    if (has(unit, 'attraction') && filled(unit.attraction)) {
      for (const a of unit.attraction.split(';').slice(0, -1)) {
        const [name, city] = getValidNameCity(a);
        if (attractionsMatching(db, name, city).length < 1)
          return [false, `The attraction ${a} in day ${i + 1} is invalid in the sandbox.`];
      }
    }
    if (has(unit, 'accommodation') && filled(unit.accommodation)) {
      const [name, city] = getValidNameCity(unit.accommodation);
      if (accommodationsMatching(db, name, city).length < 1) return [false, `The accommodation in day ${i + 1} is invalid in the sandbox.`];
    }
  }
  return [true, null];
}

export function isValidAccommodation(q: TpQuery, plan: Day[], db: SandboxDb): Verdict {
  const stays: unknown[] = [];
  for (const unit of days(q, plan)) {
    if (!has(unit, 'accommodation')) return [false, 'No Accommodation Info.'];
    stays.push(unit.accommodation);
  }
  for (const [value, nights] of countConsecutive(stays)) {
    if (value === '-' || value === '') continue;
    if (typeof value !== 'string') throw new TypeError('expected string or bytes-like object');
    const [name, city] = getValidNameCity(value);
    const rows = accommodationsMatching(db, name, city);
    if (rows.length === 1 && nights < rows[0]!.minimumNights) {
      return [false, `The accommodation ${value} do not obey the minumum nights rule.`];
    }
  }
  return [true, null];
}

function isValidVisitingCityNumber(q: TpQuery, plan: Day[]): Verdict {
  const cities = new Set<string>();
  for (const [i, unit] of days(q, plan).entries()) {
    const value = field(unit, 'current_city');
    if (pyIn('from', value)) {
      const [a, b] = extractFromTo(value);
      const c1 = ebp(a);
      const c2 = ebp(b);
      if (i === 0 && c1 !== q.org) return [false, `The first day's city should be ${q.org}.`];
      cities.add(c1).add(c2);
    } else cities.add(ebp(value));
  }
  cities.delete(q.org);
  return cities.size === q.visiting_city_number
    ? [true, null]
    : [false, `The number of visiting cities should be ${q.visiting_city_number}.`];
}

function isValidDays(q: TpQuery, plan: Day[]): boolean {
  let n = 0;
  for (const unit of days(q, plan)) {
    if (Object.keys(unit).length > 0 && field(unit, 'current_city') !== NOT_NEEDED) n++;
  }
  return n === q.days;
}

export function isNotAbsent(q: TpQuery, plan: Day[]): Verdict {
  const needed = 6 * q.days;
  let valid = 0;
  if (!isValidDays(q, plan)) return [false, 'Invalid Days'];
  if (!isValidVisitingCityNumber(q, plan)[0]) return [false, 'Invalid City Number'];
  const empty = (v: unknown) => v === '' || v === '-';
  for (const [i, unit] of days(q, plan).entries()) {
    for (const k of ['transportation', 'breakfast', 'lunch', 'dinner', 'attraction', 'accommodation']) {
      if (!has(unit, k)) return [false, `No ${k[0]!.toUpperCase()}${k.slice(1)} Info.`];
    }
    const cc = field(unit, 'current_city');
    if ((pyIn('from ', cc) || pyIn('to ', cc)) && empty(unit.transportation))
      return [false, `No transportation in day ${i + 1} is not allowed.`];
    if (!pyIn('from ', cc) && !pyIn(' to ', cc) && empty(unit.attraction)) return [false, `No attaction in day ${i + 1} is not allowed.`];
    if (i !== q.days - 1 && empty(unit.accommodation)) return [false, `No accommodation in day ${i + 1} is not allowed.`];
    if ((empty(unit.breakfast) || empty(unit.lunch) || empty(unit.dinner)) && !pyIn('from ', cc))
      return [false, `No meal in day ${i + 1} is not allowed.`];
    for (const k of Object.keys(unit)) if (truthy(unit[k]) && unit[k] !== '-') valid++;
  }
  if (valid / needed < 0.5) return [false, 'The absent information is more than 50%.'];
  return [true, null];
}

function guarded(fn: () => Verdict): Verdict {
  try {
    return fn();
  } catch (e) {
    return [false, `evaluator error (the Python evaluator would raise): ${(e as Error).message}`];
  }
}

export function commonsenseEval(q: TpQuery, plan: Day[], db: SandboxDb): CommonsenseResult {
  return {
    is_reasonable_visiting_city: guarded(() => isReasonableVisitingCity(q, plan, db)),
    is_valid_restaurants: guarded(() => isValidRestaurants(q, plan)),
    is_valid_attractions: guarded(() => isValidAttractions(q, plan)),
    is_valid_accommodation: guarded(() => isValidAccommodation(q, plan, db)),
    is_valid_transportation: guarded(() => isValidTransportation(q, plan)),
    is_valid_information_in_current_city: guarded(() => isValidInformationInCurrentCity(q, plan)),
    is_valid_information_in_sandbox: guarded(() => isValidInformationInSandbox(q, plan, db)),
    is_not_absent: guarded(() => isNotAbsent(q, plan)),
  };
}
