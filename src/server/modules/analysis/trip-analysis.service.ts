import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../../../../data/load';
import { Co2FactorsSchema, type Co2Factors } from '../../../core/analysis/co2';
import { analyseTrip } from '../../../core/analysis/trip';
import { catalogFor } from '../trips/planning/catalog';
import { requireOwned, withDoc, type TripsContext } from '../trips/trips.service';

let factors: Co2Factors | null = null;
/** data/transport/co2-factors.json, validated once. */
export function co2Factors(): Co2Factors {
  return (factors ??= Co2FactorsSchema.parse(JSON.parse(readFileSync(path.join(DATA_DIR, 'transport', 'co2-factors.json'), 'utf8'))));
}

/**
 * GET /api/analysis/trips/:id: the caller's own trip only (another user's id answers 404 like a missing one),
 * analysed from its saved plan with the same catalog the checker uses and the cities' climate normals.
 */
export async function analyseOwnTrip(ctx: TripsContext, userId: string, id: string) {
  const row = await withDoc(ctx, await requireOwned(ctx, userId, id));
  const kb = await ctx.knowledgeBase();
  let catalog = null;
  try {
    catalog = catalogFor(kb, row.currency);
  } catch {
    // A currency the rates table lost: hours and outdoor places are then unknown; the rest still adds up.
  }
  const analysis = analyseTrip(row.plan, {
    travellers: row.travellers,
    catalog,
    climate: (cityId, month) => kb.destination(cityId)?.climate[month - 1] ?? null,
    co2: co2Factors(),
  });
  return { itineraryId: row.id, title: row.title, version: row.version, analysis };
}
