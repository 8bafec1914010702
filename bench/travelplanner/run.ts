import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTripText } from '../../src/core/parser/index';
import { compareFields, FIELD_NAMES, tpFieldsFromRequest, type FieldName } from './adapter/from-request';
import { tripRequestFromQuery, withTravelPlannerConventions } from './adapter/request';
import {
  loadCityState,
  loadDistanceLookup,
  loadNlQueries,
  loadTrain,
  loadValidation180Structured,
  loadValidationMediumHard,
  type TpCase,
} from './data';
import { hasBenchData, travelPlannerDir } from './data-dir';
import { loadFullDatabase } from './eval/full-database';
import { aggregate, evaluatePlans, scoreQuery, type Scores } from './eval/metrics';
import { buildSandbox, readRefTables, type SandboxDb } from './eval/sandbox';
import type { PlanDayEntry, TpQuery } from './eval/types';
import { counts, failureLines, header, publishedRows, row } from './report';
import { solveCase, type Env } from './solve';

/**
 * npm run bench:travelplanner — TravelPlanner in sole-planning mode, solved by the Wayfarer engine and scored
 * by our port of the official evaluator. Data is read from BENCH_DATA_DIR (default ../shared/benchmarks).
 */
const RESULTS = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'results');
// The queries are dated March 2022 and always give the year; "today" only matters for a year left out.
const PARSE_OPTIONS = { today: '2022-01-01', defaultCurrency: 'USD', drivingByDefault: true };

interface RunOutput {
  scores: Scores;
  lines: string[];
  ms: number[];
  rows: string[];
  items: { query: TpQuery; plan: PlanDayEntry[] | null; db: SandboxDb }[];
}

function runSet(cases: TpCase[], env: Env, input: 'structured' | 'text', texts?: Map<number, string>): RunOutput {
  const rows: string[] = [];
  const items: RunOutput['items'] = [];
  const scored = [];
  const ms: number[] = [];
  for (const c of cases) {
    const text = texts?.get(c.idx) ?? c.query.query ?? '';
    const parsed = input === 'text' ? parseTripText(text, PARSE_OPTIONS).request : null;
    const request = input === 'structured' ? tripRequestFromQuery(c.query) : parsed ? withTravelPlannerConventions(parsed) : null;
    if (!request) {
      scored.push({
        idx: c.idx,
        scored: scoreQuery(c.query, null, buildSandbox(readRefTables(c.refInfo), env.distance, env.cityState)),
        reason: 'parser could not build a request',
      });
      rows.push(JSON.stringify({ idx: c.idx, query: text, plan: [] }));
      continue;
    }
    const s = solveCase(c, request, env);
    ms.push(s.ms);
    const reason = s.result.status === 'infeasible' ? s.result.conflicts.map((x) => x.message).join('; ') : undefined;
    scored.push({ idx: c.idx, scored: scoreQuery(c.query, s.plan, s.db), reason });
    items.push({ query: c.query, plan: s.plan, db: s.db });
    rows.push(JSON.stringify({ idx: c.idx, query: text, plan: s.plan ?? [] }));
  }
  return { scores: aggregate(scored.map((x) => x.scored)), lines: failureLines(scored), ms, rows, items };
}

function write(file: string, rows: string[]): void {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, file), `${rows.join('\n')}\n`);
}

function printRun(title: string, out: RunOutput, file: string): void {
  const avg = out.ms.length ? out.ms.reduce((a, b) => a + b, 0) / out.ms.length : 0;
  console.log(`\n${title}`);
  console.log(header());
  console.log(row('Wayfarer engine', out.scores));
  for (const p of publishedRows()) console.log(p);
  console.log(counts(out.scores));
  console.log(
    `  engine time: ${avg.toFixed(0)} ms per query on average, ${Math.max(0, ...out.ms).toFixed(0)} ms at most; plans ` +
      `in bench/results/${file}`,
  );
  for (const l of out.lines) console.log(l);
}

function parserAccuracy(queries: (TpQuery & { idx: number })[]): { perField: Record<FieldName, number>; allOk: number; misses: string[] } {
  const perField = Object.fromEntries(FIELD_NAMES.map((f) => [f, 0])) as Record<FieldName, number>;
  let allOk = 0;
  const misses: string[] = [];
  for (const q of queries) {
    const parsed = parseTripText(q.query ?? '', PARSE_OPTIONS).request;
    if (!parsed) {
      misses.push(`  idx ${q.idx}: no request`);
      continue;
    }
    const got = tpFieldsFromRequest(parsed);
    const cmp = compareFields(got, q);
    const wrong = FIELD_NAMES.filter((f) => !cmp[f]);
    for (const f of FIELD_NAMES) if (cmp[f]) perField[f]++;
    if (wrong.length === 0) allOk++;
    else {
      const val = (o: Record<string, unknown>, f: string) =>
        JSON.stringify(f in o ? o[f] : (o.local_constraint as Record<string, unknown>)[f]);
      misses.push(`  idx ${q.idx}: ${wrong.map((f) => `${f} parsed ${val(got as never, f)}, labelled ${val(q as never, f)}`).join('; ')}`);
    }
  }
  return { perField, allOk, misses };
}

function main(): void {
  if (!hasBenchData()) {
    console.log(`TravelPlanner data not found at ${travelPlannerDir()} (set BENCH_DATA_DIR).`);
    process.exit(1);
  }
  const env: Env = { distance: loadDistanceLookup(), cityState: loadCityState() };
  const train = loadTrain();
  const validation = loadValidationMediumHard();

  // 1. The evaluator port on the 45 human-annotated training plans.
  const annotated = train.map((c) => ({
    query: c.query,
    plan: c.annotatedPlan!,
    db: buildSandbox(readRefTables(c.refInfo), env.distance, env.cityState),
  }));
  const portRef = evaluatePlans(annotated);
  const full = loadFullDatabase(join(travelPlannerDir(), 'database'));
  const portFull = evaluatePlans(annotated.map((a) => ({ ...a, db: { ...a.db, ...full } })));
  console.log('TravelPlanner — evaluator port on the 45 human-annotated training plans');
  console.log(header());
  console.log(row('annotated plans, sandbox = reference info', portRef.scores));
  console.log(row('annotated plans, sandbox = full database', portFull.scores));
  console.log(counts(portRef.scores));
  for (const l of failureLines(portRef.results.map((r, k) => ({ idx: k + 1, scored: r })))) console.log(`${l}  (reference-info sandbox)`);

  // 2. Structured queries through the engine.
  const sv = runSet(validation, env, 'structured');
  write('travelplanner-plans.jsonl', sv.rows);
  printRun(
    'Validation medium+hard (120 queries), structured fields -> engine  [published rows: all 180 validation queries]',
    sv,
    'travelplanner-plans.jsonl',
  );
  const strict = evaluatePlans(sv.items, { strictParties: true }).scores;
  const againstFull = evaluatePlans(sv.items.map((it) => ({ ...it, db: { ...it.db, ...full } }))).scores;
  console.log(
    `  same plans with the "parties" ` +
      (`house rule actually ` +
        `checked: final ${strict.finalPassed}/${strict.n}; against the full database: final ${againstFull.finalPassed}/${againstFull.n}`),
  );
  const st = runSet(train, env, 'structured');
  write('travelplanner-plans-train.jsonl', st.rows);
  printRun('Train (45 queries), structured fields -> engine', st, 'travelplanner-plans-train.jsonl');

  // 3. The same from the natural-language query through the built-in parser.
  const nl = loadNlQueries();
  const nv = runSet(validation, env, 'text', nl);
  write('travelplanner-plans-nl.jsonl', nv.rows);
  printRun('Validation medium+hard (120 queries), query text -> built-in parser -> engine', nv, 'travelplanner-plans-nl.jsonl');
  const nt = runSet(train, env, 'text');
  write('travelplanner-plans-nl-train.jsonl', nt.rows);
  printRun('Train (45 queries), query text -> built-in parser -> engine', nt, 'travelplanner-plans-nl-train.jsonl');

  const acc = parserAccuracy([...loadValidation180Structured(), ...train.map((c) => ({ ...c.query, idx: 1000 + c.idx }))]);
  const n = 180 + train.length;
  console.log(`\nBuilt-in parser vs the structured fields (${n} queries: validation 1-180, train as 1001-1045)`);
  console.log(`  all fields right: ${acc.allOk}/${n} (${((100 * acc.allOk) / n).toFixed(1)}%)`);
  console.log(`  per field: ${FIELD_NAMES.map((f) => `${f} ${acc.perField[f]}`).join(', ')}`);
  for (const m of acc.misses) console.log(m);

  const f = (s: Scores) => `${s.finalPassed}/${s.n}`;
  console.log(
    `\nSUMMARY travelplanner: ` +
      (`port on annotated plans ${f(portRef.scores)} (full db ${f(portFull.scores)}); structured ` +
        (`final pass val ${f(sv.scores)} (${(100 * sv.scores.finalPassRate).toFixed(1)}%), train ` +
          `${f(st.scores)}; from text val ${f(nv.scores)}, train ${f(nt.scores)}; parser fields ` +
          `all-right ${acc.allOk}/${n}; published best 93.9%, `) +
        `GPT-4-Turbo 4.4%`),
  );
}

main();
