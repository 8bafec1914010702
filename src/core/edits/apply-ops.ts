import type { EditOp } from '../api/trips';
import { checkPlan } from '../feasibility';
import type { Catalog } from '../planner/types';
import { applyEdits, type EditableDoc, type EditResult } from './apply-edits';

/**
 * The server's PATCH: the batch applied all or nothing (applyEdits), then the feasibility report re-run on the
 * catalog when the plan changed. Kept apart from applyEdits so the browser can load the checker lazily.
 */
export function applyOps<D extends EditableDoc>(input: D, ops: EditOp[], catalog: Catalog, now: Date): EditResult<D> {
  const result = applyEdits(input, ops, catalog, { now });
  if (result.planChanged) result.doc.plan.report = checkPlan(result.doc.request, result.doc.plan, catalog, { reuseDays: true });
  return result;
}
