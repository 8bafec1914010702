import { haversineKm } from '../../../../core/geo/distance';
import type { MealItem, PlanDay, PlanItem, TransferItem, VisitItem } from '../../../../core/planner/types';
import { localTravelMinutes, routeKm } from '../../../../core/time/local-travel';
import { resolvePace } from '../../../../core/trip-request/pace';
import type { LocalMode, TripRequest } from '../../../../core/trip-request/schema';

export type PlaceItem = VisitItem | MealItem;
export const isPlace = (i: PlanItem): i is PlaceItem => i.kind === 'visit' || i.kind === 'meal';

const LEAVE_MARGIN = 15;

/** The leg the server's re-timing would take (walk within the limit, else transit/taxi), for the optimistic view. */
function legBetween(a: PlaceItem, b: PlaceItem, request: TripRequest): { mode: LocalMode; minutes: number; km: number | null } {
  const allowed = request.mobility.localModes;
  if (!a.coordinates || !b.coordinates) return { mode: allowed.find((m) => m !== 'walk') ?? allowed[0] ?? 'walk', minutes: 20, km: null };
  const crow = haversineKm(a.coordinates, b.coordinates);
  const walkOk = allowed.includes('walk') && routeKm(crow) <= request.mobility.maxWalkKmPerLeg;
  const mode: LocalMode = walkOk ? 'walk' : (allowed.find((m) => m !== 'walk') ?? 'walk');
  return { mode, minutes: localTravelMinutes(crow, mode), km: Math.round(routeKm(crow) * 100) / 100 };
}

/**
 * Mirrors the server's re-timing (src/server/modules/trips/edits/retime.ts) so an edit shows at once, online or
 * offline: items keep their time unless they would start before the previous end plus travel and break; pinned and
 * just-timed items never move. Local legs are rebuilt; their cost is left to the server's answer.
 */
export function retimeDayLocal(day: PlanDay, order: PlaceItem[], fixed: Set<string>, request: TripRequest, previous: PlanDay): PlanDay {
  const pace = resolvePace(request.pace);
  const intercity = day.items.filter((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity');
  const buffer = (t: TransferItem) => (t.mode === 'flight' ? request.transport.flightBufferMinutes : request.transport.groundBufferMinutes);
  const placed: PlaceItem[] = [];
  let prev: PlaceItem | null = null;
  for (const original of order) {
    const item = { ...original };
    const length = item.endMinute - item.startMinute;
    if (!item.locked && !fixed.has(item.id)) {
      let earliest = prev ? prev.endMinute + legBetween(prev, item, request).minutes + pace.breakMinutes : -Infinity;
      for (const t of intercity) if (t.toCityId === item.cityId && t.fromCityId !== item.cityId) earliest = Math.max(earliest, t.endMinute + buffer(t));
      item.startMinute = Math.max(item.startMinute, earliest);
      item.endMinute = item.startMinute + length;
    }
    placed.push(item);
    prev = item;
  }
  const oldLegs = new Map(previous.items.filter((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'local').map((t) => [`${t.fromPlaceId}>${t.toPlaceId}`, t]));
  const out: PlanItem[] = [...intercity];
  const sorted = [...placed].sort((a, b) => a.startMinute - b.startMinute);
  sorted.forEach((b, k) => {
    const a = sorted[k - 1];
    if (a && a.cityId === b.cityId) {
      const leg = legBetween(a, b, request);
      const start = Math.max(a.endMinute, b.startMinute - leg.minutes - LEAVE_MARGIN);
      const old = oldLegs.get(`${a.placeId}>${b.placeId}`);
      out.push({
        kind: 'transfer', scope: 'local', id: `d${day.day}-local-${a.placeId}-${b.placeId}`, cityId: b.cityId, fromCityId: b.cityId, toCityId: b.cityId,
        fromPlaceId: a.placeId, toPlaceId: b.placeId, mode: leg.mode, startMinute: start, endMinute: start + leg.minutes, timeZone: b.timeZone,
        endTimeZone: b.timeZone, durationMinutes: leg.minutes, distanceKm: leg.km, cost: old?.cost ?? 0,
        reason: leg.mode === 'walk' ? 'Close enough to walk' : `Too far to walk; ${leg.mode} is allowed`,
      });
    }
    out.push(b);
  });
  const fromCityId = intercity[0]?.fromCityId;
  const byTime = (x: PlanItem, y: PlanItem) => x.startMinute - y.startMinute || (x.kind === 'transfer' ? -1 : 0) - (y.kind === 'transfer' ? -1 : 0);
  const legItem = out.find((i) => i.kind === 'transfer' && i.scope === 'intercity');
  if (!legItem || !fromCityId) return { ...day, items: out.sort(byTime) };
  const before = out.filter((i) => i !== legItem && i.cityId === fromCityId && i.startMinute <= legItem.startMinute).sort(byTime);
  const after = out.filter((i) => i !== legItem && !before.includes(i)).sort(byTime);
  return { ...day, items: [...before, legItem, ...after] };
}
