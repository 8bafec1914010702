import type { IntercityMode } from '../trip-request/schema';
import { consume, matchAll, note, type ParseContext } from './context';
import { isNegated } from './negation';

/**
 * Transport: modes ruled out ("no flights", "we won't drive", "not via flight"), modes required ("by train",
 * "only take direct flights") and lists of direct connections ("Here are the cities that have direct flights:
 * from A to B, C and D" — "from A to B" is one way, "C and D" both ways).
 */
const MODES: [IntercityMode, RegExp][] = [
  ['flight', /\b(?:fly|flying|flights?|planes?|airplanes?|air travel|by air|airlines?)\b/gi],
  [
    'self-drive',
    new RegExp(
      String.raw`\b(?:self[-\s]?driv(?:e|ing|en)|driv(?:e|ing)(?:\s+(?:ourselves|myself|themselves))?|rental ` +
        String.raw`cars?|rent(?:ing)?\s+a\s+car|road\s?trip|our (?:own )?car|my (?:own )?car)\b`,
      'gi',
    ),
  ],
  ['taxi', /\b(?:taxis?|cabs?|ubers?)\b/gi],
  ['train', /\b(?:trains?|rail(?:way)?s?)\b/gi],
  ['bus', /\b(?:bus(?:es)?|coach(?:es)?)\b/gi],
  ['ferry', /\b(?:ferr(?:y|ies)|boats?)\b/gi],
];
const NAMES: Record<IntercityMode, string> = {
  flight: 'flights',
  'self-drive': 'self-driving',
  taxi: 'taxis',
  train: 'trains',
  bus: 'buses',
  ferry: 'ferries',
};

export function extractConnections(ctx: ParseContext): void {
  const t = ctx.text;
  const header = new RegExp(
    String.raw`\b(?:cities|places|destinations)\s+(?:that\s+)?(?:have|with)\s+dir` +
      String.raw`ect\s+(flights?|trains?|connections?)(?:\s+between\s+them)?\s*:\s*`,
    'i',
  ).exec(t);
  if (!header) return;
  const listStart = header.index + header[0].length;
  const rest = t.slice(listStart);
  const stop = rest.search(/\.\s*(?:\n|$)|\n\s*\n/);
  const list = stop < 0 ? rest : rest.slice(0, stop);
  for (const item of list.split(/\s*,\s*/)) {
    const oneWay = /^from\s+(.+?)\s+to\s+(.+)$/i.exec(item.trim());
    const both = /^(.+?)\s+and\s+(.+)$/i.exec(item.trim());
    if (oneWay) ctx.intent.connections.push({ from: oneWay[1]!.trim(), to: oneWay[2]!.trim(), bidirectional: false });
    else if (both) ctx.intent.connections.push({ from: both[1]!.trim(), to: both[2]!.trim(), bidirectional: true });
  }
  consume(ctx, header.index, listStart + list.length);
  ctx.intent.directOnly = true;
  if (/flight/i.test(header[1]!)) ctx.intent.onlyModes = ['flight'];
  note(
    ctx,
    'connections',
    `${header[0].trim()} …`,
    `${ctx.intent.connections.length} direct ${header[1]!.toLowerCase().replace(/s$/, '')} connections`,
  );
}

export function extractModes(ctx: ParseContext): void {
  const t = ctx.text;
  const only = new RegExp(
    String.raw`\b(?:only\s+(?:take|use|travel\s+by|go\s+by)?\s*|exclusively\s+(?:by\s+)?|(?:travel|go|get\s+around|c` +
      String.raw`ommute)\s+(?:only\s+)?by\s+|\bby\s+)(direct\s+)?(flights?|planes?|trains?|rail|bus(?:es)?|coach|car)\b`,
    'i',
  ).exec(t);
  if (only && isNegated(t, only.index, 40)) {
    // "we do not plan to travel by flight": an exclusion, read below.
  } else if (only) {
    const w = only[2]!.toLowerCase();
    const mode: IntercityMode = /flight|plane/.test(w)
      ? 'flight'
      : /train|rail/.test(w)
        ? 'train'
        : /bus|coach/.test(w)
          ? 'bus'
          : 'self-drive';
    ctx.intent.onlyModes = [mode];
    if (only[1]) ctx.intent.directOnly = true;
    note(ctx, 'transport', only[0], `only ${only[1] ? 'direct ' : ''}${NAMES[mode]}`);
  }
  for (const [mode, re] of MODES) {
    for (const m of matchAll(t, re)) {
      if (ctx.intent.onlyModes && only && m.index >= only.index && m.index < only.index + only[0].length) continue;
      // "direct flights" in a list header or "non-stop" preferences are not exclusions.
      if (!isNegated(t, m.index, 50)) {
        if (mode === 'self-drive' && !ctx.intent.wantsDriving) {
          ctx.intent.wantsDriving = true;
          note(ctx, 'transport', m[0], 'driving allowed');
        }
        continue;
      }
      if (!ctx.intent.excludedModes.includes(mode)) {
        ctx.intent.excludedModes.push(mode);
        const from = Math.max(0, t.lastIndexOf(' ', Math.max(0, m.index - 25)));
        note(ctx, 'transport', t.slice(from, m.index + m[0].length), `no ${NAMES[mode]}`);
      }
      break;
    }
  }
}
