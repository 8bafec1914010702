import type { Plan, PlanDay } from '../../../core/planner/types';
import { jsonOnce, jsonWith } from '../../lib/json-once';

/**
 * A plan's JSON, joined day by day. Edits copy on write (core/edits/apply-edits.ts), so the days a save did not
 * touch are the very objects the last version held, and their JSON is reused (jsonOnce): a save serializes its
 * changed days, the new report and a few small fields, not the whole plan (a 14-day plan is 14 days of items).
 * The same text as JSON.stringify(plan). The whole text is not kept: only the days' and reports' are, and a day's
 * is shared by every version that holds the day.
 */
export function planJson(plan: Plan): string {
  return planJsonWithDays(plan, plan.days);
}

/** The plan's JSON with `days` in place of its own (the compact save answer's, null for days it leaves out). */
export function planJsonWithDays(plan: Plan, days: ReadonlyArray<PlanDay | null>): string {
  const parts: Record<string, string> = { days: `[${days.map((d) => (d ? jsonOnce(d) : 'null')).join(',')}]` };
  // The report is one object per check run; a save writes it and answers it.
  if (plan.report) parts.report = jsonOnce(plan.report);
  return jsonWith(plan, parts);
}
