import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { travelPlannerDir } from './data-dir';
import { parseCsvRecords as parseCsv } from '../../src/core/csv/csv';
import { parsePythonLiteral } from './eval/python-literal';
import type { DistanceLookup, DistanceRow, RefInfoEntry } from './eval/sandbox';
import type { PlanDayEntry, TpQuery } from './eval/types';

/** Loading of the TravelPlanner files under BENCH_DATA_DIR (read at run time, never copied into the repo). */
function readJsonl<T>(file: string): T[] {
  return readFileSync(join(travelPlannerDir(), file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export interface TpCase {
  idx: number;
  query: TpQuery;
  refInfo: RefInfoEntry[];
  /** Human plan (train only). */
  annotatedPlan?: PlanDayEntry[];
}

export function loadValidationMediumHard(): TpCase[] {
  const queries = readJsonl<TpQuery & { idx: number }>('validation_medium_hard_120.jsonl');
  const refs = new Map(
    readJsonl<{ idx: number; reference_information: string }>('validation_medium_hard_120_ref_info.jsonl').map((r) => [
      r.idx,
      parsePythonLiteral(r.reference_information) as unknown as RefInfoEntry[],
    ]),
  );
  return queries.map((q) => ({ idx: q.idx, query: q, refInfo: refs.get(q.idx) ?? [] }));
}

interface TrainRecord extends TpQuery {
  original_data_index: number;
  annotated_plan: [TpQuery, PlanDayEntry[]];
  origin_ref_info: RefInfoEntry[];
}

export function loadTrain(): TpCase[] {
  return readJsonl<TrainRecord>('train_45_with_annotated_plans.jsonl').map((r, n) => {
    const [query, plan] = r.annotated_plan;
    return { idx: n + 1, query: { ...query, query: r.query, level: r.level }, refInfo: r.origin_ref_info, annotatedPlan: plan };
  });
}

export function loadNlQueries(): Map<number, string> {
  return new Map(readJsonl<{ idx: number; query: string }>('validation_queries_nl_180.jsonl').map((r) => [r.idx, r.query]));
}

export function loadValidation180Structured(): (TpQuery & { idx: number })[] {
  return readJsonl<TpQuery & { idx: number }>('validation_180_structured.jsonl');
}

let distanceCache: DistanceLookup | undefined;

export function loadDistanceLookup(): DistanceLookup {
  if (distanceCache) return distanceCache;
  const rows = parseCsv(readFileSync(join(travelPlannerDir(), 'database/googleDistanceMatrix/distance.csv'), 'utf8'));
  const map = new Map<string, DistanceRow>();
  for (const r of rows) {
    const key = `${r.origin}\u0000${r.destination}`;
    // pandas reads an empty cell as NaN; the first matching row is the one the evaluator uses.
    if (!map.has(key))
      map.set(key, { origin: r.origin!, destination: r.destination!, duration: r.duration || null, distance: r.distance || null });
  }
  distanceCache = (o, d) => map.get(`${o}\u0000${d}`);
  return distanceCache;
}

export function loadCityState(): Map<string, string> {
  const text = readFileSync(join(travelPlannerDir(), 'database/background/citySet_with_states.txt'), 'utf8');
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [city, state] = line.split('\t');
    if (city && state !== undefined) map.set(city, state);
  }
  return map;
}
