// `npm run bench:assistant` (issue 10), three measures:
// 1. The built-in brain's accuracy on bench/assistant/prompts.ts: the expected tool, its key inputs AND the effect
//    (a proposal of the right kind, place cards, or text), on a real planned 3-day Lisbon trip and the curated data.
// 2. Time to first streamed token of the built-in brain: in process, and over HTTP through the whole server (auth,
//    quota, storage, NDJSON) on a real socket.
// 3. Server overhead at CONCURRENCY concurrent streamed chats against the local OpenAI-compatible model stand-in.
import type { AddressInfo } from 'node:net';
import { understand } from '../../src/core/assistant/intent';
import type { Plan } from '../../src/core/planner/types';
import { planTrip } from '../../src/core/planner/index';
import { newKnowledgeBase } from '../../src/server/modules/places/knowledge-base';
import { catalogFor } from '../../src/server/modules/trips/planning/catalog';
import { Engine } from '../../src/server/modules/trips/engine/engine-pool';
import type { ItineraryRow } from '../../src/server/modules/trips/trips.table';
import { builtinBrain } from '../../src/server/modules/assistant/brain.builtin';
import { lexiconOf, type ToolContext } from '../../src/server/modules/assistant/tool-context';
import { TripRequestSchema } from '../../src/core/trip-request/schema';
import { createTestApp } from '../../src/server/test/test-app';
import { buildPrincipal } from '../../src/server/modules/auth/testing/principals';
import { generateItinerary } from '../../src/server/modules/trips/testing/trips-fixtures';
import { reachablePostgresUrl } from '../lib/postgres';
import { chatOnce, measureOverhead, newConversation, pct, type Timing } from './overhead';
import { CASES, type Case } from './prompts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const kb = newKnowledgeBase();
const catalog = catalogFor(kb, 'EUR');
const input = {
  destinations: [{ kind: 'city' as const, cityId: 'lisbon' }],
  startDate: '2030-05-06',
  days: 3,
  travellers: { adults: 2, childAges: [], pets: 0 },
  budget: { amount: 300_000, currency: 'EUR' },
};
const request = TripRequestSchema.parse(input);
const planned = planTrip(request, catalog, { relaxations: false });
if (planned.status !== 'ok') throw new Error('bench trip did not plan');
const trip = { id: 'itn_bench', version: 1, title: 'Bench', request, plan: planned.plan, notes: { items: {}, days: {} }, currency: 'EUR' };
const ctx: ToolContext = {
  // In process, the planner runs on this thread (PLANNER_WORKERS=0): this measures the brain and its tools alone.
  trips: { engine: new Engine({ workers: 0, memoryMb: 512, nice: 0 }) } as never,
  userId: 'bench',
  kb,
  trip: trip as unknown as ItineraryRow,
  catalog,
  now: new Date('2030-05-06T09:00:00Z'),
};

/** Fills the placeholders with item names of a plan (visits of day 1, a meal, a dinner). */
function filler(plan: Plan) {
  const items = plan.days.flatMap((d) => d.items.filter((i) => i.kind === 'visit' || i.kind === 'meal')) as Array<{
    kind: string;
    name: string;
    meal?: string;
  }>;
  const visits = items.filter((i) => i.kind === 'visit');
  const map: Record<string, string> = {
    '{visit}': visits[0]!.name,
    '{visit2}': visits[1]!.name,
    '{meal}': items.find((i) => i.kind === 'meal')!.name,
    '{dinner}': items.find((i) => i.meal === 'dinner')!.name,
  };
  return (s: string) => s.replace(/\{\w+\}/g, (k) => map[k] ?? k);
}
const fill = filler(trip.plan);
const lx = lexiconOf(ctx);

async function scoreCase(c: Case): Promise<string | null> {
  const got = understand(fill(c.text), lx);
  const want = Object.entries(c.input ?? {}).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v] as const);
  if (c.tool === null) return 'reply' in got && got.reply === c.reply ? null : JSON.stringify(got);
  if (!('call' in got) || got.call.name !== c.tool) return JSON.stringify(got);
  const bad = want.filter(([k, v]) => (got.call.input as Record<string, unknown>)[k] !== v);
  if (bad.length) return `inputs ${JSON.stringify(got.call.input)}`;
  const out = await builtinBrain.answer({ text: fill(c.text), history: [], ctx, signal: new AbortController().signal }, sink());
  const effect = out.proposals[0]?.kind ?? (out.cards.length ? 'cards' : 'text');
  return effect === c.effect ? null : `effect ${effect}: ${out.text.slice(0, 120)}`;
}
const sink = (onFirst?: () => void) => ({ token: () => onFirst?.(), tool: () => undefined });

let correct = 0;
const misses: string[] = [];
const byTool = new Map<string, [number, number]>();
for (const c of CASES) {
  const miss = await scoreCase(c);
  const key = c.tool ?? `reply:${c.reply}`;
  const [ok, n] = byTool.get(key) ?? [0, 0];
  byTool.set(key, [ok + (miss ? 0 : 1), n + 1]);
  if (miss) misses.push(`  ✗ ${fill(c.text)} → ${miss}`);
  else correct++;
}
const share = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(
  `Built-in brain: ${correct}/${CASES.length} utterances right (tool, inputs and effect): ${share(correct, CASES.length)} (target ≥ 90%)`,
);
console.log(`  by intent: ${[...byTool].map(([k, [ok, n]]) => `${k} ${ok}/${n}`).join(', ')}`);
if (misses.length) console.log(misses.join('\n'));

// Time to first token, in process (3 rounds over the set).
const local: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const c of CASES) {
    const start = performance.now();
    let first = -1;
    await builtinBrain.answer(
      { text: fill(c.text), history: [], ctx, signal: new AbortController().signal },
      sink(() => {
        if (first < 0) first = performance.now() - start;
      }),
    );
    local.push(first);
  }
}
const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(`Time to first token, in process (${local.length} answers): p50 ${ms(pct(local, 50))}, p95 ${ms(pct(local, 95))}`);

// Time to first token over HTTP: every case through the real server (users rotate: 20 sends per user per minute).
{
  const t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const http: number[] = [];
  const perUser = 15;
  for (let i = 0; i < CASES.length; i += perUser) {
    const user = await buildPrincipal(t.app);
    const itinerary = await generateItinerary(t.app, user, input);
    const fillHttp = filler(itinerary.plan);
    const conv = await newConversation(base, user, itinerary.id);
    for (const c of CASES.slice(i, i + perUser)) http.push((await chatOnce(base, user, conv, fillHttp(c.text))).first);
  }
  await t.close();
  console.log(
    `Time to first token over HTTP, built-in brain (${http.length} answers): p50 ${ms(pct(http, 50))}, ` +
      `p95 ${ms(pct(http, 95))} (target p50 < 150 ms)`,
  );
}

// Overhead against the model stand-in, on PGlite (the default) and on PostgreSQL when one answers.
const pgUrl = await reachablePostgresUrl();
const runs = (['pglite', ...(pgUrl ? ['postgres'] : [])] as const).flatMap((engine) => [
  { engine, concurrency: 1, rounds: 15 },
  { engine, concurrency: CONCURRENCY, rounds: ROUNDS },
]);
for (const { engine, concurrency, rounds } of runs) {
  const { direct, via } = await measureOverhead(concurrency, rounds, engine === 'postgres' ? pgUrl : null);
  const first = (xs: Timing[]) => xs.map((x) => x.first);
  const total = (xs: Timing[]) => xs.map((x) => x.total);
  const row = (xs: Timing[]) =>
    `first token p50 ${ms(pct(first(xs), 50))}, p99 ${ms(pct(first(xs), 99))}; complete p50 ${ms(pct(total(xs), 50))}, ` +
    `p99 ${ms(pct(total(xs), 99))}`;
  const added = (f: (xs: Timing[]) => number[], p: number) => ms(pct(f(via), p) - pct(f(direct), p));
  console.log(`Model path on ${engine}, ${concurrency} concurrent streamed chat(s) × ${rounds} rounds (local OpenAI-compatible stand-in):`);
  console.log(`  direct to the stand-in: ${row(direct)}`);
  console.log(`  through Wayfarer:       ${row(via)}`);
  console.log(
    `  server overhead (added latency): first token p50 ${added(first, 50)}, p99 ${added(first, 99)}; ` +
      `complete p50 ${added(total, 50)}, p99 ${added(total, 99)}`,
  );
}
if (!pgUrl) console.log('PostgreSQL not reachable: skipped the postgres run');
