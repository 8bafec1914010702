import type { Catalog, Plan, PlanDay, Violation } from '../planner/types';
import type { TripRequest } from '../trip-request/schema';
import type { CheckContext } from './context';

/**
 * Per-day results kept from one check of a plan to the next (decision 043). A save changes one or two days; edits
 * copy on write (core/edits/apply-edits.ts), so the other days are the same objects as in the version checked
 * before, and what a check worked out for them can be used again.
 *
 * A result is kept on the day object (WeakMap) under a key of everything else a day's result may read: the request
 * without its pins (only the pins check reads them, and they follow every lock), the catalog (by object), the plan's
 * currency and cities (the context's place maps are built from them), the day's index, where the trip is at its start
 * and end (presence), the cities it counts for and the night before's lodging. A per-day computation may read the
 * day, `c.r` (not its pins), the catalog, the context's maps and these values — never another day. The one exception:
 * a local fare is looked up among the places of the first day of its date, so a day with an earlier day of the same
 * date never keeps its money (`dateTaken`).
 *
 * The contract this relies on: a day object is never changed once checked (the same one the per-day plan JSON
 * relies on, server/modules/trips/plan-json.ts). Only callers that keep it ask for reuse (`applyOps`).
 */
export interface Reuse {
  /** One key per day of the plan, by index. */
  days: string[];
  /**
   * Days with an earlier day of the same date: their local fares are looked up among that earlier day's places
   * (checks-money.ts), which no key of theirs covers, so their money is never kept.
   */
  dateTaken: boolean[];
}

const catalogIds = new WeakMap<Catalog, number>();
let nextCatalogId = 0;
const tripIds = new Map<string, number>();
let nextTripId = 0;

function catalogId(catalog: Catalog): number {
  let id = catalogIds.get(catalog);
  if (id === undefined) catalogIds.set(catalog, (id = nextCatalogId++));
  return id;
}

/** A number per distinct trip-level key (numbers are never reused, so clearing the map cannot confuse two keys). */
function tripId(key: string): number {
  let id = tripIds.get(key);
  if (id !== undefined) return id;
  if (tripIds.size >= 1000) tripIds.clear();
  tripIds.set(key, (id = nextTripId++));
  return id;
}

export function reuseFor(
  r: TripRequest,
  plan: Plan,
  catalog: Catalog,
  cities: string[],
  presence: Array<{ start: string; end: string }>,
  counts: string[][],
): Reuse {
  const { pins: _pins, ...rest } = r;
  const trip = tripId(JSON.stringify([catalogId(catalog), plan.currency, cities, rest]));
  const firstOfDate = new Map<string, number>();
  const dateTaken: boolean[] = [];
  const days = plan.days.map((day, i) => {
    if (!firstOfDate.has(day.date)) firstOfDate.set(day.date, i);
    const p = presence[i] as { start: string; end: string };
    const night = plan.days[i - 1]?.lodging?.lodgingId;
    dateTaken.push(firstOfDate.get(day.date) !== i);
    return dayKey(trip, i, plan.days.length, [p.start, p.end, night === undefined ? '' : `n${night}`, ...(counts[i] ?? [])]);
  });
  return { days, dateTaken };
}

const SEP = '\u0000';

/** The fields joined by a character no id holds (JSON, slower, when one does): the strings last, counts' any number. */
function dayKey(trip: number, i: number, length: number, strings: string[]): string {
  if (strings.some((x) => x.includes(SEP))) return JSON.stringify([trip, i, length, strings]);
  return `${trip}${SEP}${i}${SEP}${length}${SEP}${strings.join(SEP)}`;
}

/** Per day object: the key its results were worked out under, and the results by slot (one slot per name). */
const kept = new WeakMap<PlanDay, { key: string; values: unknown[] }>();
const slots = new Map<string, number>();

const NONE: readonly never[] = Object.freeze([]);

/** A kept empty list is one shared, frozen empty array (most days pass most checks): callers copy, never push. */
export const orNone = <T>(list: T[]): T[] => (list.length ? list : (NONE as unknown as T[]));

/** `compute(i)` for day i, or what it answered for the same day object under the same key. */
export function perDay<T>(reuse: Reuse, days: PlanDay[], i: number, name: string, compute: (i: number) => T): T {
  const day = days[i] as PlanDay;
  const key = reuse.days[i] as string;
  let slot = slots.get(name);
  if (slot === undefined) slots.set(name, (slot = slots.size));
  let entry = kept.get(day);
  if (entry?.key !== key) kept.set(day, (entry = { key, values: [] }));
  if (slot in entry.values) return entry.values[slot] as T;
  let value = compute(i);
  if (Array.isArray(value)) value = orNone(value) as T;
  entry.values[slot] = value;
  return value;
}

/** A check made of one part per day, in day order: each day's part computed, or kept from the last check when reusing. */
export function eachDay<T = Violation>(c: CheckContext, name: string, part: (day: PlanDay, i: number) => T[]): T[] {
  const reuse = c.reuse;
  const days = c.plan.days;
  return days.flatMap((day, i) => (reuse ? perDay(reuse, days, i, name, () => part(day, i)) : part(day, i)));
}
