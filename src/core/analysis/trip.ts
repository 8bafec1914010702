import type { Catalog, CostTotals, FeasibilityReport, Plan, PlanDay } from '../planner/types';
import { transferKg, factorFor, type Co2Factors } from './co2';
import { tightestMargins, weatherRisks, type ClimateLookup, type Margin, type WeatherRisk } from './trip-risks';

export type { ClimateLookup, Margin, WeatherRisk } from './trip-risks';

export interface TripDayFigures {
  day: number;
  date: string;
  /** Minutes of the day spent on sights, meals, transfers, and free (gaps between the first start and last end). */
  sights: number;
  meals: number;
  transit: number;
  free: number;
  walkKm: number;
  /** Everything paid for that day, lodging night included (minor units, whole party). */
  cost: number;
}

export interface TripAnalysis {
  currency: string;
  travellers: number;
  days: TripDayFigures[];
  time: { sights: number; meals: number; transit: number; free: number };
  walkKm: number;
  budget: { byCategory: Array<{ category: keyof Omit<CostTotals, 'total'>; amount: number }>; total: number };
  co2: {
    source: string;
    sourceUrl: string;
    edition: string;
    note: string;
    /** `verified`: the factor was compared with the published table (the page marks the others "not checked"). */
    byMode: Array<{ mode: string; label: string; kgPerKm: number; verified: boolean; km: number; kg: number }>;
    /** kg CO2e per traveller, rounded to 0.1. */
    totalKg: number;
    /** Transfers whose distance is not known (left out of the total). */
    unknownDistance: number;
  };
  feasibility: { feasible: boolean; passed: number; failed: string[]; notApplicable: number; tightest: Margin[] };
  weather: WeatherRisk[];
}

const CATEGORIES = ['transport', 'local', 'lodging', 'meals', 'activities'] as const;
const round1 = (n: number) => Math.round(n * 10) / 10;

function dayFigures(d: PlanDay): TripDayFigures {
  const sum = (kind: string) => d.items.filter((i) => i.kind === kind).reduce((a, i) => a + (i.endMinute - i.startMinute), 0);
  const [sights, meals] = [sum('visit'), sum('meal')];
  const transit = d.items.reduce((a, i) => a + (i.kind === 'transfer' ? i.durationMinutes : 0), 0);
  // An overnight transfer ends after midnight: the day's span stops at midnight.
  const start = Math.min(...d.items.map((i) => i.startMinute));
  const end = Math.min(1440, Math.max(...d.items.map((i) => i.endMinute)));
  const free = d.items.length ? Math.max(0, end - start - sights - meals - transit) : 0;
  const walkKm = d.items.reduce((a, i) => a + (i.kind === 'transfer' && i.mode === 'walk' ? (i.distanceKm ?? 0) : 0), 0);
  const cost = d.items.reduce((a, i) => a + i.cost, 0) + (d.lodging?.cost ?? 0);
  return { day: d.day, date: d.date, sights, meals, transit, free, walkKm: round1(walkKm), cost };
}

function co2Of(plan: Plan, f: Co2Factors, travellers: number): TripAnalysis['co2'] {
  const by = new Map<string, TripAnalysis['co2']['byMode'][number]>();
  let unknown = 0;
  for (const d of plan.days)
    for (const t of d.items) {
      if (t.kind !== 'transfer') continue;
      const factor = factorFor(t, f);
      const kg = transferKg(t, f, travellers);
      if (!factor || kg === null) {
        if (t.mode !== 'walk') unknown++;
        continue;
      }
      const { mode, label, kgPerKm, verified } = factor;
      const row = by.get(mode) ?? { mode, label, kgPerKm, verified, km: 0, kg: 0 };
      row.km += t.distanceKm ?? 0;
      row.kg += kg;
      by.set(factor.mode, row);
    }
  const byMode = [...by.values()].map((r) => ({ ...r, km: Math.round(r.km), kg: round1(r.kg) })).sort((a, b) => b.kg - a.kg);
  const totalKg = round1(byMode.reduce((a, r) => a + r.kg, 0));
  return { source: f.source, sourceUrl: f.sourceUrl, edition: f.edition, note: f.note, byMode, totalKg, unknownDistance: unknown };
}

function feasibilityOf(report: FeasibilityReport, tightest: Margin[]): TripAnalysis['feasibility'] {
  const failed = report.checks.filter((c) => c.status === 'fail').map((c) => c.label);
  const passed = report.checks.filter((c) => c.status === 'pass').length;
  const notApplicable = report.checks.filter((c) => c.status === 'n/a').length;
  return { feasible: report.feasible, passed, failed, notApplicable, tightest };
}

/**
 * Where a saved trip's time, money and emissions go, and its risks, from the plan alone plus the catalog (opening
 * hours, outdoor places), the cities' climate normals and the CO2 factors. Pure: the server and tests call it.
 */
export function analyseTrip(
  plan: Plan,
  opts: { travellers: number; catalog: Catalog | null; climate: ClimateLookup; co2: Co2Factors },
): TripAnalysis {
  const days = plan.days.map(dayFigures);
  const total = (k: 'sights' | 'meals' | 'transit' | 'free') => days.reduce((a, d) => a + d[k], 0);
  return {
    currency: plan.currency,
    travellers: opts.travellers,
    days,
    time: { sights: total('sights'), meals: total('meals'), transit: total('transit'), free: total('free') },
    walkKm: round1(days.reduce((a, d) => a + d.walkKm, 0)),
    budget: { byCategory: CATEGORIES.map((category) => ({ category, amount: plan.totals[category] })), total: plan.totals.total },
    co2: co2Of(plan, opts.co2, opts.travellers),
    feasibility: feasibilityOf(plan.report, tightestMargins(plan, opts.catalog, 3)),
    weather: weatherRisks(plan, opts.catalog, opts.climate),
  };
}
