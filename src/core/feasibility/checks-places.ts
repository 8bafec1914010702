import { haversineKm } from '../geo/distance';
import { parseHHMM } from '../time/dates';
import { routeKm } from '../time/local-travel';
import { normalizeTag } from '../trip-request/derive';
import type { MealItem, PlanDay, PlanItem, Violation } from '../planner/types';
import { accessOf, isPlaceItem, isTourLeg, type CheckContext } from './context';
import { eachDay } from './reuse';

const meals = (c: CheckContext) =>
  c.plan.days.flatMap((d) => d.items.filter((i): i is MealItem => i.kind === 'meal').map((it) => ({ d, it })));

/** Each requested cuisine at least once among meals outside the origin (cuisines read from the catalog). */
export function checkCuisines(c: CheckContext): Violation[] | 'n/a' {
  const want = [...new Set(c.r.food.cuisines.map(normalizeTag))];
  if (!want.length) return 'n/a';
  const had = new Set<string>();
  for (const { it } of meals(c)) {
    if (it.cityId === c.origin) continue;
    for (const x of c.restaurants.get(it.placeId)?.cuisines ?? []) had.add(normalizeTag(x));
  }
  return want.filter((w) => !had.has(w)).map((w) => ({ message: `No meal serves ${w} cuisine` }));
}

export function checkDiets(c: CheckContext): Violation[] | 'n/a' {
  const diets = c.r.food.diets.map(normalizeTag);
  if (!diets.length) return 'n/a';
  return meals(c).flatMap(({ d, it }) => {
    const have = (c.restaurants.get(it.placeId)?.diets ?? []).map(normalizeTag);
    const missing = diets.filter((x) => !have.includes(x));
    return missing.length ? [{ message: `${it.name} does not list ${missing.join(', ')}`, day: d.day, itemId: it.id }] : [];
  });
}

/** No place twice; with repeatRestaurants a restaurant may come back on another day, never on the same one. */
export function checkNoRepeats(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const seen = new Map<string, number>();
  const repeats = c.r.food.repeatRestaurants === true;
  for (const d of c.plan.days) {
    for (const it of d.items.filter(isPlaceItem)) {
      const key = `${it.kind}:${it.placeId}`;
      if (repeats && it.kind === 'meal') {
        const sameDay = `${key}:${d.day}`;
        if (seen.has(sameDay)) out.push({ message: `${it.name} serves two meals on day ${d.day}`, day: d.day, itemId: it.id });
        else seen.set(sameDay, d.day);
      } else if (seen.has(key))
        out.push({ message: `${it.name} appears on day ${seen.get(key)} and again on day ${d.day}`, day: d.day, itemId: it.id });
      else seen.set(key, d.day);
    }
  }
  return out;
}

export function checkMustSee(c: CheckContext): Violation[] | 'n/a' {
  if (!c.r.mustSee.length) return 'n/a';
  const ids = new Set(c.plan.days.flatMap((d) => d.items.filter(isPlaceItem).map((i) => i.placeId)));
  return c.r.mustSee.filter((id) => !ids.has(id)).map((id) => ({ message: `Must-see ${c.attractions.get(id)?.name ?? id} is missing` }));
}

export function checkAvoid(c: CheckContext): Violation[] | 'n/a' {
  const tags = new Set(c.r.avoidTags.map(normalizeTag));
  if (!c.r.avoid.length && !tags.size) return 'n/a';
  const out: Violation[] = [];
  for (const d of c.plan.days) {
    for (const it of d.items.filter(isPlaceItem)) {
      if (c.r.avoid.includes(it.placeId)) out.push({ message: `${it.name} is on your avoid list`, day: d.day, itemId: it.id });
      const a = c.attractions.get(it.placeId);
      const r = c.restaurants.get(it.placeId);
      const itsTags = it.kind === 'visit' ? (a ? [a.category, ...a.tags] : []) : (r?.cuisines ?? []);
      const hit = itsTags.map(normalizeTag).filter((t) => tags.has(t));
      if (hit.length) out.push({ message: `${it.name} is ${hit.join(', ')}, which you asked to avoid`, day: d.day, itemId: it.id });
    }
  }
  return out;
}

export function checkPins(c: CheckContext): Violation[] | 'n/a' {
  if (!c.r.pins.length) return 'n/a';
  return c.r.pins.flatMap((pin) => {
    const day = c.plan.days[pin.day - 1];
    const it = day?.items.find((i): i is PlanItem & { placeId: string } => isPlaceItem(i) && i.placeId === pin.placeId);
    if (!it) return [{ message: `Pinned ${pin.placeId} is not on day ${pin.day}`, day: pin.day }];
    if (pin.start && it.startMinute !== parseHHMM(pin.start))
      return [{ message: `Pinned ${it.id} moved from ${pin.start}`, day: pin.day, itemId: it.id }];
    return [];
  });
}

/** Local modes allowed, walking legs and days within limits, step-free places when asked. */
export function checkMobility(c: CheckContext): Violation[] {
  return eachDay(c, 'mobility', (d) => mobilityOfDay(c, d));
}

function mobilityOfDay(c: CheckContext, d: PlanDay): Violation[] {
  const m = c.r.mobility;
  const out: Violation[] = [];
  let walked = 0;
  for (const it of d.items) {
    if (it.kind === 'transfer' && it.scope === 'local') {
      // A tour's own minibus from the lodging (isTourLeg) is part of the tour, whatever the local modes.
      const tour = isTourLeg(c, d, it);
      if (it.operator && !tour)
        out.push({ message: `${it.id} is marked as a tour's vehicle but joins no place reached by a tour`, day: d.day, itemId: it.id });
      if (!tour && !m.localModes.includes(it.mode as never))
        out.push({ message: `${it.mode} is not an allowed way to get around`, day: d.day, itemId: it.id });
      const from = d.items.find((x) => isPlaceItem(x) && x.placeId === it.fromPlaceId);
      const to = d.items.find((x) => isPlaceItem(x) && x.placeId === it.toPlaceId);
      const a = from && isPlaceItem(from) ? from.coordinates : null;
      const b = to && isPlaceItem(to) ? to.coordinates : null;
      const reach = c.city(it.cityId)?.transitRadiusKm;
      // A day trip's way there (train, colectivo) is the region's transport, not the city's network.
      const dayTrip = [from, to].some((x) => x && isPlaceItem(x) && accessOf(c, x));
      if (it.mode === 'transit' && a && b && !dayTrip && reach !== undefined && haversineKm(a, b) > reach + 1e-6)
        out.push({
          message:
            `A ${haversineKm(a, b).toFixed(0)} km transit ride is beyond what ` +
            `${c.city(it.cityId)?.name}'s public transport covers (${reach} km)`,
          day: d.day,
          itemId: it.id,
        });
      if (it.mode !== 'walk') continue;
      const km = a && b ? routeKm(haversineKm(a, b)) : (it.distanceKm ?? 0);
      walked += km;
      if (km > m.maxWalkKmPerLeg + 1e-6)
        out.push({ message: `A ${km.toFixed(1)} km walk exceeds your ${m.maxWalkKmPerLeg} km limit`, day: d.day, itemId: it.id });
    }
    if (m.stepFree && isPlaceItem(it)) {
      const place = it.kind === 'visit' ? c.attractions.get(it.placeId) : c.restaurants.get(it.placeId);
      if (place?.stepFree === false) out.push({ message: `${it.name} is not step-free`, day: d.day, itemId: it.id });
    }
  }
  if (m.maxWalkKmPerDay !== undefined && walked > m.maxWalkKmPerDay + 1e-6)
    out.push({ message: `Day ${d.day} walks ${walked.toFixed(1)} km; limit ${m.maxWalkKmPerDay} km`, day: d.day });
  return out;
}
