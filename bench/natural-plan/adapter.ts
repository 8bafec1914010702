import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryCatalog } from '../../src/core/planner/index';
import type { Catalog, IntercityOption, Plan } from '../../src/core/planner/types';
import type { TripRequestInput } from '../../src/core/trip-request/schema';
import { benchDataDir } from '../travelplanner/data-dir';

/**
 * NATURAL PLAN trip planning through the engine. The benchmark's world is cities and direct flights only:
 * the catalog offers a flight between any two of the example's cities, and the request's `connections`
 * (from the structured constraints, or parsed from the prompt) say which ones exist. Stays count the
 * flight day for both cities ('both').
 */
export interface NpExample {
  id: string;
  numCities: number;
  cities: string;
  durations: string;
  prompt: string;
  golden: string;
  gemini: string;
  constraints: {
    trip_length: number;
    city_length: { city: string; days: number }[];
    city_day_ranges: { city: string; start: number; end: number }[];
    direct_flights: { from: string; to: string }[];
  };
}

export const NP_START_DATE = '2025-06-02';

export function naturalPlanDir(): string {
  return join(benchDataDir(), 'natural_plan');
}

export function loadNaturalPlan(): NpExample[] {
  const dir = naturalPlanDir();
  const data = JSON.parse(readFileSync(join(dir, 'trip_planning_100.json'), 'utf8')) as Record<string, Record<string, string>>;
  const cons = JSON.parse(readFileSync(join(dir, 'trip_planning_100_constraints.json'), 'utf8')) as Record<
    string,
    { constraints: NpExample['constraints'] }
  >;
  return Object.entries(data).map(([id, e]) => ({
    id,
    numCities: Number(e.num_cities),
    cities: e.cities!,
    durations: e.durations!,
    prompt: e.prompt_0shot!,
    golden: e.golden_plan!,
    gemini: e.pred_5shot_pro ?? '',
    constraints: cons[id]!.constraints,
  }));
}

/** The benchmark has no places or lodging: a trip here is cities, days and flights. */
export function withNaturalPlanConventions(r: TripRequestInput): TripRequestInput {
  return {
    ...r,
    lodging: { ...r.lodging, required: false },
    pace: { preset: 'relaxed', minActivitiesPerDay: 0, maxActivitiesPerDay: 0, meals: [] },
  };
}

export function requestFromConstraints(c: NpExample['constraints']): TripRequestInput {
  return withNaturalPlanConventions({
    returnToOrigin: false,
    destinations: c.city_length.map((s) => ({
      kind: 'city',
      cityId: s.city,
      days: s.days,
      windows: c.city_day_ranges.filter((w) => w.city === s.city).map((w) => ({ fromDay: w.start, toDay: w.end, presence: 'all' })),
    })),
    transferDayCounts: 'both',
    startDate: NP_START_DATE,
    days: c.trip_length,
    // The file lists each flight as from/to; read literally, one way.
    transport: {
      modes: ['flight'],
      directOnly: true,
      connections: c.direct_flights.map((f) => ({ from: f.from, to: f.to, bidirectional: false })),
    },
  });
}

export function catalogFor(cities: string[]): Catalog {
  const connections: IntercityOption[] = [];
  for (const a of cities)
    for (const b of cities) {
      if (a !== b)
        connections.push({
          id: `fly:${a}:${b}`,
          mode: 'flight',
          fromCityId: a,
          toCityId: b,
          durationMinutes: 150,
          price: 0,
          priceUnit: 'person',
        });
    }
  return createMemoryCatalog({
    currency: 'EUR',
    cities: cities.map((id) => ({ id, name: id, regions: ['Europe'], timeZone: 'UTC', coordinates: null })),
    attractions: [],
    restaurants: [],
    lodgings: [],
    connections,
  });
}

/** The golden plan's text format. */
export function renderNaturalPlan(plan: Plan, days: number): string {
  const lines = [`Here is the trip plan for visiting the ${plan.stays.length} European cities for ${days} days:`, ''];
  plan.stays.forEach((s, k) => {
    const span = `**Day ${s.arriveDay}-${s.departDay}:**`;
    lines.push(
      k === 0
        ? `${span} Arriving in ${s.cityId} and visit ${s.cityId} for ${s.days} days.`
        : `${span} Visit ${s.cityId} for ${s.days} days.`,
    );
    const next = plan.stays[k + 1];
    if (next) lines.push(`**Day ${s.departDay}:** Fly from ${s.cityId} to ${next.cityId}.`);
  });
  return lines.join('\n');
}
