import type { HouseRule, IntercityMode, TripRequestInput } from '../../../src/core/trip-request/schema';
import type { TpQuery } from '../eval/types';

/**
 * A TravelPlanner query as a TripRequest. What the benchmark calls commonsense becomes ordinary request
 * settings: three restaurant meals and at least one visit on each full day, a closed loop from the origin,
 * and "N cities in <state>" for multi-city trips.
 */
const HOUSE_RULES: Record<string, HouseRule> = {
  smoking: 'smoking',
  parties: 'parties',
  'children under 10': 'children-under-10',
  visitors: 'visitors',
  pets: 'pets',
};
const ROOM_TYPES: Record<string, 'entire' | 'private' | 'shared' | 'not-shared'> = {
  'entire room': 'entire',
  'private room': 'private',
  'shared room': 'shared',
  'not shared room': 'not-shared',
};

/** The benchmark's commonsense rules as request settings: three restaurant meals and a visit on full days. */
export const TP_PACE = {
  preset: 'balanced',
  meals: ['breakfast', 'lunch', 'dinner'],
  minActivitiesPerDay: 1,
  maxActivitiesPerDay: 2,
} as const;

/** A request parsed from the query text, with the benchmark's conventions (closed loop, pace) applied. */
export function withTravelPlannerConventions(r: TripRequestInput): TripRequestInput {
  return {
    ...r,
    returnToOrigin: r.origin !== undefined,
    transferDayCounts: 'arrival',
    pace: { ...r.pace, ...TP_PACE, meals: [...TP_PACE.meals] },
    lodging: { ...r.lodging, required: true },
  };
}

export function transportModes(rule: string | null): IntercityMode[] {
  if (rule === 'no flight') return ['self-drive', 'taxi'];
  if (rule === 'no self-driving') return ['flight', 'taxi'];
  return ['flight', 'self-drive', 'taxi'];
}

export function tripRequestFromQuery(q: TpQuery): TripRequestInput {
  const lc = q.local_constraint;
  const rule = lc['house rule'] ? HOUSE_RULES[lc['house rule']] : undefined;
  const single = q.visiting_city_number === 1 && q.days <= 3;
  return {
    origin: q.org,
    returnToOrigin: true,
    destinations: single ? [{ kind: 'city', cityId: q.dest }] : [{ kind: 'region', region: q.dest, count: q.visiting_city_number }],
    transferDayCounts: 'arrival',
    startDate: q.date[0]!,
    days: q.days,
    travellers: { adults: q.people_number },
    budget: { amount: q.budget * 100, currency: 'USD' },
    pace: { ...TP_PACE, meals: [...TP_PACE.meals] },
    transport: { modes: transportModes(lc.transportation), selfDriveExclusive: true },
    lodging: { required: true, roomType: lc['room type'] ? (ROOM_TYPES[lc['room type']] ?? 'any') : 'any', houseRules: rule ? [rule] : [] },
    food: { cuisines: lc.cuisine ?? [] },
  };
}
