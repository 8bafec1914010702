import { EditOpSchema, type EditOp, type EditOpInput, type ItineraryDetail } from '../../../../core/api/trips';
import { applyEdits } from '../../../../core/edits/apply-edits';
import type { Catalog, FeasibilityReport } from '../../../../core/planner/types';
import { clientCatalog, type PickedPlace } from './client-catalog';

/** Re-checks an edited document in the browser (local-report.ts, loaded lazily: the checker is large). */
export type LocalChecker = (doc: ItineraryDetail, catalog: Catalog, serverReport: FeasibilityReport) => FeasibilityReport;

/**
 * The optimistic document: the server's last version with the not-yet-saved ops applied by the server's own edit
 * engine (src/core/edits) on the client catalog, then (given `check`) the instant checks re-run. An op the engine
 * refuses here (e.g. on an item someone else removed) is skipped; the server will say why when it is sent.
 */
export function optimisticView(
  server: ItineraryDetail,
  ops: EditOpInput[],
  picked: PickedPlace[] = [],
  check?: LocalChecker,
  now = new Date(),
): ItineraryDetail {
  if (!ops.length) return server;
  // The server parses every op with the same schema (defaults, trimming); an op it would refuse is not shown.
  const parsed = ops.flatMap((op): EditOp[] => {
    const result = EditOpSchema.safeParse(op);
    return result.success ? [result.data] : [];
  });
  const catalog = clientCatalog(server, picked);
  const { doc, planChanged } = applyEdits(server, parsed, catalog, { now, skipInvalid: true });
  if (!planChanged) return doc;
  const places = { ...doc.places };
  const planned = new Set(doc.plan.days.flatMap((d) => d.items.map((i) => (i.kind === 'transfer' ? '' : i.placeId))));
  for (const p of picked) {
    if (places[p.id] || !planned.has(p.id)) continue;
    places[p.id] = {
      id: p.id,
      name: p.name,
      category: p.category ?? (p.catalog?.kind === 'restaurant' ? 'food' : 'sight'),
      openingHours: p.openingHours ?? null,
      description: p.description ?? null,
      address: null,
      website: null,
      coordinates: p.coordinates ?? null,
    };
  }
  // Places picked since the document loaded bring their opening windows with their catalog entry.
  const openingWindows = { ...doc.openingWindows };
  for (const p of picked) if (p.catalog?.openingWindows) openingWindows[p.id] ??= p.catalog.openingWindows;
  const report = check ? check({ ...doc, openingWindows }, catalog, server.plan.report) : doc.plan.report;
  return { ...doc, places, total: doc.plan.totals.total, feasible: report.feasible, plan: { ...doc.plan, report } };
}
