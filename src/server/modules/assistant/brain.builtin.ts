import { understand } from '../../../core/assistant/intent';
import type { Brain, BrainAnswer, BrainSink } from './brain';
import { lexiconOf, tripCityIdsOf, type ToolContext } from './tool-context';
import { runTool } from './tools';

const HELP = `I can work with real data and your trips:

- **Find places**: "museums open at 10:00 on day 2", "vegetarian restaurants near the castle"
- **Place details**: "opening hours of Belém Tower"
- **Change the trip** (you review every change before it is saved): add, remove, move or retime an item, swap a dinner
  for another cuisine, make a day lighter or busier, re-plan a day
- **Check it**: "is my trip feasible?", "why does day 2 fail?"
- **Plan a new trip**: "plan 4 days in Lisbon from 12 May for two"
- **Facts**: weather for a month, travel time between two places, plugs and tipping, currency conversion`;

const UNKNOWN = `I did not understand that, and I would rather say so than guess. ${HELP.slice(HELP.indexOf('\n'))}`;

/** Streams text in small pieces (words), so the client renders progressively like a model's answer. */
function stream(text: string, sink: BrainSink) {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) sink.token(piece);
}

/**
 * The built-in brain: deterministic intent parsing (src/core/assistant/intent.ts) over the same tools a model
 * would call. No network, no key. What it does not understand it says plainly, with what it can do.
 */
export const builtinBrain: Brain = {
  kind: 'built-in',
  async answer({ text, ctx }, sink): Promise<BrainAnswer> {
    const read = understand(text, lexiconOf(ctx));
    if ('reply' in read) {
      const reply = read.reply === 'help' ? HELP : read.reply === 'need-trip' ? needTrip(ctx) : UNKNOWN;
      stream(reply, sink);
      return { text: reply, cards: [], proposals: [], tools: [] };
    }
    sink.tool(read.call.name);
    const result = await runTool(ctx, read.call.name, read.call.input);
    stream(result.text, sink);
    return {
      text: result.text,
      cards: result.cards,
      proposals: result.proposals,
      tools: [{ name: read.call.name, input: read.call.input as Record<string, unknown> }],
    };
  },
};

const needTrip = (ctx: ToolContext) =>
  tripCityIdsOf(ctx).length
    ? 'Which day or item do you mean?'
    : 'Pick one of your trips above ("About: …") so I can propose changes to it; then ask again.';
