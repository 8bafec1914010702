import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTripText } from '../../src/core/parser/index';
import { planTrip } from '../../src/core/planner/index';
import type { TripRequestInput } from '../../src/core/trip-request/schema';
import {
  NP_START_DATE,
  catalogFor,
  loadNaturalPlan,
  naturalPlanDir,
  renderNaturalPlan,
  requestFromConstraints,
  withNaturalPlanConventions,
  type NpExample,
} from './adapter';
import { exampleScore, parseResponse } from './scorer';
import { violations } from './validate';

/**
 * npm run bench:natural-plan — NATURAL PLAN trip planning (100 examples), solved by the Wayfarer engine from
 * the structured constraints and from the prompt text via the built-in parser, rendered in the golden plan's
 * format and scored by a port of the official exact-match scorer.
 */
const RESULTS = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'results');

interface Outcome {
  id: string;
  score: 0 | 1;
  response: string;
  reason?: string;
  ms: number;
  request: TripRequestInput | null;
}

function solve(ex: NpExample, request: TripRequestInput | null): Outcome {
  if (!request) return { id: ex.id, score: 0, response: '', reason: 'parser could not build a request', ms: 0, request };
  const cities = request.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : []));
  const t0 = performance.now();
  const result = planTrip(request, catalogFor(cities), { relaxations: false });
  const ms = performance.now() - t0;
  if (result.status !== 'ok')
    return { id: ex.id, score: 0, response: '', reason: result.conflicts.map((c) => c.message).join('; '), ms, request };
  const response = renderNaturalPlan(result.plan, request.days ?? 0);
  return { id: ex.id, score: exampleScore(ex.cities, ex.durations, parseResponse(response)), response, ms, request };
}

/**
 * Prints accuracy and explains each miss with independent checks against the request's own constraints:
 * either our plan keeps them all (so the golden answer is not the only one), or the golden plan needs a
 * flight the input does not list (so no exact match was possible).
 */
function report(title: string, outcomes: Outcome[], examples: NpExample[]): number {
  const acc = outcomes.reduce((s, o) => s + o.score, 0) / outcomes.length;
  const times = outcomes.map((o) => o.ms);
  const valid = outcomes.filter((o) => {
    const ex = examples.find((e) => e.id === o.id)!;
    return (
      o.response &&
      violations(
        parseResponse(o.response),
        ex.constraints.city_length,
        ex.constraints.city_day_ranges,
        ex.constraints.trip_length,
        o.request?.transport?.connections ?? [],
      ).length === 0
    );
  }).length;
  console.log(`\n${title}`);
  console.log(
    `  Wayfarer engine ` +
      (`            ${(100 * acc).toFixed(1)}%  (${outcomes.filter((o) => o.score).length}/` +
        `${outcomes.length}), ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms per example ` +
        `on average, ${Math.max(...times).toFixed(0)} ms at most`),
  );
  console.log(
    `  plans keeping every constraint of their input: ${valid}/${outcomes.length}; no plan: ${outcomes.filter((o) => !o.response).length}`,
  );
  console.log('  Gemini 1.5 Pro, 5-shot (published, full benchmark)  34.8%');
  for (const o of outcomes.filter((x) => !x.score)) {
    const ex = examples.find((e) => e.id === o.id)!;
    const ours = o.response ? parseResponse(o.response) : [];
    const golden = parseResponse(ex.golden);
    const c = ex.constraints;
    const connections = o.request?.transport?.connections ?? [];
    const check = (p: [string, number][]) => violations(p, c.city_length, c.city_day_ranges, c.trip_length, connections);
    const got = o.response ? ours.map(([city, d]) => `${city} ${d}`).join(' > ') : `no plan (${o.reason})`;
    console.log(`  ${o.id}: golden ${golden.map(([city, d]) => `${city} ${d}`).join(' > ')}; ours ${got}`);
    const oursBad = o.response ? check(ours) : [];
    const goldBad = check(golden);
    if (o.response)
      console.log(
        `    ours keeps every ` +
          (`constraint of the input: ${oursBad.length ? `no (${oursBad.join('; ')})` : 'yes'}; the golden ` +
            `plan does too: ${goldBad.length ? `no (${goldBad.join('; ')})` : 'yes'}`),
      );
    else console.log(`    the golden plan under this input's flights: ${goldBad.length ? goldBad.join('; ') : 'valid (engine missed it)'}`);
  }
  return acc;
}

function main(): void {
  if (!existsSync(join(naturalPlanDir(), 'trip_planning_100.json'))) {
    console.log(`NATURAL PLAN data not found at ${naturalPlanDir()} (set BENCH_DATA_DIR).`);
    process.exit(1);
  }
  const examples = loadNaturalPlan();
  const gold = examples.reduce((s, e) => s + exampleScore(e.cities, e.durations, parseResponse(e.golden)), 0);
  const gemini = examples.reduce((s, e) => s + exampleScore(e.cities, e.durations, parseResponse(e.gemini)), 0);
  console.log('NATURAL PLAN trip planning — scorer port');
  console.log(
    `  golden plans score ${gold}/${examples.length}; Gemini 1.5 Pro's stored ` +
      `5-shot answers score ${gemini}/${examples.length} on this 100-example subset`,
  );

  const structured = examples.map((e) => solve(e, requestFromConstraints(e.constraints)));
  const fromText = examples.map((e) => {
    const parsed = parseTripText(e.prompt, { today: NP_START_DATE, defaultStartDate: NP_START_DATE }).request;
    return solve(e, parsed ? withNaturalPlanConventions(parsed) : null);
  });
  mkdirSync(RESULTS, { recursive: true });
  const rows = examples.map((e, k) => JSON.stringify({ id: e.id, structured: structured[k]!.response, text: fromText[k]!.response }));
  writeFileSync(join(RESULTS, 'natural-plan-plans.jsonl'), `${rows.join('\n')}\n`);

  const a = report('From the structured constraints (trip_planning_100_constraints.json) -> engine', structured, examples);
  const b = report('From the prompt text -> built-in parser -> engine', fromText, examples);
  console.log(
    `\nSUMMARY natural-plan: ` +
      `exact match structured ${(100 * a).toFixed(1)}%, from text ${(100 * b).toFixed(1)}% (100 examples); published ` +
      `best Gemini 1.5 Pro 34.8%`,
  );
}

main();
