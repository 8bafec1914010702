import { checkPlan } from '../../../../core/planner/index';
import type { FeasibilityReport, Plan } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';
import { jsonBytes, jsonText, type Utf8Json } from '../../../lib/json-once';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { catalogFor } from '../planning/catalog';
import { citiesOf, defaultTitle, derivedColumns } from '../trips.derive';
import { presentExtras } from '../trips.presenter';

/**
 * A generated plan made ready to save and show, on the planner's thread: the independent checker's report, the title,
 * the row's derived columns, and the JSON of the plan and of the detail's extras (places, catalog slice, opening
 * windows). The request thread then only writes the row and joins the parts: for a 14-day plan that spares it about
 * 4 ms (decoding the plan from the worker and encoding it back for the checker, the extras, JSON.stringify).
 * The JSON is UTF-8 bytes (decision 040), which reach the request thread outside its heap; text only after a
 * queue, which carries JSON text (queued-generations.ts).
 */
export interface FinishedPlan {
  report: FeasibilityReport;
  title: string;
  columns: ReturnType<typeof derivedColumns>;
  json: Record<'plan' | 'places' | 'catalog' | 'openingWindows', Utf8Json>;
}

export function finishPlan(kb: KnowledgeBase, currency: string, request: TripRequest, planJson: Utf8Json, title?: string): FinishedPlan {
  const catalog = catalogFor(kb, currency);
  const drafted = JSON.parse(jsonText(planJson)) as Plan;
  const report = checkPlan(request, drafted, catalog);
  const plan: Plan = { ...drafted, report };
  const extras = presentExtras(kb, catalog, plan);
  const named = title ?? defaultTitle(citiesOf(kb, plan), plan);
  return {
    report,
    title: named,
    columns: derivedColumns(kb, named, request, plan),
    json: {
      plan: jsonBytes(plan),
      places: jsonBytes(extras.places),
      catalog: jsonBytes(extras.catalog),
      openingWindows: jsonBytes(extras.openingWindows),
    },
  };
}
