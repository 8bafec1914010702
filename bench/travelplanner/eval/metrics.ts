import { commonsenseEval } from './commonsense';
import { hardEval, type HardOptions } from './hard';
import type { SandboxDb } from './sandbox';
import {
  COMMONSENSE_KEYS,
  HARD_KEYS,
  type CommonsenseKey,
  type CommonsenseResult,
  type HardKey,
  type HardResult,
  type PlanDayEntry,
  type TpQuery,
} from './types';

/**
 * evaluation/eval.py: delivery, micro and macro pass rates, final pass rate.
 * - micro counts checks that returned True (None is not counted in the numerator);
 * - hard checks run only when Complete Information and Within Sandbox pass (the gating rule); a query without
 *   hard results is skipped by the macro loop, so it passes neither macro;
 * - macro: every check of the family passes, None counting as a pass;
 * - the hard denominator is one budget per query, plus each non-null constraint of hard queries (house rule,
 *   cuisine, room type, transportation) and of medium queries (house rule, cuisine, room type).
 */
export interface ScoredQuery {
  query: TpQuery;
  commonsense: CommonsenseResult | null;
  hard: HardResult | null;
}

export interface Scores {
  n: number;
  delivered: number;
  commonsensePassed: number;
  commonsenseTotal: number;
  hardPassed: number;
  hardTotal: number;
  commonsenseMacro: number;
  hardMacro: number;
  finalPassed: number;
  deliveryRate: number;
  commonsenseMicroRate: number;
  commonsenseMacroRate: number;
  hardMicroRate: number;
  hardMacroRate: number;
  finalPassRate: number;
  /** Failures per check (for diagnosis). */
  failures: Partial<Record<CommonsenseKey | HardKey, number>>;
}

export function scoreQuery(query: TpQuery, plan: PlanDayEntry[] | null | undefined, db: SandboxDb, opts: HardOptions = {}): ScoredQuery {
  if (!plan || plan.length === 0) return { query, commonsense: null, hard: null };
  const commonsense = commonsenseEval(query, plan, db);
  const gated = commonsense.is_not_absent[0] && commonsense.is_valid_information_in_sandbox[0];
  return { query, commonsense, hard: gated ? hardEval(query, plan, db, opts) : null };
}

export function hardDenominator(queries: TpQuery[]): number {
  let total = 0;
  for (const q of queries) {
    total += 1;
    const lc = q.local_constraint;
    const counted: (keyof typeof lc)[] =
      q.level === 'hard'
        ? ['house rule', 'cuisine', 'room type', 'transportation']
        : q.level === 'medium'
          ? ['house rule', 'cuisine', 'room type']
          : [];
    for (const k of counted) if (lc[k] !== null) total += 1;
  }
  return total;
}

export function aggregate(results: ScoredQuery[]): Scores {
  const n = results.length;
  let delivered = 0,
    cPass = 0,
    hPass = 0,
    cMacro = 0,
    hMacro = 0,
    final = 0;
  const failures: Scores['failures'] = {};
  for (const r of results) {
    if (!r.commonsense) continue;
    delivered++;
    for (const k of COMMONSENSE_KEYS) {
      if (r.commonsense[k][0] === true) cPass++;
      if (r.commonsense[k][0] === false) failures[k] = (failures[k] ?? 0) + 1;
    }
    if (!r.hard) continue;
    for (const k of HARD_KEYS) {
      if (r.hard[k][0] === true) hPass++;
      if (r.hard[k][0] === false) failures[k] = (failures[k] ?? 0) + 1;
    }
    const cOk = COMMONSENSE_KEYS.every((k) => r.commonsense![k][0] !== false);
    const hOk = HARD_KEYS.every((k) => r.hard![k][0] !== false);
    if (cOk) cMacro++;
    if (hOk) hMacro++;
    if (cOk && hOk) final++;
  }
  const commonsenseTotal = 8 * n;
  const hardTotal = hardDenominator(results.map((r) => r.query));
  const rate = (a: number, b: number) => (b === 0 ? 0 : a / b);
  return {
    n,
    delivered,
    commonsensePassed: cPass,
    commonsenseTotal,
    hardPassed: hPass,
    hardTotal,
    commonsenseMacro: cMacro,
    hardMacro: hMacro,
    finalPassed: final,
    failures,
    deliveryRate: rate(delivered, n),
    commonsenseMicroRate: rate(cPass, commonsenseTotal),
    commonsenseMacroRate: rate(cMacro, n),
    hardMicroRate: rate(hPass, hardTotal),
    hardMacroRate: rate(hMacro, n),
    finalPassRate: rate(final, n),
  };
}

export function evaluatePlans(
  items: { query: TpQuery; plan: PlanDayEntry[] | null; db: SandboxDb }[],
  opts: HardOptions = {},
): { scores: Scores; results: ScoredQuery[] } {
  const results = items.map((it) => scoreQuery(it.query, it.plan, it.db, opts));
  return { scores: aggregate(results), results };
}
