import type { EditableDoc } from '../../../core/edits/apply-edits';
import { itineraryEtag } from '../../../core/api/trips';
import { extrasKey, presentDetail, type DetailExtras } from './trips.presenter';
import type { ItinerarySummaryRow } from './trips.repository';
import { docKey } from './trips.cache';
import { jsonOnce, jsonWith } from '../../lib/json-once';
import { planJsonWithDays } from './plan-json';
import { answered, detailOf, viewOf, withDoc, type TripsContext } from './trips.service';

/**
 * The compact answer to a save (Prefer: return=minimal, decision 031): the detail with the days the edit did not
 * change as null and the extras left out when the plan's places did not change (ItinerarySavedSchema). `base` is
 * the version the save was based on, the one the client holds; days are compared by identity (edits copy on write).
 */
export async function savedAnswer(ctx: TripsContext, row: ItinerarySummaryRow, base: EditableDoc): Promise<{ json: string; etag: string }> {
  const kb = await ctx.knowledgeBase();
  const view = viewOf(row, kb);
  answered(ctx, row, view);
  const full = await withDoc(ctx, row);
  // Extras also depend on the knowledge base: the client's are current only if its version was answered with this one.
  const baseView = ctx.cache.served.get(docKey(row.id, row.version - 1));
  const sameData = baseView !== undefined && baseView.split('|')[2] === view.split('|')[2];
  const sameExtras = sameData && extrasKey(base.plan) === extrasKey(full.plan);
  const { places, catalog, openingWindows, ...detail } = sameExtras
    ? presentDetail(full, kb, null, ctx.publicUrl, NO_EXTRAS)
    : await detailOf(ctx, row);
  const sameLength = base.plan.days.length === full.plan.days.length;
  const days = full.plan.days.map((d, i) => (sameLength && d === base.plan.days[i] ? null : d));
  const answer = { ...detail, plan: full.plan, ...(sameExtras ? {} : { places, catalog, openingWindows }) };
  // The changed days and the report were serialized for the database a moment ago (plan-json.ts): joined, not redone.
  const parts: Record<string, string> = { plan: planJsonWithDays(full.plan, days) };
  if (!sameExtras) {
    Object.assign(parts, { places: jsonOnce(places), catalog: jsonOnce(catalog) });
    if (openingWindows) parts.openingWindows = jsonOnce(openingWindows);
  }
  return { json: jsonWith(answer, parts), etag: itineraryEtag(row.id, row.version) };
}

const NO_EXTRAS: DetailExtras = { places: {}, catalog: { cities: [], attractions: [], restaurants: [] }, openingWindows: {} };
