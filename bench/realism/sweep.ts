import { checkPlan, planTrip, type Catalog } from '../../src/core/planner';
import { TripRequestSchema } from '../../src/core/trip-request/schema';

/** Four seasons, each starting on a public holiday somewhere (New Year, Easter Monday, Bastille Day, Christmas Eve). */
export const SEASON_STARTS = ['2026-12-31', '2026-04-06', '2026-07-14', '2026-12-24'] as const;
export const LENGTHS = [2, 4, 7] as const;

export interface SweepFailure {
  cityId: string;
  days: number;
  startDate: string;
  reason: string;
}

/**
 * "Every curated destination plans": each city for each length and start, planned and then judged again by the
 * independent checker. Returns what failed (target: nothing).
 */
export function sweep(catalog: Catalog, cityIds: string[], combos: Array<{ days: number; startDate: string }>): SweepFailure[] {
  const out: SweepFailure[] = [];
  for (const cityId of cityIds)
    for (const { days, startDate } of combos) {
      const request = TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId }], startDate, days });
      const res = planTrip(request, catalog, { relaxations: false });
      if (res.status !== 'ok') {
        out.push({ cityId, days, startDate, reason: res.conflicts.map((c) => c.message).join('; ') });
        continue;
      }
      const again = checkPlan(request, res.plan, catalog);
      if (!again.feasible)
        out.push({
          cityId,
          days,
          startDate,
          reason: again.checks
            .filter((c) => c.status === 'fail')
            .map((c) => c.reason)
            .join('; '),
        });
    }
  return out;
}
