import { toMajor, toMinor } from '../money/currencies';
import type { Destination, PlaceCategory } from '../places/schema';
import { PLACE_CATEGORIES } from '../places/schema';
import { isOpenAt } from '../places/opening';
import { addDays, weekday } from '../time/dates';
import { hasHolidayTable, publicHolidays, type Holiday } from './holidays';

export const TRAVEL_STYLES = ['budget', 'mid', 'upscale'] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

/** How a day's cost per person is built (shown on the page next to the figures). */
export const DAILY_COST_RULE = 'half a double room for one night, two meals, and a public-transport day pass';

export interface MonthReason {
  month: number;
  reasons: string[];
}
export interface DestinationAnalysis {
  id: string;
  name: string;
  country: string;
  currency: string;
  climate: Array<{ month: number; highC: number; lowC: number; rainyDays: number; precipMm: number }>;
  dailyCost: Record<TravelStyle, number>;
  categories: Array<{ category: PlaceCategory; count: number }>;
  bestMonths: MonthReason[];
  /** Null when the holiday tables do not cover the country. */
  holidays: Holiday[] | null;
  /** Share of the curated places closed at 11:00 on each weekday (0 = Monday), for weekdays where it matters. */
  closures: Array<{ weekday: number; closed: number; of: number }>;
}

/** Why a month is good: the curators' pick plus what the climate normals show. */
function reasonsFor(c: Destination['climate'][number]): string[] {
  const out: string[] = [];
  if (c.highC >= 18 && c.highC <= 28) out.push(`pleasant highs around ${Math.round(c.highC)} °C`);
  else if (c.highC > 28) out.push(`hot, highs around ${Math.round(c.highC)} °C`);
  else out.push(`cool, highs around ${Math.round(c.highC)} °C`);
  out.push(c.rainyDays <= 6 ? `few rainy days (${c.rainyDays})` : `${c.rainyDays} rainy days`);
  return out;
}

/**
 * One destination's figures for the comparison, all from the curated data: climate normals, a day's cost per
 * person by travel style converted with `rate` (units of `currency` per unit of the destination's currency;
 * both in major units, amounts returned in minor units of `currency`), the place mix, best months with
 * reasons, the public holidays of the next 12 months from `today` and weekday closures.
 */
export function analyseDestination(d: Destination, opts: { currency: string; rate: number; today: string }): DestinationAnalysis {
  // Costs are integers in the destination currency's minor units; the answer is in minor units of `currency`.
  const convert = (minor: number) => toMinor(toMajor(minor, d.currency) * opts.rate, opts.currency);
  const day = (s: TravelStyle) => d.costs.lodgingPerNight[s] / 2 + d.costs.meal[s] * 2 + d.costs.transitDayPass;
  const counts = new Map<PlaceCategory, number>();
  for (const p of d.places) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  // A reference week starting on the Monday on or after today.
  const monday = addDays(opts.today, (8 - weekday(opts.today)) % 7);
  const closures = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const closed = d.places.filter(
      (p) => p.category !== 'food' && !isOpenAt(p.openingHours, d.country, p.coordinates, `${date}T11:00`),
    ).length;
    return { weekday: i, closed, of: d.places.filter((p) => p.category !== 'food').length };
  });
  return {
    id: d.id,
    name: d.name,
    country: d.country,
    currency: opts.currency,
    climate: d.climate.map(({ month, highC, lowC, rainyDays, precipMm }) => ({ month, highC, lowC, rainyDays, precipMm })),
    dailyCost: { budget: convert(day('budget')), mid: convert(day('mid')), upscale: convert(day('upscale')) },
    categories: PLACE_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({ category, count: counts.get(category)! })),
    bestMonths: [...d.bestMonths]
      .sort((a, b) => a - b)
      .map((month) => ({ month, reasons: ['chosen by our curators', ...reasonsFor(d.climate[month - 1]!)] })),
    holidays: hasHolidayTable(d.country) ? publicHolidays(d.country, opts.today, addDays(opts.today, 365)) : null,
    closures: closures.filter((c) => c.closed > 0),
  };
}
