import { extractMustSees } from './must-see';
import type { TripRequestInput } from '../trip-request/schema';
import { emptyIntent, type ParseContext } from './context';
import { extractDates } from './dates';
import { extractBudget } from './money';
import { extractPlaces } from './places';
import { extractFood, extractInterests, extractLodging, extractMobility, extractPace } from './preferences';
import { extractStyle, extractVisitsPerDay } from './style';
import { buildRequest, type MissingField, type PartialRequest } from './to-request';
import { extractConnections, extractModes } from './transport';
import { extractTravellers } from './travellers';
import type { ParseOptions, TripIntent, Understood } from './types';

export type { DestinationIntent, ParseOptions, TripIntent, Understood, UnderstoodField } from './types';
export type { MissingField, PartialRequest } from './to-request';

/**
 * The built-in free-text parser (no LLM): plain English in, a TripRequest out, plus what it understood (for
 * the UI to show back), what it assumed and what is missing. Grammar and keywords only, so it runs in the
 * browser as well as on the server. See README.md for what it understands.
 */
export interface ParseResult {
  /** A request ready for the engine, or null when something essential is missing. */
  request: TripRequestInput | null;
  /** What was understood as request fields even when something is missing: the form's starting point. */
  draft: PartialRequest;
  intent: TripIntent;
  understood: Understood[];
  assumptions: string[];
  missing: MissingField[];
}

export function parseTripText(text: string, options: ParseOptions): ParseResult {
  const ctx: ParseContext = {
    text: normalize(text),
    today: options.today,
    defaultCurrency: options.defaultCurrency ?? 'USD',
    intent: emptyIntent(),
    notes: [],
    durations: [],
    consumed: [],
    assumptions: [],
  };
  // Order matters: spans explained by an earlier step (a flight list, a date, a price) are not re-read later.
  extractConnections(ctx);
  extractDates(ctx);
  extractVisitsPerDay(ctx);
  extractBudget(ctx);
  extractTravellers(ctx);
  extractMustSees(ctx, options);
  extractPlaces(ctx, options);
  extractModes(ctx);
  extractLodging(ctx);
  extractFood(ctx);
  extractPace(ctx);
  extractStyle(ctx);
  extractMobility(ctx);
  extractInterests(ctx);
  const { request, draft, missing } = buildRequest(ctx, options);
  if (ctx.intent.days !== undefined) {
    const d = ctx.durations.find((x) => x.days === ctx.intent.days);
    ctx.notes.push({ field: 'duration', text: d?.text ?? `${ctx.intent.days} days`, value: `${ctx.intent.days} days` });
  }
  return { request, draft, intent: ctx.intent, understood: ctx.notes, assumptions: ctx.assumptions, missing };
}

/** Typographic quotes and dashes, non-breaking spaces and runs of spaces become plain ASCII forms. */
function normalize(text: string): string {
  return (
    text
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\u00a0/g, ' ')
      // Texting shorthand: "Barcelona w/ kids", "w/o a car".
      .replace(/\bw\/o\b/gi, 'without')
      .replace(/\bw\/(?=\s)/gi, 'with')
      .replace(/ & /g, ' and ')
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
}
