import { matchName } from '../../../core/assistant/entities';
import type { Lexicon } from '../../../core/assistant/intent';
import type { Card, Proposal } from '../../../core/assistant/schema';
import { isPlace } from '../../../core/edits/retime';
import type { Catalog } from '../../../core/planner/types';
import { formatMinute, zoneOffsetMinutes } from '../../../core/time/dates';
import type { KbPlace, KnowledgeBase } from '../places/knowledge-base';
import { catalogFor } from '../trips/planning/catalog';
import { requireOwnedCached, withDoc, type TripsContext } from '../trips/trips.service';
import type { ItineraryRow } from '../trips/trips.table';

/** What every tool runs with: the signed-in user, and the conversation's trip only if that user owns it. */
export interface ToolContext {
  trips: TripsContext;
  userId: string;
  kb: KnowledgeBase;
  trip: ItineraryRow | null;
  catalog: Catalog | null;
  now: Date;
  /** The client went away: planner calls still queued for the worker pool are not sent. */
  signal?: AbortSignal;
}

/** What a tool gives back: Markdown for the answer, cards and proposals to attach, compact data for a model. */
export interface ToolResult {
  text: string;
  cards: Card[];
  proposals: Proposal[];
  data?: unknown;
}
export const said = (text: string, data?: unknown): ToolResult => ({
  text,
  cards: [],
  proposals: [],
  ...(data === undefined ? {} : { data }),
});

export async function toolContext(
  trips: TripsContext,
  userId: string,
  itineraryId: string | null,
  now: Date,
  signal?: AbortSignal,
): Promise<ToolContext> {
  const kb = await trips.knowledgeBase();
  let trip: ItineraryRow | null = null;
  if (itineraryId) {
    // A trip that is not (or no longer) the user's is treated as no trip at all: nothing of it is read. A read: the
    // trips' head and document caches answer when they hold its current version (no query).
    try {
      trip = await withDoc(trips, await requireOwnedCached(trips, userId, itineraryId));
    } catch {
      trip = null;
    }
  }
  return { trips, userId, kb, trip, catalog: trip ? catalogFor(kb, trip.currency) : null, now, ...(signal ? { signal } : {}) };
}

export const tripCityIdsOf = (ctx: ToolContext) =>
  ctx.trip ? [...new Set([...ctx.trip.plan.stays.map((s) => s.cityId), ...ctx.trip.plan.days.map((d) => d.cityId)])] : [];

export function tripItems(ctx: ToolContext): Lexicon['items'] {
  return (ctx.trip?.plan.days ?? []).flatMap((d) =>
    d.items
      .filter(isPlace)
      .map((i) => ({ id: i.id, name: i.name, day: d.day, kind: i.kind, ...(i.kind === 'meal' ? { meal: i.meal } : {}) })),
  );
}

/** The names the built-in brain recognises: the trip's items, places of its cities (all places without a trip), destinations. */
export function lexiconOf(ctx: ToolContext): Lexicon {
  const cityIds = tripCityIdsOf(ctx);
  const places = cityIds.length ? cityIds.flatMap((id) => ctx.kb.places(id)) : ctx.kb.everyPlace;
  return {
    items: tripItems(ctx),
    places: places.map((p) => ({ name: p.place.name })),
    cities: ctx.kb.destinations.map((d) => ({ name: d.name })),
    days: ctx.trip?.plan.days.length ?? 0,
  };
}

export function resolveCityId(ctx: ToolContext, name: string | undefined, day?: number): string | null {
  if (name) {
    const hit = matchName(name, ctx.kb.destinations);
    if (hit) return hit.id;
  }
  if (ctx.trip) return ctx.trip.plan.days[(day ?? 1) - 1]?.cityId ?? ctx.trip.plan.stays[0]?.cityId ?? null;
  return null;
}

/** A place of the knowledge base by name: the trip's cities first, then everywhere. */
export function resolvePlace(ctx: ToolContext, name: string): KbPlace | null {
  const cityIds = tripCityIdsOf(ctx);
  const local = cityIds.flatMap((id) => ctx.kb.places(id));
  const hit = matchName(
    name,
    local.map((p) => ({ name: p.place.name, p })),
  );
  if (hit) return hit.p;
  const any = matchName(
    name,
    ctx.kb.everyPlace.map((p) => ({ name: p.place.name, p })),
  );
  return any?.p ?? null;
}

/** Local wall time "YYYY-MM-DDTHH:mm" in a zone at `now`. */
export function localNow(timeZone: string, now: Date): string {
  return new Date(now.getTime() + zoneOffsetMinutes(timeZone, now.getTime()) * 60_000).toISOString().slice(0, 16);
}

export const hhmm = (m: number) => formatMinute(m);
export const parseClock = (s: string) => Number(s.slice(0, s.indexOf(':'))) * 60 + Number(s.slice(s.indexOf(':') + 1));
