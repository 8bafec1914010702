import type { AddPlaceOpSchema } from '../api/trips';
import type { Catalog, Plan, PlanDay } from '../planner/types';
import { partySize } from '../trip-request/derive';
import { resolvePace } from '../trip-request/pace';
import type { MealKind, TripRequest } from '../trip-request/schema';
import type { z } from 'zod';
import type { PlaceItem } from './retime';

type AddPlaceOp = z.infer<typeof AddPlaceOpSchema>;

const mealAt = (minute: number): MealKind => (minute < 660 ? 'breakfast' : minute < 1020 ? 'lunch' : 'dinner');

/** The cities whose places can be added: where the trip stays or spends a day, in that order. */
export function tripCityIds(plan: Pick<Plan, 'days' | 'stays'>): string[] {
  return [
    ...new Set([...plan.stays.map((s) => s.cityId), ...plan.days.flatMap((d) => [d.cityId, ...(d.fromCityId ? [d.fromCityId] : [])])]),
  ];
}

/** A visit or meal for a place of one of the trip's cities, priced for the party; or why it cannot be added. */
export function buildPlaceItem(
  op: AddPlaceOp,
  day: PlanDay,
  request: TripRequest,
  plan: Plan,
  catalog: Catalog,
  taken: Set<string>,
  order: PlaceItem[],
): { item: PlaceItem; index: number } | string {
  const cityIds = tripCityIds(plan);
  const people = partySize(request);
  let found: {
    cityId: string;
    visit?: ReturnType<Catalog['attractions']>[number];
    meal?: ReturnType<Catalog['restaurants']>[number];
  } | null = null;
  for (const cityId of cityIds) {
    const visit = catalog.attractions(cityId).find((a) => a.id === op.placeId);
    const meal = visit ? undefined : catalog.restaurants(cityId).find((r) => r.id === op.placeId);
    if (visit || meal) {
      found = { cityId, ...(visit ? { visit } : {}), ...(meal ? { meal } : {}) };
      break;
    }
  }
  if (!found) return `${op.placeId} is not a place in this trip's cities`;
  const city = catalog.city(found.cityId);
  const index = Math.min(op.index ?? order.length, order.length);
  const start = op.startMinute ?? order[index]?.startMinute ?? order[index - 1]?.endMinute ?? resolvePace(request.pace).dayStart;
  let id = op.itemId ?? `d${day.day}-add-${op.placeId}`;
  if (op.itemId && taken.has(id)) return `Item id ${id} is already used`;
  for (let n = 2; taken.has(id); n++) id = `d${day.day}-add-${op.placeId}-${n}`;
  const base = { id, cityId: found.cityId, startMinute: start, timeZone: city?.timeZone ?? 'UTC', reason: 'Added by you' };
  if (found.visit) {
    const v = found.visit;
    const item: PlaceItem = {
      ...base,
      kind: 'visit',
      endMinute: start + (op.durationMinutes ?? v.visitMinutes),
      cost: v.price * people,
      placeId: v.id,
      name: v.name,
      coordinates: v.coordinates,
    };
    return { item, index };
  }
  const r = found.meal!;
  const item: PlaceItem = {
    ...base,
    kind: 'meal',
    meal: op.meal ?? mealAt(start),
    endMinute: start + (op.durationMinutes ?? r.visitMinutes),
    cost: r.costPerPerson * people,
    placeId: r.id,
    name: r.name,
    coordinates: r.coordinates,
    cuisines: r.cuisines,
  };
  return { item, index };
}
