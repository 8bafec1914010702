import { zonedInstant } from '../time/dates';
import { mealWindow, MEAL_MIN_MINUTES } from '../trip-request/pace';
import type { CatalogCity, IntercityOption } from './catalog-types';
import type { Problem } from './problem';

/** A departure minute (from-city local time) and why it suits the day, for the plan. */
export interface Departure {
  dep: number;
  why: string;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const down = (m: number) => Math.floor(m / 15) * 15;
const up = (m: number) => Math.ceil(m / 15) * 15;

/** Arrival minute in the to-city's zone, relative to the leg day's local midnight there. */
export function arrivalMinute(p: Problem, o: IntercityOption, day: number, dep: number): number {
  const date = p.dates[day - 1] as string;
  const fromTz = p.catalog.city(o.fromCityId)?.timeZone ?? 'UTC';
  const toTz = p.catalog.city(o.toCityId)?.timeZone ?? 'UTC';
  const arrInstant = zonedInstant(date, dep, fromTz) + o.durationMinutes * 60_000;
  return Math.round((arrInstant - zonedInstant(date, 0, toTz)) / 60_000);
}

/**
 * Departures for an option without a timetable, best first. A stay's last morning is for sights and lunch, so
 * a short leg leaves after lunch (the from-city's lunch customs, plus the transfer buffer) if it still arrives,
 * buffer included, before dinner at the destination (before the end of the day on the way home). A longer leg
 * leaves as late as still arrives before dinner, if that keeps two hours of morning; a long one leaves at the
 * start of the day. The way out from home leaves in the morning. A flight's duration already holds airport
 * access, check-in and the transfer into town. The rest are fallbacks the transport search may need.
 */
export function departureChoices(p: Problem, o: IntercityOption, day: number, buffer: number): Departure[] {
  const from = p.catalog.city(o.fromCityId) as CatalogCity | undefined;
  const to = p.catalog.city(o.toCityId) as CatalogCity | undefined;
  const start = p.pace.dayStart;
  const home = o.toCityId === p.origin?.id;
  const lunchDone = up(mealWindow(from, 'lunch')[0] + 30 + MEAL_MIN_MINUTES.lunch + buffer);
  const deadline = home ? p.pace.dayEnd : mealWindow(to, 'dinner')[0] + 30;
  const arrivesBy = (dep: number) => arrivalMinute(p, o, day, dep) + buffer <= deadline;
  const goal = home ? 'home before the end of the day' : `in ${to?.name ?? 'town'} before dinner`;
  // The latest departure that still arrives by the deadline (arrival is linear in the departure).
  const latest = down(lunchDone - (arrivalMinute(p, o, day, lunchDone) + buffer - deadline));
  const out: Departure[] = [];
  if (o.fromCityId === p.origin?.id) out.push({ dep: start, why: `at the start of the day, to have the day in ${to?.name}` });
  if (arrivesBy(lunchDone)) out.push({ dep: lunchDone, why: `after the morning's sights and lunch, to arrive ${goal}` });
  else if (latest >= start + 120) out.push({ dep: latest, why: `after the morning's sights, to arrive ${goal}` });
  const long = out.length === 0;
  out.push({ dep: start, why: long ? 'a long leg, so at the start of the day' : 'at the start of the day' });
  if (latest > start && latest < lunchDone) out.push({ dep: latest, why: `to arrive ${goal}` });
  out.push({ dep: lunchDone, why: 'after lunch' }, { dep: 840, why: 'after lunch' });
  const seen = new Set<number>();
  return out.filter((d) => d.dep >= 0 && d.dep < 1440 && !seen.has(d.dep) && seen.add(d.dep));
}

/** How a departure is shown in the plan: when it leaves and why; a timetabled one against the ideal time. */
export function departureNote(dep: number, ideal: Departure, timetabled: boolean): string {
  if (!timetabled) return `leaves at ${hhmm(dep)}, ${ideal.why}`;
  return dep === ideal.dep
    ? `the ${hhmm(dep)} service leaves ${ideal.why}`
    : `the ${hhmm(dep)} service is the one nearest ${hhmm(ideal.dep)} (${ideal.why})`;
}
