import type { DestinationAnalysisDto } from '../api/analysis';
import { formatMoney } from '../money/currencies';
import type { FigureTable } from './trip-tables';

/** At most this many destinations side by side (the page's pickers offer as many; the API refuses more). */
export const MAX_COMPARED = 3;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const TRAVEL_STYLES = ['budget', 'mid', 'upscale'] as const;

/** What the destination comparison shows: the destinations side by side, their costs in one currency. */
export interface ComparisonFigures {
  currency: string;
  destinations: DestinationAnalysisDto[];
}

/**
 * Every figure the destination comparison shows: the tables under its charts (the page renders the first four
 * exactly) and the "when to go, and what is closed" panel as tables. A written summary may only state numbers from here.
 */
export function comparisonTables(c: ComparisonFigures): FigureTable[] {
  const list = c.destinations;
  const names = list.map((d) => d.name);
  const categories = [...new Set(list.flatMap((d) => d.categories.map((x) => x.category)))];
  return [
    {
      id: 'climate',
      caption: 'Temperature by month (°C)',
      head: ['Month', ...list.flatMap((d) => [`${d.name} high`, `${d.name} low`])],
      rows: MONTHS.map((m, i) => [m, ...list.flatMap((d) => [d.climate[i]!.highC, d.climate[i]!.lowC])]),
    },
    {
      id: 'rainy-days',
      caption: 'Rainy days by month',
      head: ['Month', ...names],
      rows: MONTHS.map((m, i) => [m, ...list.map((d) => d.climate[i]!.rainyDays)]),
    },
    {
      id: 'daily-cost',
      caption: `Daily cost per person (${c.currency})`,
      head: ['Travel style', ...names],
      rows: TRAVEL_STYLES.map((s) => [s, ...list.map((d) => formatMoney(d.dailyCost[s], c.currency))]),
    },
    {
      id: 'place-mix',
      caption: 'What there is to do (curated places by category)',
      head: ['Category', ...names],
      rows: categories.map((cat) => [cat, ...list.map((d) => d.categories.find((x) => x.category === cat)?.count ?? 0)]),
    },
    {
      id: 'best-months',
      caption: 'Best months and why',
      head: ['Destination', 'Month', 'Reasons'],
      rows: list.flatMap((d) => d.bestMonths.map((m) => [d.name, MONTHS[m.month - 1]!, m.reasons.join(', ')])),
    },
    {
      id: 'closures',
      caption: 'Sights closed on a weekday late morning',
      head: ['Destination', 'Weekday', 'Closed', 'Of'],
      rows: list.flatMap((d) => d.closures.map((x) => [d.name, WEEKDAYS[x.weekday]!, x.closed, x.of])),
    },
    {
      id: 'holidays',
      caption: 'Public holidays in the next 12 months',
      head: ['Destination', 'Date', 'Holiday'],
      rows: list.flatMap((d) => [
        ...(d.holidays ?? []).map((h) => [d.name, h.date, h.name]),
        [d.name, 'Count', d.holidays === null ? 'not known' : d.holidays.length],
      ]),
    },
  ];
}

/** The built-in written summary: only figures `comparisonTables` holds (tested). */
export function builtInComparisonSummary(c: ComparisonFigures): string[] {
  const list = c.destinations;
  if (!list.length) return [];
  const lines = list.map((d) => {
    const warm = d.climate.reduce((a, b) => (b.highC > a.highC ? b : a));
    const best = d.bestMonths.map((m) => MONTHS[m.month - 1]).join(', ');
    return (
      `${d.name}: a mid-range day costs about ${formatMoney(d.dailyCost.mid, c.currency)} per person; the ` +
      `warmest month is ${MONTHS[warm.month - 1]} (highs ${warm.highC} °C); best months: ${best}.`
    );
  });
  if (list.length > 1) {
    const cheapest = [...list].sort((a, b) => a.dailyCost.mid - b.dailyCost.mid)[0]!;
    lines.push(`Of these, ${cheapest.name} is the least expensive at the mid-range style.`);
  }
  return lines;
}
