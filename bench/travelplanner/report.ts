import type { Scores, ScoredQuery } from './eval/metrics';
import { COMMONSENSE_KEYS, HARD_KEYS } from './eval/types';

/** Console tables for the TravelPlanner run. */
const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);

export const PUBLISHED = [
  { name: 'GPT-4-Turbo, direct (published)', delivery: null, cMicro: 0.804, cMacro: 0.172, hMicro: 0.471, hMacro: 0.222, final: 0.044 },
  { name: 'Best solver-backed LLM (published)', delivery: null, cMicro: null, cMacro: null, hMicro: null, hMacro: null, final: 0.939 },
];

export function header(): string {
  return `${'system'.padEnd(42)} delivery cs-micro cs-macro hd-micro hd-macro   final`;
}

export function row(
  name: string,
  s: Pick<Scores, 'deliveryRate' | 'commonsenseMicroRate' | 'commonsenseMacroRate' | 'hardMicroRate' | 'hardMacroRate' | 'finalPassRate'>,
): string {
  return (
    `${name.padEnd(42)} ${pct(s.deliveryRate)}  ${pct(s.commonsenseMicroRate)}  ` +
    `${pct(s.commonsenseMacroRate)}  ${pct(s.hardMicroRate)}  ${pct(s.hardMacroRate)} ${pct(s.finalPassRate)}`
  );
}

export function publishedRows(): string[] {
  const f = (x: number | null) => (x === null ? '      -' : pct(x));
  return PUBLISHED.map(
    (p) => `${p.name.padEnd(42)} ${f(p.delivery)}  ${f(p.cMicro)}  ${f(p.cMacro)}  ${f(p.hMicro)}  ${f(p.hMacro)} ${f(p.final)}`,
  );
}

export function counts(s: Scores): string {
  return (
    `  counts: delivered ${s.delivered}/${s.n}, commonsense ${s.commonsensePassed}/` +
    `${s.commonsenseTotal}, hard ${s.hardPassed}/${s.hardTotal}, final ${s.finalPassed}/${s.n}`
  );
}

/** One line per query that did not pass, with the first failing check or the engine's reason. */
export function failureLines(items: { idx: number; scored: ScoredQuery; reason?: string }[]): string[] {
  const out: string[] = [];
  for (const { idx, scored, reason } of items) {
    if (!scored.commonsense) {
      out.push(`  idx ${idx}: no plan — ${reason ?? 'not delivered'}`);
      continue;
    }
    const bad = COMMONSENSE_KEYS.filter((k) => scored.commonsense![k][0] === false).map((k) => `${k}: ${scored.commonsense![k][1]}`);
    if (scored.hard)
      bad.push(...HARD_KEYS.filter((k) => scored.hard![k][0] === false).map((k) => `${k}: ${scored.hard![k][1] ?? 'over budget'}`));
    if (bad.length) out.push(`  idx ${idx}: ${bad.join('; ')}`);
  }
  return out;
}
