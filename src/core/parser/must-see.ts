import { consume, matchAll, note, type ParseContext } from './context';
import { PLACE } from './places';
import type { ParseOptions } from './types';

/**
 * Must-sees named in the text: "we must see the Louvre and the Orsay", "can't miss Machu Picchu",
 * "must-sees: Sagrada Família, Park Güell". Runs before cities are read, so a named sight is never taken for a
 * city ("Cusco … Machu Picchu"); a name that resolves to a city is left for the city reader instead.
 * Names are kept as written; to-request resolves them (unknown ones are reported, never dropped).
 */
const CUE = new RegExp(
  String.raw`\b(?:must[-\s]sees?(?:\s+(?:are|is|include))?\s*:?|must\s+(?:see|visit|do)|(?:have|need)\s+to\s+(?:see|visit)` +
    String.raw`|(?:we|i)\s+(?:really\s+)?want(?:\s+to\s+(?:see|visit))?(?=\s+the\s+\p{Lu})` +
    String.raw`|can(?:no|')t\s+miss|don'?t\s+want\s+to\s+miss|not\s+to\s+be\s+missed:?|(?:definitely|really)\s+want\s+to\s+see)\s+`,
  'giu',
);
/** "the Acropolis is a must", "Sagrada Família is a must-see". */
const TRAILING = new RegExp(`(?:the\\s+)?(${PLACE})\\s+(?:is|are)\\s+(?:a\\s+|an\\s+absolute\\s+)?must(?:[-\\s]see)?\\b`, 'gu');
const ITEM = new RegExp(`^(?:the\\s+)?(${PLACE})`, 'u');
const SEP = /^(?:\s*,\s*(?:and\s+)?|\s+(?:and|&|plus)\s+)/i;

export function extractMustSees(ctx: ParseContext, options: ParseOptions): void {
  const t = ctx.text;
  for (const m of matchAll(t, CUE)) {
    let pos = m.index + m[0].length;
    const names: string[] = [];
    for (;;) {
      const item = ITEM.exec(t.slice(pos));
      if (!item) break;
      const name = (item[1] as string).replace(/['’]s$/, '');
      const start = pos + item[0].length - (item[1] as string).length;
      if (!namesCity(name, options)) {
        names.push(name);
        consume(ctx, start, start + name.length);
      }
      pos += item[0].length;
      const sep = SEP.exec(t.slice(pos));
      if (!sep) break;
      pos += sep[0].length;
    }
    for (const n of names) if (!ctx.intent.mustSee.includes(n)) ctx.intent.mustSee.push(n);
    if (names.length) note(ctx, 'must-see', t.slice(m.index, pos).trim(), names.join(', '));
  }
  for (const m of matchAll(t, TRAILING)) {
    const name = m[1] as string;
    if (namesCity(name, options) || ctx.intent.mustSee.includes(name)) continue;
    const start = m.index + m[0].indexOf(name);
    consume(ctx, start, start + name.length);
    ctx.intent.mustSee.push(name);
    note(ctx, 'must-see', m[0], name);
  }
}

/** With a resolver, a known city ("we must visit Kyoto") stays a city. */
function namesCity(name: string, options: ParseOptions): boolean {
  const resolve = options.resolvePlace;
  return resolve !== undefined && resolve(name, 'city') !== undefined;
}
