import { formatMoney } from '../money/currencies';
import type { TripAnalysis } from './trip';

export type Cell = string | number;
export interface FigureTable {
  id: string;
  caption: string;
  head: string[];
  rows: Cell[][];
}

/** Minutes as hours with one decimal: how the page writes durations (and so the summary too). */
export const hours = (minutes: number) => Math.round(minutes / 6) / 10;
const CATEGORY_LABEL = { transport: 'Between cities', local: 'Local transport', lodging: 'Lodging', meals: 'Meals', activities: 'Sights' };

/**
 * Every figure the trip analysis page shows, as the tables under its charts (the page renders exactly these).
 * The written summary may only state numbers that appear here (see `unsupportedNumbers`).
 */
export function tripTables(a: TripAnalysis): FigureTable[] {
  const money = (n: number) => formatMoney(n, a.currency);
  const t = a.time;
  return [
    {
      id: 'time',
      caption: 'Where the time goes, by day (hours)',
      head: ['Day', 'Date', 'Sights', 'Meals', 'Transit', 'Free'],
      rows: [
        ...a.days.map((d) => [d.day, d.date, hours(d.sights), hours(d.meals), hours(d.transit), hours(d.free)]),
        ['Total', '', hours(t.sights), hours(t.meals), hours(t.transit), hours(t.free)],
      ],
    },
    {
      id: 'walking',
      caption: 'Walking distance by day (km)',
      head: ['Day', 'Date', 'Walking (km)'],
      rows: [...a.days.map((d) => [d.day, d.date, d.walkKm]), ['Total', '', a.walkKm]],
    },
    {
      id: 'budget-category',
      caption: `Budget by category (${a.currency}, whole party)`,
      head: ['Category', 'Amount'],
      rows: [...a.budget.byCategory.map((c) => [CATEGORY_LABEL[c.category], money(c.amount)]), ['Total', money(a.budget.total)]],
    },
    {
      id: 'budget-day',
      caption: `Budget by day (${a.currency}, whole party, lodging included)`,
      head: ['Day', 'Date', 'Amount'],
      rows: a.days.map((d) => [d.day, d.date, money(d.cost)]),
    },
    {
      id: 'co2',
      caption: 'CO2 estimate by transport mode (kg CO2e per traveller)',
      head: ['Mode', 'Factor (kg CO2e per km)', 'Factor checked against the source', 'Distance (km)', 'kg CO2e'],
      rows: [
        ...a.co2.byMode.map((m) => [m.label, m.kgPerKm, m.verified ? 'yes' : 'not checked', m.km, m.kg]),
        ['Total', '', '', '', a.co2.totalKg],
      ],
    },
    {
      id: 'feasibility',
      caption: 'Feasibility checks',
      head: ['Result', 'Checks'],
      rows: [
        ['Passed', a.feasibility.passed],
        ['Failed', a.feasibility.failed.length],
        ['Not applicable', a.feasibility.notApplicable],
      ],
    },
    {
      id: 'margins',
      caption: 'Tightest margins (minutes to spare)',
      head: ['Day', 'Date', 'Before', 'At', 'Minutes to spare'],
      rows: a.feasibility.tightest.map((m) => [
        m.day,
        m.date,
        m.kind === 'closing' ? `${m.name} closes` : `Departure: ${m.name}`,
        m.at,
        m.slackMinutes,
      ]),
    },
    {
      id: 'weather',
      caption: 'Weather risk for outdoor visits (climate normals of the month)',
      head: ['Day', 'Date', 'Place', 'Rainy days', 'High (°C)', 'Low (°C)', 'Risk'],
      rows: a.weather.map((w) => [w.day, w.date, w.name, w.rainyDays, w.highC, w.lowC, w.risk]),
    },
  ];
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
/** Numbers written in a text, as values ("1,234.50" → 1234.5; "09:30" → 9 and 30; "2026-06-01" → 2026, 6, 1). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((m) => Number(m[0].replace(/,/g, '').replace(/\.$/, '')));
}

/** The numbers of `text` that no figure of `tables` shows. */
export function unsupportedNumbers(text: string, tables: FigureTable[]): number[] {
  const shown = new Set(tables.flatMap((t) => [t.caption, ...t.head, ...t.rows.flat().map(String)]).flatMap(numbersIn));
  return numbersIn(text).filter((n) => !shown.has(n));
}

/** A language model's text as sentences, without list bullets. */
export function sentencesOf(text: string): string[] {
  // A sentence ends at . ! or ? followed by a space or the end (so "€1,234.50" stays whole), or at a line break.
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean);
}

/**
 * A language model's summary as sentences, or none when it states a number no table shows: one invented or
 * computed figure and the whole text is set aside (a text with a sentence cut out can read as something else).
 */
export function supportedSentences(text: string, tables: FigureTable[]): string[] {
  return unsupportedNumbers(text, tables).length > 0 ? [] : sentencesOf(text);
}
