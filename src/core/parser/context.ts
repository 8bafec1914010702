import type { TripIntent, Understood, UnderstoodField } from './types';

/** Shared state of one parse: the text, what was found so far, and which spans are already explained. */
export interface DurationMention {
  days: number;
  /** Stated in nights ("3 nights"). */
  nights: boolean;
  start: number;
  end: number;
  text: string;
  /** "in total", "N-day trip": clearly the whole trip. */
  total: boolean;
  /** Claimed by a city ("3 days in Rome"). */
  city?: string;
}

export interface ParseContext {
  text: string;
  today: string;
  defaultCurrency: string;
  intent: TripIntent;
  notes: Understood[];
  durations: DurationMention[];
  consumed: [number, number][];
  /** Notes about assumptions made to fill gaps (shown to the user). */
  assumptions: string[];
}

export function emptyIntent(): TripIntent {
  return {
    destinations: [],
    childAges: [],
    interests: [],
    avoidTags: [],
    diets: [],
    cuisines: [],
    houseRules: [],
    excludedModes: [],
    connections: [],
    mustSee: [],
  };
}

export function note(ctx: ParseContext, field: UnderstoodField, text: string, value: string): void {
  const t = text.trim();
  if (!ctx.notes.some((n) => n.field === field && n.text === t && n.value === value)) ctx.notes.push({ field, text: t, value });
}

export function consume(ctx: ParseContext, start: number, end: number): void {
  ctx.consumed.push([start, end]);
}

export function isConsumed(ctx: ParseContext, start: number, end: number): boolean {
  return ctx.consumed.some(([s, e]) => start < e && end > s);
}

/** All matches of a global regex, with positions. */
export function matchAll(text: string, re: RegExp): RegExpExecArray[] {
  const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
  return [...text.matchAll(new RegExp(re.source, flags))] as RegExpExecArray[];
}

/** The clause around a position: from the previous sentence/clause break to the next. */
export function clauseAt(text: string, index: number): { start: number; end: number; text: string } {
  const before = text.slice(0, index);
  const breakRe = /[.!?;\n]\s|[.!?]$|,\s+(?:but|and|while|although|though)\s/g;
  let start = 0;
  for (const m of before.matchAll(breakRe)) start = (m.index ?? 0) + m[0].length;
  const after = text.slice(index);
  const next = after.search(/[.!?;\n](\s|$)/);
  const end = next < 0 ? text.length : index + next;
  return { start, end, text: text.slice(start, end) };
}
