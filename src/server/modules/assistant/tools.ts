import { TOOL_INPUTS, type ToolCall, type ToolName } from '../../../core/assistant/tools';
import { said, type ToolContext, type ToolResult } from './tool-context';
import { explainFeasibility, planNewTrip, proposeEdit } from './tools.edits';
import { convertCurrency, countryFacts, placeDetails, searchPlaces, travelTime, weather } from './tools.places';

/** Each tool is a service call scoped to the signed-in user (ctx); the same functions serve both brains. */
const RUN: { [N in ToolName]: (ctx: ToolContext, input: never) => ToolResult | Promise<ToolResult> } = {
  search_places: searchPlaces,
  place_details: placeDetails,
  propose_edit: proposeEdit,
  plan_trip: planNewTrip,
  explain_feasibility: explainFeasibility,
  weather,
  travel_time: travelTime,
  country_facts: countryFacts,
  convert_currency: convertCurrency,
};

/**
 * Validates the input (a model's arguments are untrusted) and runs the tool; bad input is an answer, not a crash.
 * Tools that plan (plan_trip, propose_edit) run the planner on the worker pool (decision 019), hence async.
 */
export async function runTool(ctx: ToolContext, name: string, input: unknown): Promise<ToolResult> {
  if (!(name in TOOL_INPUTS)) return said(`There is no tool named ${name}.`);
  const parsed = TOOL_INPUTS[name as ToolName].safeParse(input ?? {});
  if (!parsed.success)
    return said(
      `The ${name} input is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'} ${i.message}`).join('; ')}`,
    );
  return RUN[name as ToolName](ctx, parsed.data as never);
}

export type { ToolCall };
