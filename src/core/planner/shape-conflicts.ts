import { formatMoney } from '../money/currencies';
import type { TripRequest } from '../trip-request/schema';
import { diffDays } from '../time/dates';
import type { Conflict } from './types';

/** Days the destinations need at least: each city a day (or the days asked for it); regions their count. */
export function minimumDays(r: TripRequest): number {
  return r.destinations.reduce((n, d) => n + (d.kind === 'city' ? Math.max(1, d.days ?? d.minDays ?? 1) : Math.max(1, d.count)), 0);
}

/** The trip's length in days, from `days` or the end date. */
export function tripDays(r: TripRequest): number {
  return r.days ?? (r.endDate ? diffDays(r.startDate, r.endDate) + 1 : 0);
}

const cityCount = (r: TripRequest) => r.destinations.reduce((n, d) => n + (d.kind === 'city' ? 1 : d.count), 0);

/** "10 cities need at least 10 days; you have 2": the trip-length conflict with its numbers, when there is one. */
export function lengthConflict(r: TripRequest, days: number): Conflict | null {
  const need = minimumDays(r);
  if (need <= days) return null;
  const n = cityCount(r);
  return {
    checks: ['stay-lengths', 'route-shape'],
    message: `${n} ${n === 1 ? 'city needs' : 'cities need'} at least ${need} days; you have ${days}`,
  };
}

/**
 * "The cheapest plan costs €1,240; your budget is €50", from a minimum-cost plan's total. `days` names the
 * length it was planned for when the trip was too short; `found` says so when the route search was cut short
 * (the plan is the cheapest found, not proven cheapest).
 */
export function budgetConflict(r: TripRequest, cheapest: number, how: { days?: number; found?: boolean } = {}): Conflict | null {
  if (!r.budget || cheapest <= r.budget.amount) return null;
  const what = `The cheapest plan${how.found ? ' found' : ''}${how.days ? ` for ${how.days} days` : ''}`;
  return {
    checks: ['budget'],
    message:
      `${what} costs ${formatMoney(cheapest, r.budget.currency)}; ` + `your budget is ${formatMoney(r.budget.amount, r.budget.currency)}`,
  };
}
