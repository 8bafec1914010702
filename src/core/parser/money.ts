import { consume, isConsumed, matchAll, note, type ParseContext } from './context';
import { COUNT_RE, countValue } from './lexicon';

/**
 * Budgets: "$1,400", "under €2,000", "2000 euros", "£500 per person", "¥150,000", "1.5k USD", "3 grand",
 * "100 dollars a day". An amount counts as a budget when it carries a currency, or when budget words
 * ("budget", "under", "spend"...) stand right before a bare number.
 */
const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  C$: 'CAD',
  A$: 'AUD',
  CA$: 'CAD',
  AU$: 'AUD',
  '₹': 'INR',
  CHF: 'CHF',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  R$: 'BRL',
  R: 'ZAR',
  '₩': 'KRW',
  '฿': 'THB',
  '₺': 'TRY',
  '₫': 'VND',
  '₱': 'PHP',
  '₪': 'ILS',
};
const WORDS: [RegExp, string][] = [
  [/^(?:us\s+)?dollars?|bucks|usd$/i, 'USD'],
  [/^euros?|eur$/i, 'EUR'],
  [/^(?:british\s+)?pounds?(?:\s+sterling)?|quid|gbp$/i, 'GBP'],
  [/^yen|jpy$/i, 'JPY'],
  [/^(?:canadian dollars?|cad)$/i, 'CAD'],
  [/^(?:australian dollars?|aud)$/i, 'AUD'],
  [/^(?:swiss francs?|chf)$/i, 'CHF'],
  [/^(?:rupees?|inr)$/i, 'INR'],
  [/^(?:rand|zar)$/i, 'ZAR'],
  [/^(?:baht|thb)$/i, 'THB'],
  [/^(?:ringgit|myr)$/i, 'MYR'],
  [/^(?:rupiah|idr)$/i, 'IDR'],
  [/^(?:reais|brl)$/i, 'BRL'],
  [/^(?:new zealand dollars?|nzd)$/i, 'NZD'],
  [/^(?:singapore dollars?|sgd)$/i, 'SGD'],
  [/^(?:hong kong dollars?|hkd)$/i, 'HKD'],
];
// ISO 4217 codes people type. Not those that are English words too ("try", "cup", "pen", "mop"): they are matched
// without regard to case.
const CODES = [
  ...['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'INR', 'MXN', 'SEK', 'NOK', 'DKK', 'CZK', 'PLN', 'THB', 'NZD'],
  ...['ZAR', 'SGD', 'HKD', 'BRL', 'KRW', 'AED', 'HUF', 'MYR', 'IDR', 'PHP', 'VND', 'TWD', 'CNY', 'ARS', 'CLP', 'COP', 'ILS'],
];

const NUM = '(\\d{1,3}(?:[,.\\s]\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
const MULT = '(?:\\s*(k|K|thousand|grand|m|million))?';
// "R40,000" (rand) only with the digits right after a lone R: "our 3 kids" holds no rand.
const PREFIX = `(US\\$|CA\\$|AU\\$|NZ\\$|HK\\$|S\\$|R\\$|C\\$|A\\$|[$€£¥₹₩฿₺₫₱₪]|\\bR(?=\\d)|(?:${CODES.join('|')})\\s?)`;
const CURRENCY_WORD =
  `${CODES.join('|')}|(?:us |canadian |australian |new zealand |singapore |hong kong )?dollars?|bucks|euros?|(?:british ` +
  `)?pounds?|quid|yen|(?:swiss )?francs?|rupees?|rand|baht|ringgit|rupiah|reais`;
const SUFFIX = `(?:\\s*(${CURRENCY_WORD})\\b)?`;
const BUDGET_WORDS = new RegExp(
  String.raw`(budget|under|below|less than|max(?:imum)?|at most|up to|no more than|within|cap(?:ped)?(?: ` +
    String.raw`at)?|limit(?:ed)?(?: to)?|spend(?:ing)?|set at|around|about|approximately|roughly|afford)\W*(?:\w+\W+){0,3}$`,
  'i',
);

/** Units after a bare number that make it a count, not money ("under 3 hours", "2 people", "max 2 sights a day"). */
const NOT_MONEY_UNIT = new RegExp(
  String.raw`^\s*(?:%|days?|nights?|weeks?|hours?|people|persons?|adults?|kids?|children|travell?ers|km|miles|cities|stars?` +
    String.raw`|years?|activit(?:y|ies)|sights?|things|visits?|attractions?|museums?|places|stops|meals|minutes|mins|hrs)\b`,
  'i',
);

function toNumber(raw: string, mult: string | undefined): number {
  // "1,400" / "2.000" / "1 500": grouped thousands; "1,234.50": grouped with decimals; "1.5": a decimal.
  let n: number;
  if (/^\d{1,3}([,.\s]\d{3})+$/.test(raw)) n = Number(raw.replace(/[,.\s]/g, ''));
  else if (/^\d{1,3}(,\d{3})+\.\d+$/.test(raw)) n = Number(raw.replace(/,/g, ''));
  else n = Number(raw);
  const m = (mult ?? '').toLowerCase();
  if (m === 'k' || m === 'thousand' || m === 'grand') n *= 1000;
  if (m === 'm' || m === 'million') n *= 1_000_000;
  return n;
}

function currencyOf(prefix: string | undefined, suffix: string | undefined): string | undefined {
  if (prefix) {
    const p = prefix.trim();
    return SYMBOLS[p] ?? SYMBOLS[p.toUpperCase()] ?? (CODES.includes(p.toUpperCase()) ? p.toUpperCase() : undefined);
  }
  if (suffix) {
    const s = suffix.trim();
    if (CODES.includes(s.toUpperCase())) return s.toUpperCase();
    for (const [re, code] of WORDS) if (re.test(s)) return code;
  }
  return undefined;
}

const WORD_AMOUNT = new RegExp(`\\b(${COUNT_RE}|a|an|a couple of|a few)\\s+(hundred|thousand|grand)\\s*(${CURRENCY_WORD})?\\b`, 'i');

/** "three thousand dollars", "a couple of grand": amounts in words, only next to budget words or a currency. */
function wordAmount(ctx: ParseContext): boolean {
  const m = WORD_AMOUNT.exec(ctx.text);
  if (!m) return false;
  const before = ctx.text.slice(Math.max(0, m.index - 60), m.index);
  const currency = currencyOf(undefined, m[3]);
  if (!currency && !BUDGET_WORDS.test(before)) return false;
  const lead = m[1]!.toLowerCase();
  const n = lead === 'a' || lead === 'an' ? 1 : lead === 'a couple of' ? 2 : lead === 'a few' ? 3 : (countValue(lead) ?? 1);
  const amount = n * (m[2]!.toLowerCase() === 'hundred' ? 100 : 1000);
  const code = currency ?? ctx.defaultCurrency;
  ctx.intent.budget = { amount, currency: code, per: 'trip' };
  consume(ctx, m.index, m.index + m[0].length);
  note(
    ctx,
    'budget',
    m[0],
    `${new Intl.NumberFormat('en', { style: 'currency', currency: code, maximumFractionDigits: 0 }).format(amount)} for the whole trip`,
  );
  return true;
}

export function extractBudget(ctx: ParseContext): void {
  const t = ctx.text;
  const re = new RegExp(`${PREFIX}?\\s?${NUM}${MULT}${SUFFIX}`, 'gi');
  // Amounts with a currency first; a bare number after budget words ("under 2000") only if none has one.
  const all = matchAll(t, re);
  const ordered = [...all.filter((m) => m[1] || m[4]), ...all.filter((m) => !m[1] && !m[4])];
  for (const m of ordered) {
    const [whole, prefix, num, mult, suffix] = m;
    if (!num || isConsumed(ctx, m.index, m.index + whole.length)) continue;
    const before = t.slice(Math.max(0, m.index - 60), m.index);
    let currency = currencyOf(prefix, suffix);
    const budgetWords = BUDGET_WORDS.test(before);
    if (!currency && !budgetWords) continue;
    const after = t.slice(m.index + whole.length, m.index + whole.length + 40);
    // A bare number followed by a unit is not money ("under 3 hours", "2 people").
    if (!currency && NOT_MONEY_UNIT.test(after)) continue;
    currency ??= ctx.defaultCurrency;
    const amount = toNumber(num, mult);
    if (!(amount > 0)) continue;
    const per = /^\s*(?:per|a|each|\/)\s*(?:person|head|pp|traveller|traveler|adult)\b|^\s*pp\b|^\s*each\b/i.test(after)
      ? 'person'
      : /^\s*(?:per|a|each|\/)\s*(?:day|night)\b|^\s*daily\b/i.test(after)
        ? 'day'
        : 'trip';
    ctx.intent.budget = { amount, currency, per };
    const tail = per === 'trip' ? '' : (/^\s*\S+\s+\S+/.exec(after)?.[0] ?? '');
    consume(ctx, m.index, m.index + whole.length);
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);
    note(
      ctx,
      'budget',
      `${whole}${tail}`,
      `${shown} ${per === 'trip' ? 'for the whole trip' : per === 'person' ? 'per person' : 'per day'}`,
    );
    return;
  }
  wordAmount(ctx);
}
