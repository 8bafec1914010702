import { addDays } from '../../../src/core/time/dates';
import type { TripRequestInput } from '../../../src/core/trip-request/schema';
import type { TpQuery } from '../eval/types';

/**
 * A TripRequest read back as TravelPlanner's structured fields, to measure the parser field by field
 * against the official queries.
 */
const HOUSE: Record<string, string> = {
  smoking: 'smoking',
  parties: 'parties',
  'children-under-10': 'children under 10',
  visitors: 'visitors',
  pets: 'pets',
};
const ROOM: Record<string, string | null> = {
  any: null,
  entire: 'entire room',
  private: 'private room',
  shared: 'shared room',
  'not-shared': 'not shared room',
};

export type TpFields = Omit<TpQuery, 'level' | 'query'>;

export function tpFieldsFromRequest(r: TripRequestInput): TpFields {
  const dests = r.destinations;
  const region = dests.find((d) => d.kind === 'region');
  const cities = dests.filter((d) => d.kind === 'city');
  const days = r.days ?? 0;
  const modes = r.transport?.modes;
  const excluded = (m: string) => modes !== undefined && !modes.includes(m as never);
  const rules = r.lodging?.houseRules ?? [];
  return {
    org: r.origin ?? '',
    dest: region && region.kind === 'region' ? region.region : cities[0] && cities[0].kind === 'city' ? cities[0].cityId : '',
    days,
    visiting_city_number: (region && region.kind === 'region' ? region.count : 0) + cities.length,
    date: Array.from({ length: days }, (_, k) => addDays(r.startDate, k)),
    people_number: (r.travellers?.adults ?? 1) + (r.travellers?.childAges?.length ?? 0),
    budget: r.budget ? r.budget.amount / 100 : 0,
    local_constraint: {
      'house rule': rules.length ? (HOUSE[rules[0]!] ?? null) : null,
      cuisine: r.food?.cuisines?.length ? r.food.cuisines : null,
      'room type': ROOM[r.lodging?.roomType ?? 'any'] ?? null,
      // Exactly one of the two ground rules TravelPlanner knows; anything else excluded is a different request.
      transportation:
        excluded('taxi') || (excluded('flight') && excluded('self-drive'))
          ? 'other exclusions'
          : excluded('flight')
            ? 'no flight'
            : excluded('self-drive')
              ? 'no self-driving'
              : null,
    },
  };
}

export const FIELD_NAMES = [
  'org',
  'dest',
  'days',
  'visiting_city_number',
  'date',
  'people_number',
  'budget',
  'house rule',
  'cuisine',
  'room type',
  'transportation',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** Which fields agree (cuisines compared as sets). */
export function compareFields(got: TpFields, want: TpFields): Record<FieldName, boolean> {
  const set = (v: string[] | null) => JSON.stringify([...(v ?? [])].sort());
  return {
    org: got.org === want.org,
    dest: got.dest === want.dest,
    days: got.days === want.days,
    visiting_city_number: got.visiting_city_number === want.visiting_city_number,
    date: JSON.stringify(got.date) === JSON.stringify(want.date),
    people_number: got.people_number === want.people_number,
    budget: got.budget === want.budget,
    'house rule': got.local_constraint['house rule'] === want.local_constraint['house rule'],
    cuisine: set(got.local_constraint.cuisine) === set(want.local_constraint.cuisine),
    'room type': got.local_constraint['room type'] === want.local_constraint['room type'],
    transportation: got.local_constraint.transportation === want.local_constraint.transportation,
  };
}
