import type { CityRef, Cover, ItineraryNotes } from '../../../core/api/trips';
import type { Plan } from '../../../core/planner/types';
import { partySize } from '../../../core/trip-request/derive';
import type { TripRequest } from '../../../core/trip-request/schema';
import type { KnowledgeBase } from '../places/knowledge-base';
import type { NewItineraryRow } from './trips.table';

const MAX_COVER_POINTS = 60;

/** The cities of a plan in visiting order (stays first, then any other city an item is in). */
export function citiesOf(kb: KnowledgeBase, plan: Plan): CityRef[] {
  const ids: string[] = [];
  for (const s of plan.stays) if (!ids.includes(s.cityId)) ids.push(s.cityId);
  for (const d of plan.days) if (!ids.includes(d.cityId) && d.countsFor.length) ids.push(d.cityId);
  return ids.map((id) => {
    const d = kb.destination(id);
    return { id, name: d?.name ?? id, country: d?.country ?? null, timeZone: d?.timeZone ?? 'UTC' };
  });
}

export function coverOf(kb: KnowledgeBase, plan: Plan): Cover {
  const route: Array<[number, number]> = [];
  for (const s of plan.stays) {
    const c = kb.destination(s.cityId)?.coordinates;
    if (c) route.push([c.lon, c.lat]);
  }
  const points: Array<[number, number]> = [];
  for (const d of plan.days)
    for (const it of d.items) if (it.kind !== 'transfer' && it.coordinates) points.push([it.coordinates.lon, it.coordinates.lat]);
  const sampled =
    points.length <= MAX_COVER_POINTS ? points : points.filter((_, i) => i % Math.ceil(points.length / MAX_COVER_POINTS) === 0);
  const all = [...route, ...sampled];
  const bbox: Cover['bbox'] = all.length
    ? [
        Math.min(...all.map((p) => p[0])),
        Math.min(...all.map((p) => p[1])),
        Math.max(...all.map((p) => p[0])),
        Math.max(...all.map((p) => p[1])),
      ]
    : null;
  return { bbox, route, points: sampled };
}

export function endDateOf(plan: Plan): string {
  return plan.days[plan.days.length - 1]?.date ?? plan.startDate;
}

/** Columns derived from the document on every save (My Trips reads only these). */
export function derivedColumns(kb: KnowledgeBase, title: string, request: TripRequest, plan: Plan) {
  const cities = citiesOf(kb, plan);
  return {
    startDate: plan.startDate,
    endDate: endDateOf(plan),
    cities,
    searchText: [title, ...cities.map((c) => `${c.name} ${c.country ? (kb.countries.get(c.country)?.name ?? c.country) : ''}`)]
      .join(' ')
      .toLowerCase(),
    travellers: partySize(request),
    currency: plan.currency,
    total: plan.totals.total,
    budget: request.budget?.amount ?? null,
    feasible: plan.report.feasible,
    cover: coverOf(kb, plan),
  } satisfies Partial<NewItineraryRow>;
}

export function defaultTitle(cities: CityRef[], plan: Plan): string {
  const names = cities.map((c) => c.name);
  const where = names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  return `${plan.days.length} days in ${where || 'your destination'}`;
}

export const emptyNotes = (): ItineraryNotes => ({ items: {}, days: {} });

/** Notes of items that no longer exist (removed, re-planned away) are dropped on save. */
export function pruneNotes(notes: ItineraryNotes, plan: Plan): ItineraryNotes {
  const ids = new Set(plan.days.flatMap((d) => d.items.map((i) => i.id)));
  const items = Object.fromEntries(Object.entries(notes.items).filter(([id]) => ids.has(id)));
  const days = Object.fromEntries(Object.entries(notes.days).filter(([d]) => Number(d) >= 1 && Number(d) <= plan.days.length));
  return { items, days };
}
