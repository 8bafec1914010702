import { z } from 'zod';

/**
 * The assistant's tools: one set for both brains. The built-in brain fills these inputs from its parse; the model
 * fills them through tool calling. Names are free text (resolved against the trip and the knowledge base by the
 * server); days are 1-based; times are local "HH:MM".
 */
const Name = z.string().min(1).max(120);
const Time = z
  .string()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/)
  .describe('Local time HH:MM');
const Day = z.number().int().min(1).max(60);

export const TOOL_INPUTS = {
  search_places: z
    .object({
      city: Name.optional().describe("A destination; default the trip's city for the day"),
      category: z.enum(['museum', 'food', 'nightlife', 'viewpoint', 'nature', 'market', 'shopping', 'landmark']).optional(),
      cuisine: z.string().max(40).optional(),
      diet: z.string().max(40).optional(),
      day: Day.optional().describe('Trip day whose date is used for opening hours'),
      openAt: Time.optional(),
      near: Name.optional().describe('A place or trip item to be near'),
    })
    .describe('Find places (open at a time, near a place, by category or cuisine)'),
  place_details: z.object({ place: Name, day: Day.optional() }).describe('Details and opening hours of one place'),
  propose_edit: z
    .object({
      action: z.enum(['add', 'remove', 'move', 'retime', 'swap', 'lighter', 'packed', 'replan']),
      place: Name.optional().describe('add: the place to add'),
      item: Name.optional().describe('remove/move/retime/swap: the trip item'),
      day: Day.optional().describe('add/move: the target day; lighter/packed/replan/swap: the day'),
      time: Time.optional(),
      cuisine: z.string().max(40).optional(),
      diet: z.string().max(40).optional(),
    })
    .describe('Propose a change to the trip; the user reviews and applies it'),
  plan_trip: z
    .object({ text: z.string().min(3).max(1000).describe('The whole request, e.g. "4 days in Lisbon from 12 May for two"') })
    .describe('Plan a new trip (proposed as a draft the user can create)'),
  explain_feasibility: z.object({ day: Day.optional() }).describe('Why the trip (or one day) passes or fails the checker'),
  weather: z.object({ city: Name.optional(), month: z.number().int().min(1).max(12).optional() }).describe('Climate normals for a month'),
  travel_time: z.object({ from: Name, to: Name }).describe('Travel time between two places'),
  country_facts: z.object({ city: Name.optional() }).describe('Currency, plugs, tipping, emergency number of a destination country'),
  convert_currency: z
    .object({ amount: z.number().min(0).max(1e9), from: z.string().length(3), to: z.string().length(3) })
    .describe('Indicative conversion'),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
export type ToolInput<N extends ToolName> = z.infer<(typeof TOOL_INPUTS)[N]>;
export type ToolCall = { [N in ToolName]: { name: N; input: ToolInput<N> } }[ToolName];
export const TOOL_NAMES = Object.keys(TOOL_INPUTS) as ToolName[];
