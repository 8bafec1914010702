import { checkPlan } from '../../../../core/planner/index';
import type { FeasibilityReport, Plan } from '../../../../core/planner/types';
import type { TripRequest } from '../../../../core/trip-request/schema';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { catalogFor } from '../planning/catalog';
import { citiesOf, defaultTitle, derivedColumns } from '../trips.derive';
import { presentExtras } from '../trips.presenter';

/**
 * A generated plan made ready to save and show, on the planner's thread: the independent checker's report, the title,
 * the row's derived columns, and the JSON of the plan and of the detail's extras (places, catalog slice, opening
 * windows). The request thread then only writes the row and joins strings: for a 14-day plan that spares it about
 * 4 ms (decoding the plan from the worker and encoding it back for the checker, the extras, JSON.stringify).
 */
export interface FinishedPlan {
  report: FeasibilityReport;
  title: string;
  columns: ReturnType<typeof derivedColumns>;
  json: { plan: string; places: string; catalog: string; openingWindows: string };
}

export function finishPlan(kb: KnowledgeBase, currency: string, request: TripRequest, planJson: string, title?: string): FinishedPlan {
  const catalog = catalogFor(kb, currency);
  const drafted = JSON.parse(planJson) as Plan;
  const report = checkPlan(request, drafted, catalog);
  const plan: Plan = { ...drafted, report };
  const extras = presentExtras(kb, catalog, plan);
  const named = title ?? defaultTitle(citiesOf(kb, plan), plan);
  return {
    report,
    title: named,
    columns: derivedColumns(kb, named, request, plan),
    json: {
      plan: JSON.stringify(plan),
      places: JSON.stringify(extras.places),
      catalog: JSON.stringify(extras.catalog),
      openingWindows: JSON.stringify(extras.openingWindows),
    },
  };
}
