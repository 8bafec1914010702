import type { PlanItem } from './types';

/**
 * A day's items in time order (a transfer first among items starting the same minute); on a transfer day the departure
 * city's items come before the inter-city leg and the arrival city's after it. The planner's re-plans and swaps and the
 * editor's re-timing (edits/retime.ts) order a day this one way.
 */
export function sortDayItems(items: PlanItem[], fromCityId: string | undefined): PlanItem[] {
  const byTime = (x: PlanItem, y: PlanItem) =>
    x.startMinute - y.startMinute || (x.kind === 'transfer' ? -1 : 0) - (y.kind === 'transfer' ? -1 : 0);
  const leg = items.find((i) => i.kind === 'transfer' && i.scope === 'intercity');
  if (!leg || !fromCityId) return [...items].sort(byTime);
  const before = items.filter((i) => i !== leg && i.cityId === fromCityId && i.startMinute <= leg.startMinute).sort(byTime);
  const after = items.filter((i) => i !== leg && !before.includes(i)).sort(byTime);
  return [...before, leg, ...after];
}
