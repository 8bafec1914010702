import { haversineKm } from '../geo/distance';
import { sortDayItems } from '../planner/day-order';
import type { Catalog, MealItem, PlanDay, PlanItem, TransferItem, VisitItem } from '../planner/types';
import { accessLeg, type AccessLegMode, type PlaceAccess } from '../time/access';
import { chooseLocalMode, localTravelCost, localTravelMinutes, routeKm } from '../time/local-travel';
import { transitClosureOn } from '../time/closure-rules';
import { partySize } from '../trip-request/derive';
import { breakOwed, resolvePace } from '../trip-request/pace';
import type { LocalMode, TripRequest } from '../trip-request/schema';

export type PlaceItem = VisitItem | MealItem;
export const isPlace = (i: PlanItem): i is PlaceItem => i.kind === 'visit' || i.kind === 'meal';

// Like the planner (assemble.ts): arrive 15 minutes early when the gap allows.
const LEAVE_MARGIN = 15;

interface Leg {
  mode: AccessLegMode;
  operator?: 'tour';
  minutes: number;
  km: number | null;
  cost: number;
}

/**
 * The leg the planner would take on `date` (chooseLocalMode): walk within the walking limit, else transit within the
 * city's network and not on a day without service, else taxi (as allowed).
 */
export function legBetween(a: PlaceItem, b: PlaceItem, request: TripRequest, catalog: Catalog, date: string): Leg {
  const city = catalog.city(b.cityId);
  const noTransit = transitClosureOn(city, date, catalog) !== null;
  const allowed = request.mobility.localModes.filter((m) => !(noTransit && m === 'transit'));
  // A day trip is reached by the region's transport (time/access.ts); its fare is in the visit's price.
  const far = a.placeId === b.placeId ? undefined : accessLeg(accessOf(a, catalog), accessOf(b, catalog), allowed);
  if (far) return { ...far, km: null, cost: 0 };
  if (!a.coordinates || !b.coordinates) {
    const mode = allowed.find((m) => m !== 'walk') ?? allowed[0] ?? 'walk';
    return { mode, minutes: city?.defaultLocalMinutes ?? 20, km: null, cost: 0 };
  }
  const crow = haversineKm(a.coordinates, b.coordinates);
  // Where no allowed mode fits (a walk-only traveller, a long way), the plan shows the walk and the checker says why.
  const mode: LocalMode =
    chooseLocalMode(new Set(allowed), crow, request.mobility.maxWalkKmPerLeg, city?.transitRadiusKm) ??
    allowed.find((m) => m !== 'walk') ??
    'walk';
  return {
    mode,
    minutes: localTravelMinutes(crow, mode),
    km: Math.round(routeKm(crow) * 100) / 100,
    cost: localTravelCost(crow, mode, partySize(request), city?.localTransport),
  };
}

/**
 * The local leg between two consecutive places of a day, or null when they are in different cities: on a transfer
 * day the inter-city transfer joins the departure city's places to the arrival city's, as in the planner, which
 * schedules each city's stretch of the day on its own (planner/frames.ts, assemble.ts).
 */
function localLeg(a: PlaceItem, b: PlaceItem, request: TripRequest, catalog: Catalog, date: string): Leg | null {
  return a.cityId === b.cityId ? legBetween(a, b, request, catalog, date) : null;
}

function accessOf(it: PlaceItem, catalog: Catalog): PlaceAccess | undefined {
  const list = it.kind === 'visit' ? catalog.attractions(it.cityId) : catalog.restaurants(it.cityId);
  return list.find((x: { id: string }) => x.id === it.placeId)?.access;
}

/**
 * Re-times one day after an edit, in the given order of its visits and meals: an item keeps its time unless that
 * would start before the previous item's end plus travel and the pace's break (travel within one city; after an
 * inter-city transfer, before its arrival plus the station or airport buffer), then it moves later. Pinned items
 * and `fixed` ones (the user just set their time) never move; the checker reports any clash they cause.
 * The inter-city transfer stays where it is. Then the day's local transfers are rebuilt from the new order.
 */
export function retimeDay(day: PlanDay, order: PlaceItem[], fixed: Set<string>, request: TripRequest, catalog: Catalog): PlanDay {
  const pace = resolvePace(request.pace);
  const intercity = day.items.filter((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity');
  const buffer = (t: TransferItem) => (t.mode === 'flight' ? request.transport.flightBufferMinutes : request.transport.groundBufferMinutes);
  const placed: PlaceItem[] = [];
  let prev: PlaceItem | null = null;
  for (const original of order) {
    const item = { ...original };
    const length = item.endMinute - item.startMinute;
    if (!item.locked && !fixed.has(item.id)) {
      let earliest = -Infinity;
      if (prev) {
        // From a place in the other city of a transfer day, the way here is the inter-city leg (below), not a local one.
        const leg = localLeg(prev, item, request, catalog, day.date);
        const besideMeal = prev.kind === 'meal' || item.kind === 'meal';
        earliest = prev.endMinute + (leg ? leg.minutes + breakOwed(pace.breakMinutes, leg.minutes, besideMeal) : 0);
      }
      // Arriving by train or plane: not before the arrival plus the time to leave the station.
      for (const t of intercity)
        if (t.toCityId === item.cityId && t.fromCityId !== item.cityId) earliest = Math.max(earliest, t.endMinute + buffer(t));
      item.startMinute = Math.max(item.startMinute, earliest);
      item.endMinute = item.startMinute + length;
    }
    placed.push(item);
    prev = item;
  }
  return { ...day, items: withLocalLegs(day, placed, [...intercity, ...fromLodging(day, placed)], request, catalog) };
}

/** The ride out from the lodging to a day trip (planner/lodging-leg.ts) stays while that trip still opens the day. */
function fromLodging(day: PlanDay, placed: PlaceItem[]): TransferItem[] {
  const first = [...placed].sort((a, b) => a.startMinute - b.startMinute)[0];
  const places = new Set(day.items.filter(isPlace).map((i) => i.placeId));
  const leg = day.items.find(
    (i): i is TransferItem =>
      i.kind === 'transfer' && i.scope === 'local' && !places.has(i.fromPlaceId ?? '') && i.toPlaceId === first?.placeId,
  );
  if (!leg || !first) return [];
  return [{ ...leg, startMinute: first.startMinute - leg.durationMinutes, endMinute: first.startMinute }];
}

/** Local transfers between consecutive places of one city, leaving as late as the next item allows. */
function withLocalLegs(day: PlanDay, places: PlaceItem[], intercity: TransferItem[], request: TripRequest, catalog: Catalog): PlanItem[] {
  const out: PlanItem[] = [...intercity];
  const sorted = [...places].sort((a, b) => a.startMinute - b.startMinute);
  sorted.forEach((b, k) => {
    const a = sorted[k - 1];
    const leg = a ? localLeg(a, b, request, catalog, day.date) : null;
    if (a && leg && leg.minutes > 0) {
      // Back from a day trip as the visit ends (the last bus, the tour's van); else as late as the next item allows.
      const away = accessOf(a, catalog);
      const back = away !== undefined && away.hub !== accessOf(b, catalog)?.hub;
      const start = back ? a.endMinute : Math.max(a.endMinute, b.startMinute - leg.minutes - LEAVE_MARGIN);
      out.push({
        kind: 'transfer',
        scope: 'local',
        id: `d${day.day}-local-${a.placeId}-${b.placeId}`,
        cityId: b.cityId,
        fromCityId: b.cityId,
        toCityId: b.cityId,
        fromPlaceId: a.placeId,
        toPlaceId: b.placeId,
        mode: leg.mode,
        ...(leg.operator ? { operator: leg.operator } : {}),
        startMinute: start,
        endMinute: start + leg.minutes,
        timeZone: b.timeZone,
        endTimeZone: b.timeZone,
        durationMinutes: leg.minutes,
        distanceKm: leg.km,
        cost: leg.cost,
        reason: leg.operator
          ? "The tour's own minibus; its fare is counted in the visit"
          : leg.mode === 'walk'
            ? 'Close enough to walk'
            : `Too far to walk; ${leg.mode} is allowed`,
      });
    }
    out.push(b);
  });
  return sortDayItems(out, intercity[0]?.fromCityId);
}
