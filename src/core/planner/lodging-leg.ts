import type { Timed } from './sequence';
import type { TransferItem } from './types';

/**
 * The ride from the lodging out to a day trip that opens the day (Machu Picchu's early train, a Vinicunca tour
 * minibus): a plan item, so the timeline shows when to leave and how, not only the visit's reason. It ends as the
 * visit starts; its fare is in the visit's price, like the way back. Other days' first legs stay implicit.
 */
export function lodgingLeg(day: number, cityId: string, timeZone: string, t: Timed): TransferItem | null {
  const leg = t.fromLodging;
  if (!leg) return null;
  const start = Math.max(0, t.start - leg.minutes);
  return {
    kind: 'transfer',
    scope: 'local',
    id: `d${day}-local-${leg.lodgingId}-${t.stop.placeId}`,
    cityId,
    fromCityId: cityId,
    toCityId: cityId,
    fromPlaceId: leg.lodgingId,
    toPlaceId: t.stop.placeId,
    mode: leg.mode,
    ...(leg.operator ? { operator: leg.operator } : {}),
    startMinute: start,
    endMinute: start + leg.minutes,
    timeZone,
    endTimeZone: timeZone,
    durationMinutes: leg.minutes,
    distanceKm: leg.km,
    cost: leg.cost,
    reason: leg.operator
      ? "The tour's own minibus picks you up at your lodging; its fare is counted in the visit"
      : "From your lodging to the day trip by the region's transport; its fare is counted in the visit",
  };
}
