import { normalizeTag, roomsNeeded, roomTypeAllowed } from '../trip-request/derive';
import type { CatalogAttraction, CatalogLodging, CatalogRestaurant } from './catalog-types';
import { tieBreak, type Problem } from './problem';

export interface ScoredAttraction {
  a: CatalogAttraction;
  score: number;
  cost: number;
}
export interface ScoredRestaurant {
  r: CatalogRestaurant;
  quality: number;
  cost: number;
  cuisines: string[];
  /** The traveller asked for quick meals (counters and short meals are fine). */
  quick: boolean;
}
export interface PricedLodging {
  l: CatalogLodging;
  rooms: number;
  perNight: number;
  quality: number;
}

/** Per-city candidate lists after the request's filters, scored and sorted once (deterministically). */
export class Pools {
  private attr = new Map<string, ScoredAttraction[]>();
  private rest = new Map<string, ScoredRestaurant[]>();
  private lodg = new Map<string, PricedLodging[]>();

  constructor(private p: Problem) {}

  attractions(cityId: string): ScoredAttraction[] {
    let list = this.attr.get(cityId);
    if (!list) {
      const { p } = this;
      list = p.catalog
        .attractions(cityId)
        .filter((a) => !p.avoid.has(a.id) && !(p.request.mobility.stepFree && a.stepFree === false))
        .filter((a) => !p.avoidTags.has(normalizeTag(a.category)) && !a.tags.some((t) => p.avoidTags.has(normalizeTag(t))))
        .map((a) => ({ a, score: attractionScore(p, a), cost: a.price * p.people }))
        .sort((x, y) => y.score - x.score || tieBreak(x.a.id, p.seed) - tieBreak(y.a.id, p.seed));
      this.attr.set(cityId, list);
    }
    return list;
  }

  restaurants(cityId: string): ScoredRestaurant[] {
    let list = this.rest.get(cityId);
    if (!list) {
      const { p } = this;
      list = p.catalog
        .restaurants(cityId)
        .filter((r) => !p.avoid.has(r.id) && !(p.request.mobility.stepFree && r.stepFree === false))
        .map((r) => ({
          r,
          cuisines: r.cuisines.map(normalizeTag),
          cost: r.costPerPerson * p.people,
          quality: restaurantQuality(r),
          quick: p.request.pace.quickMeals === true,
        }))
        .filter((x) => !x.cuisines.some((c) => p.avoidTags.has(c)))
        .filter((x) => p.diets.every((d) => (x.r.diets ?? []).map(normalizeTag).includes(d)))
        .sort((x, y) => x.cost - y.cost || y.quality - x.quality || tieBreak(x.r.id, p.seed) - tieBreak(y.r.id, p.seed));
      this.rest.set(cityId, list);
    }
    return list;
  }

  /** Eligible lodgings (room type, house rules, rooms cap), cheapest per night first. */
  lodgings(cityId: string): PricedLodging[] {
    let list = this.lodg.get(cityId);
    if (!list) {
      const { p } = this;
      const maxRooms = p.request.lodging.maxRooms ?? Infinity;
      list = p.catalog
        .lodgings(cityId)
        .filter((l) => roomTypeAllowed(p.request.lodging.roomType, l.roomType) && !l.forbids.some((f) => p.rules.includes(f)))
        .map((l) => {
          const rooms = roomsNeeded(p.people, l.maxOccupancy);
          return { l, rooms, perNight: l.pricePerNight * rooms, quality: l.rating ?? 3 };
        })
        .filter((x) => x.rooms <= maxRooms)
        .sort((x, y) => x.perNight - y.perNight || y.quality - x.quality || tieBreak(x.l.id, p.seed) - tieBreak(y.l.id, p.seed));
      this.lodg.set(cityId, list);
    }
    return list;
  }

  lodgingsFor(cityId: string, nights: number): PricedLodging[] {
    return this.lodgings(cityId).filter((x) => x.l.minimumNights <= nights);
  }
}

function attractionScore(p: Problem, a: CatalogAttraction): number {
  let interest = 0;
  for (const t of [a.category, ...a.tags]) interest = Math.max(interest, p.interests.get(normalizeTag(t)) ?? 0);
  return a.popularity * (1 + 2 * interest);
}

function restaurantQuality(r: CatalogRestaurant): number {
  return r.rating !== undefined ? r.rating * 20 : r.popularity;
}
