import { normalizeName } from '../geo/normalize';
import { MONTHS } from '../parser/lexicon';
import { CUISINES, DIETS } from '../places/schema';

/** Small extractors the built-in brain reads a message with. All pure; names are matched accent- and case-free. */
export interface Named {
  name: string;
}

const STOP = new Set([
  'the',
  'and',
  'of',
  'de',
  'da',
  'do',
  'la',
  'le',
  'el',
  'das',
  'dos',
  'museum',
  'restaurant',
  'cafe',
  'park',
  'garden',
]);
const core = (name: string) => normalizeName(name.replace(/\(.*?\)/g, '')).replace(/^the /, '');

/**
 * The candidate the text names: the longest full name (or name without its bracketed part) it contains, else the
 * one sharing the most distinctive words (at least half of them, one of five letters or more). Null when none.
 * `ignore`: words that never count as shared (a city's name: "my London trip" does not name the London Eye).
 */
export function matchName<T extends Named>(text: string, candidates: readonly T[], ignore?: ReadonlySet<string>): T | null {
  const hay = ` ${normalizeName(text)} `;
  let best: T | null = null;
  let bestLen = 0;
  for (const c of candidates) {
    for (const key of [normalizeName(c.name), core(c.name)]) {
      if (key.length >= 3 && hay.includes(` ${key} `) && key.length > bestLen) {
        best = c;
        bestLen = key.length;
      }
    }
  }
  if (best) return best;
  const words = new Set(hay.trim().split(' '));
  let score = 0;
  for (const c of candidates) {
    const toks = core(c.name)
      .split(' ')
      .filter((w) => w.length >= 3 && !STOP.has(w));
    if (!toks.length) continue;
    const hits = toks.filter((w) => words.has(w) && !ignore?.has(w));
    const s = hits.length / toks.length + hits.length * 0.01;
    if (hits.some((w) => w.length >= 5) && hits.length / toks.length >= 0.5 && s > score) {
      best = c;
      score = s;
    }
  }
  return best;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "day 2", "the second day", "last day" → day number (1-based); `days` resolves "last". */
export function dayIn(text: string, days: number): number | undefined {
  const t = text.toLowerCase();
  const n = /\bday\s*(\d{1,3})\b/.exec(t);
  if (n) return Number(n[1]);
  if (/\b(last|final) day\b/.test(t)) return days || undefined;
  const o = new RegExp(`\\b(${ORDINALS.join('|')}) day\\b`).exec(t);
  return o ? ORDINALS.indexOf(o[1]!) + 1 : undefined;
}

/** All "day N" mentions in order (for "move X from day 1 to day 3"). */
export function daysIn(text: string): number[] {
  return [...text.toLowerCase().matchAll(/\bday\s*(\d{1,3})\b/g)].map((m) => Number(m[1]));
}

/** A clock time: "3pm", "3:30 pm", "15:00", "at 10", "noon" → minutes since midnight. */
export function timeIn(text: string): number | undefined {
  const t = text.toLowerCase();
  if (/\bnoon\b|\bmidday\b/.test(t)) return 720;
  const m =
    /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)/.exec(t) ??
    /\b(\d{1,2})[:h](\d{2})\b/.exec(t) ??
    /\b(?:at|to|for|from|by|around)\s+(\d{1,2})\b(?!\s*(?:days?|nights?|people|km|%|[a-z]{3}\b))/.exec(t);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  const ampm = m[3];
  if (ampm?.startsWith('p') && h < 12) h += 12;
  if (ampm?.startsWith('a') && h === 12) h = 0;
  if (!ampm && !m[2] && h >= 1 && h <= 7) h += 12; // "at 5" means the afternoon
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

export function monthIn(text: string): number | undefined {
  const t = text.toLowerCase();
  const i = MONTHS.findIndex((m) => new RegExp(`\\b${m.slice(0, 3)}(${m.slice(3)})?\\b`).test(t));
  return i >= 0 ? i + 1 : undefined;
}

export function cuisineIn(text: string): string | undefined {
  const t = ` ${normalizeName(text)} `;
  const aliases: Record<string, string> = {
    coffee: 'cafe',
    pizzeria: 'pizza',
    fish: 'seafood',
    'sea food': 'seafood',
    dessert: 'desserts',
    traditional: 'local',
  };
  for (const [k, v] of Object.entries(aliases)) if (t.includes(` ${k} `)) return v;
  return CUISINES.filter((c) => c !== 'vegetarian' && c !== 'vegan').find((c) => t.includes(` ${c.replace(/-/g, ' ')} `));
}

export function dietIn(text: string): string | undefined {
  const t = ` ${normalizeName(text)} `;
  return DIETS.find((d) => t.includes(` ${d.replace(/-/g, ' ')} `));
}

const CATEGORY_WORDS: Array<[RegExp, string]> = [
  [/\bmuseums?|galler(y|ies)\b/, 'museum'],
  [/\brestaurants?|eat|food|dinner|lunch|breakfast|brunch|cafes?|coffee\b/, 'food'],
  [/\bbars?|drinks?|nightlife|clubs?\b/, 'nightlife'],
  [/\bviewpoints?|views?|miradouros?\b/, 'viewpoint'],
  [/\bparks?|gardens?|nature\b/, 'nature'],
  [/\bmarkets?\b/, 'market'],
  [/\bshops?|shopping\b/, 'shopping'],
  [/\blandmarks?|monuments?|sights?\b/, 'landmark'],
];
export function categoryIn(text: string): string | undefined {
  const t = text.toLowerCase();
  return CATEGORY_WORDS.find(([re]) => re.test(t))?.[1];
}

const CURRENCY_WORDS: Record<string, string> = {
  '€': 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  $: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  '£': 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  yen: 'JPY',
};
const code = (w: string) => CURRENCY_WORDS[w.toLowerCase()] ?? (/^[a-z]{3}$/i.test(w) ? w.toUpperCase() : undefined);

/** "100 EUR in USD", "€50 to pounds", "how much is 20 dollars in yen" → amount and codes. */
export function conversionIn(text: string): { amount: number; from: string; to: string } | undefined {
  const m = new RegExp(
    String.raw`([€$£])?\s*(\d+(?:[.,]\d+)?)\s*([a-z]{3}\b|euros?|dollars?|pounds?` +
      String.raw`|yen)?\s*(?:worth\s+)?(?:in|to|into)\s+([a-z]{3}\b|euros?|dollars?|pounds?|yen)`,
    'i',
  ).exec(text);
  if (!m) return undefined;
  const from = code(m[1] ?? m[3] ?? '');
  const to = code(m[4]!);
  return from && to ? { amount: Number(m[2]!.replace(',', '.')), from, to } : undefined;
}
