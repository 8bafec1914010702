import {
  itineraryEtag,
  type ItineraryDetail,
  type ItineraryNotes,
  type ItineraryStatus,
  type ItinerarySummary,
  type SharedItinerary,
  type ShareInfo,
} from '../../../core/api/trips';
import { catalogSlice } from '../../../core/edits/catalog-slice';
import { openingWindowsOf } from '../../../core/feasibility/checks-opening-hours';
import type { Catalog, Plan, PlanDay } from '../../../core/planner/types';
import type { KnowledgeBase } from '../places/knowledge-base';
import { jsonOnce, utf8Join } from '../../lib/json-once';
import { planJson } from './plan-json';
import type { ItinerarySummaryRow } from './trips.repository';
import type { ItineraryRow } from './trips.table';

export const utcToday = () => new Date().toISOString().slice(0, 10);

export function statusOf(startDate: string, endDate: string, today: string): ItineraryStatus {
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'past';
  return 'ongoing';
}

export function shareUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl}/shared/${publicId}`;
}

export function presentSummary(row: ItinerarySummaryRow, today = utcToday()): ItinerarySummary {
  return {
    id: row.id,
    title: row.title,
    status: statusOf(row.startDate, row.endDate, today),
    archived: row.archivedAt !== null,
    startDate: row.startDate,
    endDate: row.endDate,
    days: daysBetween(row.startDate, row.endDate),
    cities: row.cities,
    travellers: row.travellers,
    currency: row.currency,
    total: row.total,
    budget: row.budget,
    feasible: row.feasible,
    shared: row.publicId !== null,
    cover: row.cover,
    version: row.version,
    etag: itineraryEtag(row.id, row.version),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentShare(row: ItinerarySummaryRow, publicUrl: string): ShareInfo | null {
  return row.publicId && row.sharedAt
    ? { publicId: row.publicId, url: shareUrl(publicUrl, row.publicId), sharedAt: row.sharedAt.toISOString() }
    : null;
}

/** What a detail adds from the knowledge base and catalog: a function of the plan's places, days and stays alone. */
export type DetailExtras = Pick<ItineraryDetail, 'places' | 'catalog' | 'openingWindows'>;

export function presentExtras(kb: KnowledgeBase, catalog: Catalog | null, plan: Plan): DetailExtras {
  return {
    places: placesOf(kb, catalog, plan),
    catalog: catalog ? catalogSlice(catalog, plan) : { cities: [], attractions: [], restaurants: [] },
    openingWindows: catalog ? openingWindowsOf(catalog, plan) : {},
  };
}

/**
 * Everything of a plan that presentExtras reads (cities, dates, each item's kind, city, place, name and position),
 * so that a save which only re-times items or edits notes reuses the previous version's extras.
 */
export function extrasKey(plan: Plan): string {
  let key = extrasKeys.get(plan);
  if (key === undefined) extrasKeys.set(plan, (key = computeExtrasKey(plan)));
  return key;
}
/** Once per plan object: a plan is not mutated once presented, and a compact save answer compares two of them. */
const extrasKeys = new WeakMap<Plan, string>();

function computeExtrasKey(plan: Plan): string {
  // A JSON array (stays, then each day's array): one text per distinct value.
  return `[${[JSON.stringify(plan.stays.map((s) => s.cityId)), ...plan.days.map(dayExtrasKey)].join(',')}]`;
}

/** A day's part of the extras key, once per day object: a save's unchanged days are the last version's objects. */
function dayExtrasKey(d: PlanDay): string {
  let key = dayExtrasKeys.get(d);
  if (key !== undefined) return key;
  const items = d.items.map((it) =>
    it.kind === 'transfer'
      ? [it.kind, it.cityId, it.fromCityId, it.toCityId]
      : [it.kind, it.cityId, it.placeId, it.name, it.coordinates?.lat, it.coordinates?.lon],
  );
  dayExtrasKeys.set(d, (key = JSON.stringify([d.date, d.cityId, d.fromCityId, items])));
  return key;
}
const dayExtrasKeys = new WeakMap<PlanDay, string>();

/** A detail without its large parts (plan, places, catalog slice, opening windows): the row's own fields. */
export type DetailHead = Omit<ItineraryDetail, LargePart>;
type LargePart = 'plan' | 'places' | 'catalog' | 'openingWindows';

export function presentDetailHead(row: ItinerarySummaryRow & Pick<ItineraryRow, 'request' | 'notes'>, publicUrl: string): DetailHead {
  return {
    ...presentSummary(row),
    request: row.request,
    notes: row.notes,
    share: presentShare(row, publicUrl),
    ...(row.draft ? { draft: true } : {}),
  };
}

export function presentDetail(
  row: ItineraryRow,
  kb: KnowledgeBase,
  catalog: Catalog | null,
  publicUrl: string,
  extras: DetailExtras = presentExtras(kb, catalog, row.plan),
): ItineraryDetail {
  return { ...presentDetailHead(row, publicUrl), plan: row.plan, ...extras };
}

/**
 * The detail as JSON, with its large immutable parts (the version's plan, the cached extras) serialized once per
 * object (jsonOnce): a save already serialized the plan for the database, and extras are shared across versions.
 * Same value as JSON.stringify(detail); only the order of the keys differs.
 */
export function serializeDetail(detail: ItineraryDetail): Buffer {
  const { plan, places, catalog, openingWindows, ...head } = detail;
  return joinDetail(head, {
    plan: planJson(plan),
    places: jsonOnce(places),
    catalog: jsonOnce(catalog),
    ...(openingWindows ? { openingWindows: jsonOnce(openingWindows) } : {}),
  });
}

/**
 * The detail's JSON as UTF-8 bytes (how the trips cache keeps it, decision 039), from its head and its large parts
 * already serialized (a generation's come from the planner's thread).
 */
export function joinDetail(
  head: DetailHead,
  json: Partial<Record<LargePart, string>> & Record<'plan' | 'places' | 'catalog', string>,
): Buffer {
  const windows = json.openingWindows ? [',"openingWindows":', json.openingWindows] : [];
  const parts = [`${JSON.stringify(head).slice(0, -1)},"plan":`, json.plan, ',"places":', json.places, ',"catalog":', json.catalog];
  return utf8Join([...parts, ...windows, '}']);
}

/** The read-only view of a share link: shared notes only, nothing about the owner or the account. */
export function presentShared(
  row: ItineraryRow,
  kb: KnowledgeBase,
  catalog: Catalog | null,
  exportFormats: SharedItinerary['exportFormats'],
): SharedItinerary {
  const {
    share: _s,
    etag: _e,
    version: _v,
    archived: _a,
    catalog: _c,
    draft: _d,
    openingWindows: _w,
    ...rest
  } = presentDetail(row, kb, catalog, '');
  return { ...rest, notes: sharedNotes(row.notes), publicId: row.publicId!, readOnly: true, exportFormats };
}

export function sharedNotes(notes: ItineraryNotes): ItineraryNotes {
  const keep = (rec: ItineraryNotes['items']) => Object.fromEntries(Object.entries(rec).filter(([, n]) => n.visibility === 'shared'));
  return { items: keep(notes.items), days: keep(notes.days) };
}

/** Opening hours and facts for the timeline; generic "eat around here" options live only in the catalog. */
function placesOf(kb: KnowledgeBase, catalog: Catalog | null, plan: Plan): ItineraryDetail['places'] {
  const out: ItineraryDetail['places'] = {};
  for (const d of plan.days) {
    for (const it of d.items) {
      if (it.kind === 'transfer' || out[it.placeId]) continue;
      const p = kb.place(it.placeId)?.place;
      if (p) {
        out[it.placeId] = {
          id: p.id,
          name: p.name,
          category: p.category,
          openingHours: p.openingHours,
          description: p.description,
          address: p.address ?? null,
          website: p.website ?? null,
          coordinates: p.coordinates,
        };
        continue;
      }
      const known =
        catalog && (it.kind === 'meal' ? catalog.restaurants(it.cityId) : catalog.attractions(it.cityId)).find((x) => x.id === it.placeId);
      out[it.placeId] = {
        id: it.placeId,
        name: it.name,
        category: it.kind === 'meal' ? 'food' : 'attraction',
        openingHours: known ? known.openingHours : null,
        description: null,
        address: null,
        website: null,
        coordinates: it.coordinates,
      };
    }
  }
  return out;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}
