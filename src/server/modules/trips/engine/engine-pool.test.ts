import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPlan, planTrip, replanDay } from '../../../../core/planner/index';
import type { TripRequest } from '../../../../core/trip-request/schema';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config/config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildPrincipal, type Principal } from '../../auth/testing/principals';
import { catalogFor } from '../planning/catalog';
import { openGenerationStream } from '../testing/generation-stream';
import { bearer, buildTripRequest, generateItinerary } from '../testing/trips-fixtures';
import { tripsContext } from '../trips.routes';
import { Engine, EngineCancelled } from './engine-pool';
import { answer } from './engine.tasks';

// The default path (no REDIS_URL): the planner runs on this app's worker pool, one generation per user at a time.
let t: TestApp;
let starved: FastifyInstance;
let owner: Principal;
const twoWeeks = buildTripRequest({
  destinations: [
    { kind: 'city', cityId: 'lisbon' },
    { kind: 'city', cityId: 'porto' },
  ],
  days: 14,
  budget: { amount: 2_000_000, currency: 'EUR' },
});

beforeAll(async () => {
  t = await createTestApp({ PLANNER_WORKERS: '1', GENERATIONS_PER_USER: '1' });
  // A second instance on the same database whose workers cannot hold the planner in memory: they die on every task.
  starved = await buildApp({
    config: testConfig({ REDIS_URL: undefined, PLANNER_WORKER_MEMORY_MB: '16' }),
    database: t.database,
    clientDir: '/x',
  });
  owner = await buildPrincipal(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await starved.close();
  await t.close();
});

describe('the planner worker pool', () => {
  it('generates and re-plans exactly what the planner gives on the request thread', async () => {
    const trip = await generateItinerary(t.app, owner, { destinations: twoWeeks.destinations, days: 4 });
    const catalog = catalogFor(await t.app.deps.knowledgeBase(), 'EUR');
    const request = trip.request as TripRequest;
    const direct = planTrip(request, catalog, { relaxations: false });
    if (direct.status !== 'ok') throw new Error('the direct plan is infeasible');
    expect(trip.plan).toEqual({ ...direct.plan, report: checkPlan(request, direct.plan, catalog) });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip.id}/days/2/replan`,
      headers: { ...bearer(owner), 'if-match': trip.etag },
    });
    expect(res.statusCode).toBe(200);
    const replanned = replanDay(request, trip.plan, 2, catalog);
    if (replanned.status !== 'ok') throw new Error('the direct re-plan is infeasible');
    expect(res.json().data.plan).toEqual(replanned.plan);
  });

  it('drops a cancelled call and goes on serving the next one', async () => {
    const ctx = tripsContext(t.app);
    const kb = await t.app.deps.knowledgeBase();
    const request = trip14();
    const cancel = new AbortController();
    const call = ctx.engine.run(kb, { kind: 'plan', currency: 'EUR', request }, cancel.signal);
    cancel.abort();
    await expect(call).rejects.toBeInstanceOf(EngineCancelled);
    const next = await ctx.engine.run(kb, { kind: 'plan', currency: 'EUR', request });
    expect(next.status).toBe('ok');
  });

  it('tells a generation it was cancelled while planning: the checker and the rest never run', async () => {
    const ctx = tripsContext(t.app);
    const kb = await t.app.deps.knowledgeBase();
    const request = trip14();
    const heard: string[] = [];
    const cancel = new AbortController();
    const call = ctx.engine.run(kb, { kind: 'generate', currency: 'EUR', request }, cancel.signal, () => heard.push('checking'));
    cancel.abort(); // the worker finds this on its port when the plan is made
    await expect(call).rejects.toBeInstanceOf(EngineCancelled);
    expect(heard).toEqual([]);

    const done = await ctx.engine.run(kb, { kind: 'generate', currency: 'EUR', request }, undefined, () => heard.push('checking'));
    expect(heard).toEqual(['checking']);
    if (done.status !== 'ok') throw new Error(`the 14-day generation is ${done.status}`);
    expect(done.finished.report.feasible).toBe(true);
    // On the request thread (PLANNER_WORKERS=0) the same hooks apply.
    expect(answer(kb, { kind: 'generate', currency: 'EUR', request, kb: { version: kb.version } }, { checking: () => false })).toEqual({
      kind: 'ok',
      value: { status: 'cancelled' },
    });
  });

  it('with an idle limit, starts its worker on first use, stops it when idle, and starts it again for the next call', async () => {
    const kb = await t.app.deps.knowledgeBase();
    const threads = () => readdirSync('/proc/self/task').length;
    const engine = new Engine({ workers: 1, memoryMb: 512, nice: 0, idleMs: 200 });
    try {
      const before = threads();
      engine.warm(); // nothing to do: the worker starts on use
      expect(threads()).toBe(before);
      expect((await engine.run(kb, { kind: 'plan', currency: 'EUR', request: trip14() })).status).toBe('ok');
      expect(threads()).toBeGreaterThan(before);
      await expect.poll(threads, { timeout: 10_000, interval: 100 }).toBe(before);
      expect((await engine.run(kb, { kind: 'plan', currency: 'EUR', request: trip14() })).status).toBe('ok');
    } finally {
      await engine.close();
    }
  });

  it('runs one generation per user at a time: a second one gets 429 TOO_MANY_GENERATIONS and costs nothing', async () => {
    const user = await buildPrincipal(t.app);
    const stream = openGenerationStream(t.app, user, { request: twoWeeks });
    expect((await stream.first).event).toMatchObject({ type: 'stage', stage: 'parsing' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(user),
      payload: { request: twoWeeks },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatchObject({ code: 'TOO_MANY_GENERATIONS', details: { limit: 1 } });
    // Someone else is not held up by this user's limit.
    expect((await generateItinerary(t.app, owner)).plan.report.feasible).toBe(true);
    expect((await stream.all).at(-1)).toMatchObject({ type: 'done' });
    const quota = await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(user) });
    expect(quota.json().data.used).toBe(1);
    expect((await generateItinerary(t.app, user)).plan.report.feasible).toBe(true);
  });

  it('answers 503 SERVICE_UNAVAILABLE when the planner worker dies, instead of hanging', async () => {
    const res = await starved.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: buildTripRequest() },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/planner stopped unexpectedly/) });
    // The slot was given back: the same user generates at once on the healthy instance.
    expect((await generateItinerary(t.app, owner)).plan.report.feasible).toBe(true);
  });
});

function trip14(): TripRequest {
  return { ...twoWeeks, mustSee: [], pins: [] } as unknown as TripRequest;
}
