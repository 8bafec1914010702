import { consume, note, type ParseContext } from './context';
import { COUNT_RE, countValue } from './lexicon';
import { isNegated } from './negation';

/**
 * The trip's style: the level of lodging ("luxury week", "five-star", "on a shoestring", "mid-range hotels")
 * and quick meals ("quick lunches", "grab a bite", "street food is fine"). Without them the trip keeps one
 * level of lodging chosen by the budget, and meals are unhurried sit-downs.
 */
const UPSCALE = /\b(?:luxury|luxurious|five[- ]star|5[- ]star|upscale|high[- ]end|splurge|no expense spared|fancy hotels?)\b/i;
const BUDGET = new RegExp(
  String.raw`\b(?:on a (?:shoe)?string|on a (?:tight )?budget|budget (?:trip|weekend|week|travel|hotels?|stays?)` +
    String.raw`|backpack(?:ing|er)|hostels?|cheap hotels?)\b`,
  'i',
);
const MID = /\b(?:mid[- ]range|three[- ]star|3[- ]star|comfortable hotels?)\b/i;
const QUICK = new RegExp(
  String.raw`\b(?:quick (?:meals?|lunch(?:es)?|dinners?|bites?|eats)|grab a bite|eat on the (?:go|run)` +
    String.raw`|street food is fine|no long (?:meals|lunches|dinners)|fast food)\b`,
  'i',
);

/** "happy to go back to the same restaurant", "repeat restaurants are fine", "we don't mind eating at the same place twice". */
const REPEATS = new RegExp(
  String.raw`\b(?:(?:happy|glad|fine|ok(?:ay)?|don'?t mind|do not mind|not mind)\s+(?:to\s+)?(?:go(?:ing)?\s+back|return(?:ing)?|` +
    String.raw`eat(?:ing)?\s+(?:at\s+)?(?:the\s+)?same)|repeat(?:ing)?\s+restaurants?\s+(?:is|are)\s+(?:fine|ok(?:ay)?)|` +
    String.raw`same\s+(?:restaurants?|places?)\s+(?:twice|again|more than once)\s+(?:is|are)\s+(?:fine|ok(?:ay)?))`,
  'i',
);

/** "no more than 2 activities a day", "max 3 sights per day", "2-3 things a day", "one museum a day". */
const VISITS_PER_DAY = new RegExp(
  String.raw`\b(?:(no more than|not more than|at most|max(?:imum)?|up to|only|just|at least|min(?:imum)?)\s+)?` +
    String.raw`(?:(${COUNT_RE})\s*(?:-|–|to|or)\s*)?(${COUNT_RE}|one|a couple of)\s+` +
    String.raw`(?:activit(?:y|ies)|sights?|things|visits?|attractions?|museums?|places)\s+(?:a|per|each)\s+day\b`,
  'i',
);

/** How many visits a day the traveller wants: read before money, so "no more than 2 activities" is not a budget. */
export function extractVisitsPerDay(ctx: ParseContext): void {
  const m = VISITS_PER_DAY.exec(ctx.text);
  if (!m) return;
  const n = m[3]!.toLowerCase() === 'a couple of' ? 2 : countValue(m[3]!);
  const low = m[2] ? countValue(m[2]) : undefined;
  if (n === undefined || n > 12) return;
  const cue = (m[1] ?? '').toLowerCase();
  const atLeast = cue === 'at least' || cue.startsWith('min');
  if (atLeast) ctx.intent.minActivitiesPerDay = n;
  else {
    ctx.intent.maxActivitiesPerDay = n;
    if (low !== undefined && low <= n) ctx.intent.minActivitiesPerDay = low;
  }
  consume(ctx, m.index, m.index + m[0].length);
  const said = atLeast ? `at least ${n}` : low !== undefined ? `${low}–${n}` : `at most ${n}`;
  note(ctx, 'pace', m[0], `${said} ${n === 1 && !low ? 'visit' : 'visits'} a day`);
}

export function extractStyle(ctx: ParseContext): void {
  const t = ctx.text;
  const levels = [
    ['upscale', UPSCALE.exec(t)],
    ['budget', BUDGET.exec(t)],
    ['mid', MID.exec(t)],
  ] as const;
  for (const [tier, m] of levels) {
    if (!m || isNegated(t, m.index, 12)) continue;
    ctx.intent.lodgingTier = tier;
    note(ctx, 'room-type', m[0], `${tier === 'upscale' ? 'upscale' : tier === 'mid' ? 'mid-range' : 'budget'} lodging for the whole trip`);
    break;
  }
  const again = REPEATS.exec(t);
  if (again) {
    ctx.intent.repeatRestaurants = true;
    note(ctx, 'repeats', again[0], 'a restaurant may come back on another day');
  }
  const q = QUICK.exec(t);
  if (q && !isNegated(t, q.index, 12)) {
    ctx.intent.quickMeals = true;
    note(ctx, 'pace', q[0], 'quick meals are fine');
  }
}
