import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditProposal } from '../../../core/assistant/schema';
import type { ItineraryDetail } from '../../../core/api/trips';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { tripsContext } from '../trips/trips.routes';
import { bearer, generateItinerary, ndjson } from '../trips/testing/trips-fixtures';
import { eq } from 'drizzle-orm';
import { assistantUsage } from './assistant.table';
import { modelBrain } from './brain.model';
import { startStandIn, type StandIn } from './testing/llm-standin';
import { toolContext } from './tool-context';
import { readWithModel } from '../trips/planning/model-read';

let llm: StandIn;
let t: TestApp;
let owner: Principal;
let trip: ItineraryDetail;

beforeAll(async () => {
  llm = await startStandIn();
  t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'tool-caller', LLM_API_KEY: 'test-key' });
  owner = await buildPrincipal(t.app);
  trip = await generateItinerary(t.app, owner);
}, 120_000);
afterAll(async () => {
  await t.close();
  await llm.close();
});

const places = (it: ItineraryDetail, day: number) =>
  it.plan.days[day - 1]!.items.filter((i) => i.kind !== 'transfer') as Array<{ id: string; name: string }>;

describe('the model brain against a local OpenAI-compatible server', () => {
  it('says in readiness which brain is active', async () => {
    const ready = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data;
    expect(ready.integrations.find((i: { name: string }) => i.name === 'assistant')).toMatchObject({ mode: 'configured', status: 'ok' });
  });

  it('streams, calls propose_edit through the same tools and proposes (not applies) the change', async () => {
    const conv = (
      await t.app.inject({ method: 'POST', url: '/api/assistant/conversations', headers: bearer(owner), payload: { itineraryId: trip.id } })
    ).json().data;
    const item = places(trip, 1)[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/assistant/conversations/${conv.id}/messages`,
      headers: { ...bearer(owner), accept: 'application/x-ndjson' },
      payload: { text: `remove ${item.name}` },
    });
    const events = ndjson(res.body);
    expect(events[0]).toMatchObject({ type: 'start', brain: 'model' });
    expect(events.some((e) => e.type === 'tool' && e.name === 'propose_edit')).toBe(true);
    expect(
      events
        .filter((e) => e.type === 'token')
        .map((e) => e.text)
        .join(''),
    ).toBe('I prepared the change. Review and apply it.');
    const done = events.at(-1) as { type: string; message: { proposals: EditProposal[] } };
    expect(done.type).toBe('done');
    expect(done.message.proposals[0]!.ops).toEqual([{ op: 'removeItem', itemId: item.id }]);
    expect(llm.requests[0]).toMatchObject({ model: 'tool-caller', stream: true });
    expect(JSON.stringify(llm.requests[0])).toContain('propose_edit');
    // Token usage is recorded per user and month (the stand-in reports 120 + 30 per call; two calls).
    const [usage] = await t.database.db.select().from(assistantUsage).where(eq(assistantUsage.userId, owner.userId));
    expect(usage).toMatchObject({ month: new Date().toISOString().slice(0, 7), inputTokens: 240, outputTokens: 60 });
    // Nothing saved: the trip is at its version until the user applies through PATCH.
    expect((await t.app.inject({ method: 'GET', url: `/api/itineraries/${trip.id}`, headers: bearer(owner) })).json().data.version).toBe(
      trip.version,
    );
  });

  it("cannot reach another user's trip: a foreign conversation is 404 and tools see no trip", async () => {
    const other = await buildPrincipal(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/assistant/conversations',
          headers: bearer(other),
          payload: { itineraryId: trip.id },
        })
      ).statusCode,
    ).toBe(404);
    const ctx = await toolContext(tripsContext(t.app), other.userId, trip.id, new Date());
    expect(ctx.trip).toBeNull();
  });

  it('reads free text on /generate through the model, validated, with the built-in parser as fallback', async () => {
    // The built-in parser finds no destination here; the model names Porto, which the knowledge base knows.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { text: 'somewhere famous for port wine, three relaxed days from 2 October 2030, two of us', today: '2030-01-01' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data.itinerary as ItineraryDetail;
    expect(made.cities.map((c) => c.id)).toEqual(['porto']);
    expect(made.request).toMatchObject({ startDate: '2030-10-02', travellers: { adults: 2 } });
    const asked = llm.requests.at(-1) as { stream?: boolean; messages: Array<{ content: string }> };
    expect(asked.stream).not.toBe(true);
    expect(asked.messages[0]!.content).toContain('Read a trip request');
    // A model that fails (here: HTTP 500, no retry) reads nothing, so prepareGeneration falls back to the built-in parser.
    const kb = await tripsContext(t.app).knowledgeBase();
    const broken = {
      provider: 'openai-compatible' as const,
      baseUrl: llm.url,
      apiKey: 'k',
      model: 'broken',
      timeoutMs: 5000,
      maxRetries: 0,
    };
    expect(await readWithModel(broken, kb, '3 days in Lisbon from 2 May 2030', '2030-01-01')).toBeNull();
  });

  it('reports a provider error and a timeout as a clear error, changing nothing', async () => {
    const ctx = await toolContext(tripsContext(t.app), owner.userId, trip.id, new Date());
    const sink = { token: () => undefined, tool: () => undefined };
    const input = { text: 'hello', history: [], ctx, signal: new AbortController().signal };
    await expect(modelBrain({ baseUrl: llm.url, apiKey: 'k', model: 'broken', maxRetries: 0 }).answer(input, sink)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('returned an error'),
    });
    await expect(
      modelBrain({ baseUrl: llm.url, apiKey: 'k', model: 'slow', timeoutMs: 800, maxRetries: 0 }).answer(input, sink),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('in time') });
  });
});
