import { toMinor } from '../money/currencies';
import { diffDays } from '../time/dates';
import { DEFAULT_INTERCITY_MODES, INTERCITY_MODES, type TripRequestInput } from '../trip-request/schema';
import type { ParseContext } from './context';
import { weekendStart } from './dates';
import type { ParseOptions, TripIntent } from './types';

/**
 * Maps what was understood onto a TripRequest. Gaps get stated assumptions (e.g. one adult, the first day of
 * the month given); what cannot be assumed (where to go, when) is reported as missing.
 */
export type MissingField = 'destination' | 'dates' | 'duration';

/** Everything understood, as request fields, even when the trip cannot be planned yet (the form takes it over). */
export type PartialRequest = Omit<TripRequestInput, 'startDate' | 'days'> & { startDate?: string; days?: number };

export interface RequestDraft {
  request: TripRequestInput | null;
  draft: PartialRequest;
  missing: MissingField[];
}

/** Trip length: a stated total, else dates, else the only/unclaimed duration, else the stays' sum. */
function tripDays(ctx: ParseContext): number | undefined {
  const i = ctx.intent;
  // A "total" bound to one of several cities ("Rome for 3 days and Florence for 2") is that city's stay.
  const stops = i.destinations.length + (i.region?.days !== undefined ? 1 : 0);
  const total = ctx.durations.find((d) => d.total && !d.city) ?? (stops > 1 ? undefined : ctx.durations.find((d) => d.total));
  if (total) return total.days;
  if (i.startDate && i.endDate) return diffDays(i.startDate, i.endDate) + 1;
  const free = ctx.durations.find((d) => !d.city);
  if (free) return free.days;
  // One city: "3 nights in Barcelona" is a 4-day trip (not when a region is a stop beside it: "… then Bali").
  if (i.destinations.length === 1 && i.region?.at === undefined) {
    const bound = ctx.durations.find((d) => d.city === i.destinations[0]!.name);
    if (bound) return bound.days;
  }
  const stays = stayLengths(i);
  if (stays.length && stays.every((d) => d !== undefined)) {
    const sum = stays.reduce((a, b) => a! + b!, 0)!;
    // One city: "5 days in Lisbon" is the whole trip.
    return stays.length === 1 ? sum : sum + (i.origin ? 1 : 0);
  }
  return undefined;
}

/** The stays' lengths in the text, a region that is a stop of its own included ("… then Bali for a week"). */
function stayLengths(i: TripIntent): Array<number | undefined> {
  return [...i.destinations.map((d) => d.days), ...(i.region?.at !== undefined ? [i.region.days] : [])];
}

export function buildRequest(ctx: ParseContext, options: ParseOptions): RequestDraft {
  const i: TripIntent = ctx.intent;
  const missing: MissingField[] = [];
  const resolve = (name: string, kind: 'city' | 'region' | 'place') => options.resolvePlace?.(name, kind) ?? name;

  let days = tripDays(ctx);
  if (days !== undefined) i.days = days;
  // Stays that add up to more than the trip by one day per transfer: the transfer day counts for both cities.
  const stays = stayLengths(i);
  if (days !== undefined && stays.length > 1 && stays.every((d) => d !== undefined)) {
    const sum = stays.reduce((a, b) => a! + b!, 0)!;
    if (!i.origin && sum - (stays.length - 1) === days) i.transferDayCounts = 'both';
  }

  // With one city its stay is the trip ("to Pensacola for 3 days", "3 nights in Barcelona"): the trip length says it.
  const only = i.destinations.length === 1 && !i.region ? i.destinations[0] : undefined;
  if (only && only.days !== undefined && days !== undefined) delete only.days;

  let startDate = i.startDate;
  if (!startDate && i.month) {
    startDate = `${i.month.year}-${String(i.month.month).padStart(2, '0')}-${String(i.month.day ?? 1).padStart(2, '0')}`;
    ctx.assumptions.push(`no exact dates: assumed the trip starts on ${startDate}`);
  }
  if (!startDate && /\bweekend\b/i.test(ctx.text)) {
    startDate = weekendStart(ctx.today, false);
    ctx.assumptions.push(`"weekend": assumed the coming one, starting ${startDate}`);
  }
  if (!startDate && options.defaultStartDate) {
    startDate = options.defaultStartDate;
    ctx.assumptions.push(`no dates given: the trip starts on ${startDate}`);
  }
  if (startDate && days === undefined && i.endDate) days = diffDays(startDate, i.endDate) + 1;
  if (!startDate) missing.push('dates');
  if (days === undefined) missing.push('duration');

  const stops: TripRequestInput['destinations'] = [];
  for (const d of i.destinations) {
    stops.push({
      kind: 'city',
      cityId: resolve(d.name, 'city'),
      ...(d.days !== undefined ? { days: d.days } : {}),
      windows: d.windows.map((w) => ({ ...w, presence: 'all' as const })),
    });
  }
  const region = i.region;
  if (region?.name) {
    const regionId = resolve(region.name, 'region');
    // Named cities inside the region qualify it ("a week in Japan, Tokyo and Kyoto"); one outside it does not
    // ("10 days Bali then Singapore": Bali is a stop of its own).
    const inside = i.destinations.filter((d) => options.inRegion?.(resolve(d.name, 'city'), regionId) ?? true).length;
    if (inside === 0 || (region.count ?? 0) > inside) {
      // Assumed: about one city per four days, at most 4, and no more than the catalog has there.
      const available = options.citiesInRegion?.(regionId) ?? Infinity;
      const count = region.count ?? Math.max(1, Math.min(4, available, Math.round((region.days ?? days ?? 4) / 4)));
      if (region.count === undefined) ctx.assumptions.push(`"${region.name}": assumed ${count} ${count === 1 ? 'city' : 'cities'}`);
      const remaining = count - inside;
      // A region apart from the cities keeps its place in the text ("10 days Bali then Singapore").
      const at = inside === 0 ? (region.at ?? stops.length) : stops.length;
      // Its own length, shared by its cities: "Bali for a week" with one city is 7 days there; with two, 3-4 each.
      const each =
        inside === 0 && region.days !== undefined
          ? { minDaysEach: Math.max(1, Math.floor(region.days / remaining)), maxDaysEach: Math.ceil(region.days / remaining) }
          : {};
      if (remaining > 0) stops.splice(at, 0, { kind: 'region', region: regionId, count: remaining, ...each });
    }
  }
  if (stops.length === 0) missing.push('destination');

  let adults = i.adults;
  if (adults === undefined) {
    // "we"/"our" without a number: at least two people.
    // "with friends": the traveller and at least two more.
    const friends = /\bwith (?:some |a few |(?:my|our) )?(?:friends|mates)\b/i.test(ctx.text);
    adults = friends ? 3 : i.childAges.length || i.children || /\b(?:we|we're|we'll|we've|our|us)\b/i.test(ctx.text) ? 2 : 1;
    ctx.assumptions.push(`party size not given: assumed ${adults} adult${adults > 1 ? 's' : ''}`);
  }
  const childAges = [...i.childAges];
  // Children mentioned without ages: count them as 10-year-olds (old enough for every rule, still children).
  for (let k = childAges.length; k < (i.children ?? 0); k++) childAges.push(10);

  const defaults = i.wantsDriving || options.drivingByDefault ? [...INTERCITY_MODES] : [...DEFAULT_INTERCITY_MODES];
  const modes = (i.onlyModes ?? defaults).filter((m) => !i.excludedModes.includes(m));
  const mustSee = i.mustSee.flatMap((n) => {
    const near = stops.flatMap((s) => (s.kind === 'city' ? [s.cityId] : []));
    const id = options.resolvePlace?.(n, 'place', near);
    if (options.resolvePlace && id === undefined) {
      // A day trip we hold no data for does not stop the rest of the trip from being planned.
      if (i.outings?.includes(n)) {
        ctx.assumptions.push(`day trip to ${n}: not among our places, so the plan leaves it out`);
        return [];
      }
      ctx.assumptions.push(`must-see "${n}" is not among our places: add it by hand or check the spelling`);
    }
    return [id ?? n];
  });
  let budget: TripRequestInput['budget'];
  if (i.budget) {
    const people = adults + childAges.length;
    const factor = i.budget.per === 'person' ? people : i.budget.per === 'day' ? (days ?? 1) : 1;
    budget = { amount: toMinor(i.budget.amount * factor, i.budget.currency), currency: i.budget.currency };
    if (i.budget.per !== 'trip')
      ctx.assumptions.push(
        `budget ${i.budget.per === 'person' ? 'per person' : 'per day'}: total ${i.budget.amount * factor} ${i.budget.currency}`,
      );
  }

  const draft: PartialRequest = {
    ...(i.origin ? { origin: resolve(i.origin, 'city') } : {}),
    returnToOrigin: i.origin ? (i.returnToOrigin ?? true) : false,
    destinations: stops,
    transferDayCounts: i.transferDayCounts ?? 'arrival',
    ...(i.orderFixed && stops.length > 1 ? { orderFixed: true } : {}),
    ...(startDate ? { startDate } : {}),
    ...(days !== undefined ? { days } : {}),
    travellers: { adults, childAges, pets: i.pets ?? 0 },
    ...(budget ? { budget } : {}),
    interests: i.interests.map((tag) => ({ tag, weight: 1 })),
    pace: {
      preset: i.pace ?? 'balanced',
      ...(i.quickMeals ? { quickMeals: true } : {}),
      ...(i.maxActivitiesPerDay !== undefined ? { maxActivitiesPerDay: i.maxActivitiesPerDay } : {}),
      ...(i.minActivitiesPerDay !== undefined ? { minActivitiesPerDay: i.minActivitiesPerDay } : {}),
    },
    transport: {
      modes: modes.length ? modes : defaults,
      directOnly: i.directOnly ?? false,
      ...(i.connections.length
        ? { connections: i.connections.map((c) => ({ ...c, from: resolve(c.from, 'city'), to: resolve(c.to, 'city') })) }
        : {}),
    },
    lodging: {
      required: true,
      roomType: i.roomType ?? 'any',
      houseRules: [...i.houseRules],
      ...(i.lodgingTier ? { tier: i.lodgingTier } : {}),
    },
    food: { cuisines: [...i.cuisines], diets: [...i.diets], ...(i.repeatRestaurants ? { repeatRestaurants: true } : {}) },
    avoidTags: [...i.avoidTags],
    ...(mustSee.length ? { mustSee } : {}),
    ...(i.stepFree || i.walking
      ? {
          mobility: {
            ...(i.stepFree ? { stepFree: true } : {}),
            ...(i.walking ? { maxWalkKmPerDay: i.walking.perDayKm } : {}),
            ...(i.walking?.perLegKm !== undefined ? { maxWalkKmPerLeg: i.walking.perLegKm } : {}),
          },
        }
      : {}),
  };
  const complete = missing.length === 0; // only the three essentials are ever missing
  return { request: complete ? { ...draft, startDate: startDate!, days: days! } : null, draft, missing };
}
