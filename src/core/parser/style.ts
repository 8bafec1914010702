import { note, type ParseContext } from './context';
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
  const q = QUICK.exec(t);
  if (q && !isNegated(t, q.index, 12)) {
    ctx.intent.quickMeals = true;
    note(ctx, 'pace', q[0], 'quick meals are fine');
  }
}
