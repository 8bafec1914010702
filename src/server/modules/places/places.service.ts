import type { z } from 'zod';
import { decodeCursor, encodeCursor, parseFields, pickFields } from '../../../core/api/list-query';
import type { DestinationListQuerySchema, PlaceListQuerySchema } from '../../../core/api/places';
import { matchesInterest } from '../../../core/places/interests';
import { isPlaceOpenAt, placeOpenAt } from '../../../core/places/open-state';
import { notFound } from '../../lib/app-error';
import { z as zod } from 'zod';
import { holidays } from './calendar';
import type { KbPlace, KnowledgeBase } from './knowledge-base';
import { presentDestinationDetail, presentDestinationSummary, presentPlaceDetail, presentPlaceSummary } from './places.presenter';

const OffsetCursor = zod.object({ o: zod.number().int().nonnegative() });

/** In-memory pagination: the opaque cursor carries the offset into the stable sorted list. */
function paginate<T>(items: T[], limit: number, cursor: string | undefined) {
  const start = decodeCursor(cursor, OffsetCursor)?.o ?? 0;
  const page = items.slice(start, start + limit);
  const next = start + limit < items.length ? encodeCursor({ o: start + limit }) : null;
  return { page, nextCursor: next, total: items.length };
}

function compareBy<T>(key: (x: T) => string | number, order: 'asc' | 'desc') {
  const dir = order === 'desc' ? -1 : 1;
  return (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    return (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)) * dir;
  };
}

export function listDestinations(kb: KnowledgeBase, q: z.infer<typeof DestinationListQuerySchema>) {
  let list = q.search ? kb.searchDestinations(q.search) : [...kb.destinations];
  if (q.continent) list = list.filter((d) => d.continent === q.continent);
  if (q.country) list = list.filter((d) => d.country === q.country);
  const summaries = list.map((d) => presentDestinationSummary(kb, d));
  const sortBy = q.sortBy ?? 'name';
  summaries.sort(compareBy((s) => (sortBy === 'placeCount' ? s.placeCount : s[sortBy]), q.sortOrder));
  const { page, nextCursor, total } = paginate(summaries, q.limit, q.cursor);
  const fields = parseFields(q.fields);
  return { items: page.map((s) => pickFields(s, fields)), nextCursor, total };
}

export function getDestination(kb: KnowledgeBase, id: string) {
  const d = kb.destination(id);
  if (!d) throw notFound('Destination');
  return presentDestinationDetail(kb, d);
}

export function listPlaces(kb: KnowledgeBase, destinationId: string, q: z.infer<typeof PlaceListQuerySchema>) {
  const d = kb.destination(destinationId);
  if (!d) throw notFound('Destination');
  let list: KbPlace[] = kb.places(d.id);
  if (q.category) list = list.filter((p) => p.place.category === q.category);
  if (q.tag) list = list.filter((p) => p.place.tags.includes(q.tag!));
  if (q.interest) list = list.filter((p) => matchesInterest(p.place, q.interest!));
  if (q.search) {
    const s = q.search.toLowerCase();
    list = list.filter((p) => p.place.name.toLowerCase().includes(s) || p.place.tags.some((t) => t.includes(s)));
  }
  if (q.openAt) list = list.filter((p) => isPlaceOpenAt(p.place, d.country, q.openAt!, holidays()));
  const sortBy = q.sortBy ?? 'popularity';
  const order = q.sortBy ? q.sortOrder : 'desc';
  const summaries = list.map(presentPlaceSummary).sort(compareBy((s) => s[sortBy], order));
  const { page, nextCursor, total } = paginate(summaries, q.limit, q.cursor);
  const fields = parseFields(q.fields);
  return { items: page.map((s) => pickFields(s, fields)), nextCursor, total };
}

export function getPlace(kb: KnowledgeBase, id: string, at: string | undefined) {
  const entry = kb.place(id);
  if (!entry) throw notFound('Place');
  const state = at ? { at, ...placeOpenAt(entry.place, entry.destination.country, at, holidays()) } : null;
  return presentPlaceDetail(entry, state);
}

export function getClimate(kb: KnowledgeBase, destinationId: string, month: number) {
  const d = kb.destination(destinationId);
  if (!d) throw notFound('Destination');
  const m = d.climate.find((c) => c.month === month)!;
  return { ...m, destinationId: d.id, bestMonth: d.bestMonths.includes(month) };
}

export function getCountry(kb: KnowledgeBase, code: string) {
  const c = kb.countries.get(code.toUpperCase());
  if (!c) throw notFound('Country');
  return c;
}
