// `npm run bench:assistant`: the built-in brain's accuracy on bench/assistant/prompts.ts (expected tool and key
// inputs) and its time to first streamed token (p50/p95), on a real planned 3-day Lisbon trip and the curated
// knowledge base. Measures the brain in process (intent + tool + proposal through the edit engine), not HTTP.
import { understand } from '../../src/core/assistant/intent';
import { planTrip } from '../../src/core/planner/index';
import { newKnowledgeBase } from '../../src/server/modules/places/knowledge-base';
import { catalogFor } from '../../src/server/modules/trips/planning/catalog';
import type { ItineraryRow } from '../../src/server/modules/trips/trips.table';
import { builtinBrain } from '../../src/server/modules/assistant/brain.builtin';
import { lexiconOf, type ToolContext } from '../../src/server/modules/assistant/tool-context';
import { TripRequestSchema } from '../../src/core/trip-request/schema';
import { CASES } from './prompts';

const kb = newKnowledgeBase();
const catalog = catalogFor(kb, 'EUR');
const request = TripRequestSchema.parse({
  destinations: [{ kind: 'city' as const, cityId: 'lisbon' }],
  startDate: '2030-05-06',
  days: 3,
  travellers: { adults: 2, childAges: [], pets: 0 },
  budget: { amount: 300_000, currency: 'EUR' },
});
const planned = planTrip(request, catalog, { relaxations: false });
if (planned.status !== 'ok') throw new Error('bench trip did not plan');
const trip = {
  id: 'itn_bench',
  version: 1,
  title: 'Bench',
  request,
  plan: planned.plan,
  notes: { items: {}, days: {} },
  currency: 'EUR',
} as unknown as ItineraryRow;
const ctx: ToolContext = { trips: null as never, userId: 'bench', kb, trip, catalog, now: new Date('2030-05-06T09:00:00Z') };
const lx = lexiconOf(ctx);
const visits = lx.items.filter((i) => i.kind === 'visit');
const fill = (s: string) =>
  s
    .replace('{visit}', visits[0]!.name)
    .replace('{visit2}', visits[1]!.name)
    .replace('{meal}', lx.items.find((i) => i.kind === 'meal')!.name);
const fillDeep = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v]));

let correct = 0;
const misses: string[] = [];
for (const c of CASES) {
  const got = understand(fill(c.text), lx);
  const ok =
    c.tool === null
      ? 'reply' in got && got.reply === c.reply
      : 'call' in got &&
        got.call.name === c.tool &&
        Object.entries(fillDeep(c.input ?? {})).every(([k, v]) => (got.call.input as Record<string, unknown>)[k] === v);
  if (ok) correct++;
  else misses.push(`  ✗ ${fill(c.text)} → ${JSON.stringify(got)}`);
}

const ttft: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const c of CASES) {
    const start = performance.now();
    let first = -1;
    await builtinBrain.answer(
      { text: fill(c.text), history: [], ctx, signal: new AbortController().signal },
      {
        token: () => {
          if (first < 0) first = performance.now() - start;
        },
        tool: () => undefined,
      },
    );
    ttft.push(first);
  }
}
ttft.sort((a, b) => a - b);
const pct = (p: number) => ttft[Math.min(ttft.length - 1, Math.floor((p / 100) * ttft.length))]!.toFixed(1);
console.log(
  `Built-in brain: ${correct}/${CASES.length} utterances read correctly (${((100 * correct) / CASES.length).toFixed(1)}%, target ≥ 90%)`,
);
if (misses.length) console.log(misses.join('\n'));
console.log(`Time to first token (in process, ${ttft.length} answers): p50 ${pct(50)} ms, p95 ${pct(95)} ms (target p50 < 150 ms)`);
