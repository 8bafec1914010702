import { resolvePace, type ResolvedPace } from '../trip-request/pace';
import { partySize, requiredHouseRules, tripDates } from '../trip-request/derive';
import type { HouseRule, TripRequest } from '../trip-request/schema';
import { zonedInstant } from '../time/dates';
import type { PlaceAccess } from '../time/access';
import type { Catalog, CatalogAttraction, CatalogCity, CatalogLodging, CatalogRestaurant } from '../planner/catalog-types';
import type { Plan, PlanDay, PlanItem, TransferItem } from '../planner/types';
import { reuseFor, type Reuse } from './reuse';

/**
 * What every check needs, derived from the request, the plan and the catalog only (never from planner
 * internals). Presence per day is re-derived from the inter-city transfer items, not read from the plan's
 * own `countsFor`.
 */
export interface CheckContext {
  r: TripRequest;
  plan: Plan;
  catalog: Catalog;
  D: number;
  dates: string[];
  people: number;
  pace: ResolvedPace;
  rules: HouseRule[];
  origin: string | null;
  attractions: Map<string, CatalogAttraction>;
  restaurants: Map<string, CatalogRestaurant>;
  lodgings: Map<string, CatalogLodging>;
  city(id: string): CatalogCity | undefined;
  /** Per plan day: city at the start, city at the end, and its inter-city transfers. */
  presence: Array<{ day: PlanDay; start: string; end: string; transfers: TransferItem[] }>;
  /** Cities each day counts for, per request.transferDayCounts. */
  counts: string[][];
  /** Set when per-day results may be kept for the next check of a later version (reuse.ts), else null. */
  reuse: Reuse | null;
}

export function buildContext(r: TripRequest, plan: Plan, catalog: Catalog, reuseDays = false): CheckContext {
  const cityIds = new Set<string>();
  for (const d of plan.days) {
    cityIds.add(d.cityId);
    if (d.fromCityId) cityIds.add(d.fromCityId);
    for (const it of d.items) cityIds.add(it.cityId);
  }
  for (const s of plan.stays) cityIds.add(s.cityId);
  const cities = [...cityIds].sort();
  const { attractions, restaurants, lodgings } = placesOf(catalog, cities);
  const origin = r.origin ?? null;
  const presence: CheckContext['presence'] = [];
  let current = origin ?? plan.days[0]?.cityId ?? '';
  for (const day of plan.days) {
    const transfers = day.items.filter((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity');
    const start = current;
    const end = transfers.length ? (transfers[transfers.length - 1] as TransferItem).toCityId : current;
    presence.push({ day, start, end, transfers });
    current = end;
  }
  const counts = presence.map(({ start, end, transfers }) => {
    const cities = transfers.length === 0 ? [start] : r.transferDayCounts === 'both' ? [start, ...transfers.map((t) => t.toCityId)] : [end];
    return [...new Set(cities)].filter((c) => c !== origin);
  });
  const dates = tripDates(r);
  return {
    r,
    plan,
    catalog,
    D: dates.length,
    dates,
    people: partySize(r),
    pace: resolvePace(r.pace),
    rules: requiredHouseRules(r),
    origin,
    attractions,
    restaurants,
    lodgings,
    city: (id) => catalog.city(id),
    presence,
    counts,
    reuse: reuseDays ? reuseFor(r, plan, catalog, cities, presence, counts) : null,
  };
}

type Places = Pick<CheckContext, 'attractions' | 'restaurants' | 'lodgings'>;

/** The catalog's places, restaurants and lodgings of the trip's cities, by id. */
function placesOf(catalog: Catalog, cities: string[]): Places {
  const attractions = new Map<string, CatalogAttraction>();
  const restaurants = new Map<string, CatalogRestaurant>();
  const lodgings = new Map<string, CatalogLodging>();
  for (const id of cities) {
    if (!catalog.city(id)) continue;
    for (const a of catalog.attractions(id)) attractions.set(a.id, a);
    for (const x of catalog.restaurants(id)) restaurants.set(x.id, x);
    for (const l of catalog.lodgings(id)) lodgings.set(l.id, l);
  }
  return { attractions, restaurants, lodgings };
}

/** Absolute instants (ms) of an item's start and end, honouring each end's time zone. */
export function instants(day: PlanDay, it: PlanItem): { start: number; end: number } {
  const endTz = it.kind === 'transfer' ? it.endTimeZone : it.timeZone;
  return { start: zonedInstant(day.date, it.startMinute, it.timeZone), end: zonedInstant(day.date, it.endMinute, endTz) };
}

export function isPlaceItem(it: PlanItem): it is Extract<PlanItem, { kind: 'visit' | 'meal' }> {
  return it.kind === 'visit' || it.kind === 'meal';
}

/** How a visit's or meal's place is reached when it is a day trip (time/access.ts). */
export function accessOf(c: CheckContext, it: PlanItem & { kind: 'visit' | 'meal' }): PlaceAccess | undefined {
  return (it.kind === 'visit' ? c.attractions.get(it.placeId) : c.restaurants.get(it.placeId))?.access;
}

/**
 * A local leg in an organised tour's own vehicle: marked `operator: 'tour'` by road ('bus'), and one of the places it
 * joins is reached by a tour in the catalog (Vinicunca, Humantay). Not public transport; any other mark is not believed.
 */
export function isTourLeg(c: CheckContext, day: PlanDay, t: TransferItem): boolean {
  if (t.scope !== 'local' || t.operator !== 'tour' || t.mode !== 'bus') return false;
  const ends = day.items.filter(isPlaceItem).filter((p) => p.placeId === t.fromPlaceId || p.placeId === t.toPlaceId);
  return ends.some((p) => accessOf(c, p)?.operator === 'tour');
}
