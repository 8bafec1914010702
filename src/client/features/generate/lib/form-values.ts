import type { TripRequestInput } from '../../../../core/trip-request/schema';
import {
  DEFAULT_INTERCITY_MODES,
  HOUSE_RULES,
  PACE_PRESETS,
  ROOM_TYPES,
  type HouseRule,
  type IntercityMode,
  type PacePreset,
} from '../../../../core/trip-request/schema';
import { INTEREST_KEYS, type Interest } from '../../../../core/places/interests';
import { DIETS } from '../../../../core/places/schema';
import { CURRENCY_EXPONENT, toMajor, toMinor } from '../../../../core/money/currencies';
import { addDays, diffDays } from '../../../../core/time/dates';

/** A curated city the trip visits; `days` is an optional fixed stay ("" = let the planner choose). */
export interface DestinationValue {
  destinationId: string;
  name: string;
  country: string | null;
  days: string;
}

export interface MustSeeValue {
  id: string;
  name: string;
  destinationId: string | null;
}

/**
 * What the generator form edits: strings where the person types (so half-typed numbers are kept), enums where
 * they choose. `base` is the request the form was filled from (the parser's reading, a relaxation): fields the
 * form does not show (food, mobility, origin, day windows…) pass through unchanged.
 */
export interface FormValues {
  title: string;
  destinations: DestinationValue[];
  /** Visit the cities in the listed order (the parser sets it for "Tokyo, then Kyoto"); else the planner chooses. */
  orderFixed: boolean;
  startDate: string;
  endDate: string;
  adults: string;
  childAges: string[];
  pets: string;
  budgetAmount: string;
  currency: string;
  interests: Interest[];
  pace: PacePreset;
  modes: IntercityMode[];
  roomType: (typeof ROOM_TYPES)[number];
  houseRules: HouseRule[];
  mustSee: MustSeeValue[];
  /** Every meal at a place that lists these. */
  diets: Diet[];
  /** A restaurant may come back on another day (FoodNeedsSchema.repeatRestaurants). */
  repeatRestaurants: boolean;
  base: TripRequestInput | null;
}

export type Diet = (typeof DIETS)[number];

export const CURRENCIES = Object.keys(CURRENCY_EXPONENT).sort();

export function emptyFormValues(currency = 'EUR'): FormValues {
  return {
    title: '',
    destinations: [],
    orderFixed: false,
    startDate: '',
    endDate: '',
    adults: '2',
    childAges: [],
    pets: '0',
    budgetAmount: '',
    currency: CURRENCIES.includes(currency) ? currency : 'EUR',
    interests: [],
    pace: 'balanced',
    modes: [...DEFAULT_INTERCITY_MODES],
    roomType: 'any',
    houseRules: [],
    mustSee: [],
    diets: [],
    repeatRestaurants: false,
    base: null,
  };
}

/** Inclusive trip length from the two dates, or null until both are valid and in order. */
export function tripDays(startDate: string, endDate: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return null;
  const days = diffDays(startDate, endDate) + 1;
  return Number.isFinite(days) ? days : null;
}

/** "" → undefined (so the schema's default applies); anything else → a number the schema judges (NaN fails). */
const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.trim().replace(',', '.')));

/** Form → the TripRequest sent to the server, before validation (the shared schema judges it). */
export function toTripRequest(v: FormValues): TripRequestInput {
  const base = v.base ?? ({} as Partial<TripRequestInput>);
  const baseStops = base.destinations ?? [];
  const cityStops = v.destinations.map((d) => {
    const previous = baseStops.find((s) => s.kind === 'city' && s.cityId === d.destinationId);
    const kept =
      previous && previous.kind === 'city' ? { windows: previous.windows, minDays: previous.minDays, maxDays: previous.maxDays } : {};
    return { ...kept, kind: 'city' as const, cityId: d.destinationId, days: num(d.days) };
  });
  const days = tripDays(v.startDate, v.endDate) ?? undefined;
  const amount = num(v.budgetAmount);
  return {
    ...base,
    destinations: withRegionStops(cityStops, baseStops),
    orderFixed: v.orderFixed && cityStops.length + baseStops.filter((s) => s.kind === 'region').length > 1,
    startDate: v.startDate,
    days,
    endDate: undefined,
    travellers: {
      adults: num(v.adults) as number,
      childAges: v.childAges.map((a) => num(a) as number),
      pets: num(v.pets) ?? 0,
    },
    budget:
      amount === undefined ? undefined : { amount: Number.isFinite(amount) ? toMinor(amount, v.currency) : amount, currency: v.currency },
    // Interests the form has no chip for (the parser reads more words than the chips show) are kept.
    interests: [...v.interests.map((tag) => ({ tag, weight: 1 })), ...(base.interests ?? []).filter((i) => !isInterest(i.tag))],
    pace: { ...(base.pace ?? {}), preset: v.pace },
    transport: { ...(base.transport ?? {}), modes: v.modes },
    lodging: { ...(base.lodging ?? {}), roomType: v.roomType, houseRules: v.houseRules },
    mustSee: v.mustSee.map((m) => m.id),
    food: {
      cuisines: base.food?.cuisines ?? [],
      // Diets the form has no box for (the parser may read more) are kept.
      diets: [...v.diets, ...(base.food?.diets ?? []).filter((d) => !isDiet(d))],
      ...(v.repeatRestaurants ? { repeatRestaurants: true } : {}),
    },
  };
}

type Stop = TripRequestInput['destinations'][number];

/** The form lists cities only: a region stop of the base request goes back after the cities that came before it. */
function withRegionStops(cityStops: Stop[], baseStops: Stop[]): Stop[] {
  const out = [...cityStops];
  let citiesBefore = 0;
  let inserted = 0;
  for (const s of baseStops) {
    if (s.kind === 'city') citiesBefore++;
    else out.splice(Math.min(citiesBefore + inserted++, out.length), 0, s);
  }
  return out;
}

const isDiet = (d: string): d is Diet => (DIETS as readonly string[]).includes(d);
const isInterest = (tag: string): tag is Interest => (INTEREST_KEYS as readonly string[]).includes(tag);
const humanize = (id: string) => id.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * A request (from the parser, or a relaxation) → form values. City and place names come from `names`
 * (what the server told us) or the current form; ids are shown readable when nothing better is known.
 */
export function fromTripRequest(
  request: TripRequestInput,
  names: { cities?: Array<{ id: string; name: string; country: string | null }>; current?: FormValues; title?: string } = {},
): FormValues {
  const current = names.current;
  const cityName = (id: string) => names.cities?.find((c) => c.id === id) ?? current?.destinations.find((d) => d.destinationId === id);
  const days = request.days ?? (request.endDate ? diffDays(request.startDate, request.endDate) + 1 : undefined);
  const currency = request.budget?.currency ?? current?.currency ?? 'EUR';
  const travellers = request.travellers ?? { adults: 1, childAges: [], pets: 0 };
  return {
    title: names.title ?? current?.title ?? '',
    destinations: request.destinations.flatMap((s) => {
      if (s.kind !== 'city') return [];
      const known = cityName(s.cityId);
      return [
        {
          destinationId: s.cityId,
          name: known?.name ?? humanize(s.cityId),
          country: known?.country ?? null,
          days: s.days === undefined ? '' : String(s.days),
        },
      ];
    }),
    orderFixed: request.orderFixed ?? false,
    startDate: request.startDate,
    // No first day yet (a description without dates): the dates field offers the length in `base` once one is chosen.
    endDate: days === undefined || !request.startDate ? '' : addDays(request.startDate, days - 1),
    adults: String(travellers.adults ?? 1),
    childAges: (travellers.childAges ?? []).map(String),
    pets: String(travellers.pets ?? 0),
    budgetAmount: request.budget ? String(toMajor(request.budget.amount, currency)) : '',
    currency,
    interests: (request.interests ?? []).map((i) => i.tag).filter(isInterest),
    pace: (PACE_PRESETS as readonly string[]).includes(request.pace?.preset ?? '') ? (request.pace!.preset as PacePreset) : 'balanced',
    modes: request.transport?.modes ? [...request.transport.modes] : [...DEFAULT_INTERCITY_MODES],
    roomType: request.lodging?.roomType ?? 'any',
    houseRules: (request.lodging?.houseRules ?? []).filter((r) => (HOUSE_RULES as readonly string[]).includes(r)),
    mustSee: (request.mustSee ?? []).map(
      (id) => current?.mustSee.find((m) => m.id === id) ?? { id, name: humanize(id), destinationId: null },
    ),
    diets: (request.food?.diets ?? []).filter(isDiet),
    repeatRestaurants: request.food?.repeatRestaurants ?? false,
    base: request,
  };
}
