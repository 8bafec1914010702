import type { LocalMode } from '../../trip-request/schema';
import type { Catalog } from '../catalog-types';
import { planTrip } from '../index';

/** Four days in `cityId` from a Monday in June for two adults with `placeId` as a must-see (day-trip tests). */
export function mustSeeRequest(cityId: string, placeId: string, localModes?: LocalMode[]) {
  return {
    destinations: [{ kind: 'city' as const, cityId }],
    startDate: '2027-06-07',
    days: 4,
    travellers: { adults: 2, childAges: [], pets: 0 },
    mustSee: [placeId],
    ...(localModes ? { mobility: { localModes, maxWalkKmPerLeg: 2, stepFree: false } } : {}),
  };
}

/** The plan of `mustSeeRequest`, and the day and the visit of its must-see; throws with the conflicts if none. */
export function planWithMustSee(catalog: Catalog, cityId: string, placeId: string) {
  const request = mustSeeRequest(cityId, placeId);
  const result = planTrip(request, catalog);
  if (result.status !== 'ok') throw new Error(result.conflicts.map((c) => c.message).join('; '));
  const isTrip = (i: { kind: string; placeId?: string }) => i.kind === 'visit' && i.placeId === placeId;
  const day = result.plan.days.find((d) => d.items.some(isTrip))!;
  return { request, plan: result.plan, day, visit: day.items.find(isTrip)! };
}
