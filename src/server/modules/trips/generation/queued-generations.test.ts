import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPlan, planTrip } from '../../../../core/planner/index';
import type { TripRequest } from '../../../../core/trip-request/schema';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config/config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildPrincipal, type Principal } from '../../auth/testing/principals';
import { catalogFor } from '../planning/catalog';
import { openGenerationStream } from '../testing/generation-stream';
import { bearer, buildTripRequest, generateItinerary } from '../testing/trips-fixtures';

// With REDIS_URL (CI's server pass; locally REDIS_URL=redis://127.0.0.1:6379), generations go through BullMQ: two
// instances on one database and one queue, as two servers behind a load balancer. Without Redis there is no queue
// to test (engine-pool.test.ts covers the in-process path).
const redisUrl = process.env.REDIS_URL;
const queueName = `wayfarer-test-${randomBytes(4).toString('hex')}`;
let a: TestApp;
let b: FastifyInstance;
let owner: Principal;
const week = buildTripRequest({
  destinations: [
    { kind: 'city', cityId: 'lisbon' },
    { kind: 'city', cityId: 'porto' },
  ],
  days: 7,
  budget: { amount: 1_000_000, currency: 'EUR' },
});
const instance = (database: TestApp['database'], env: Record<string, string>) =>
  buildApp({ config: testConfig({ REDIS_URL: redisUrl, GENERATIONS_PER_USER: '1', ...env }), database, clientDir: '/x' });

describe.runIf(redisUrl)('generation through the BullMQ queue', () => {
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl, PLANNER_QUEUE: queueName, GENERATIONS_PER_USER: '1' });
    b = await instance(a.database, { PLANNER_QUEUE: queueName });
    owner = await buildPrincipal(a.app);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const queue = new Queue(queueName, { connection: { url: redisUrl } });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('streams the stages and saves what the planner gives on the request thread', async () => {
    const stream = openGenerationStream(a.app, owner, { request: week });
    const events = await stream.all;
    expect(events.filter((e) => e.type === 'stage').map((e) => e.stage)).toEqual([
      'parsing',
      'choosing-cities',
      'scheduling',
      'checking',
      'saving',
    ]);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', progress: 1 });
    const got = await b.inject({ method: 'GET', url: `/api/itineraries/${done.id as string}`, headers: bearer(owner) });
    const trip = got.json().data;
    const catalog = catalogFor(await a.app.deps.knowledgeBase(), 'EUR');
    const direct = planTrip(trip.request as TripRequest, catalog, { relaxations: false });
    if (direct.status !== 'ok') throw new Error('the direct plan is infeasible');
    expect(trip.plan).toEqual({ ...direct.plan, report: checkPlan(trip.request as TripRequest, direct.plan, catalog) });
  });

  it('limits generations per user across instances, and a cancelled one saves nothing', async () => {
    const user = await buildPrincipal(a.app);
    const stream = openGenerationStream(a.app, user, { request: week });
    expect((await stream.first).event).toMatchObject({ type: 'stage' });
    const elsewhere = await b.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(user),
      payload: { request: week },
    });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error.code).toBe('TOO_MANY_GENERATIONS');
    stream.abort();
    await stream.all;
    // The slot comes back once the origin has seen the cancel; then the next generation runs and is the only one saved.
    let next = await b.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(user), payload: { request: week } });
    for (let i = 0; i < 50 && next.statusCode === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await b.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(user), payload: { request: week } });
    }
    expect(next.statusCode).toBe(201);
    const list = await a.app.inject({ method: 'GET', url: '/api/itineraries', headers: bearer(user) });
    expect(list.json().data.items.map((i: { id: string }) => i.id)).toEqual([next.json().data.id]);
  });

  it('answers 503 SERVICE_UNAVAILABLE when the workers die on every attempt, instead of hanging', async () => {
    // Alone on its own queue, with workers that cannot hold the planner in memory.
    const starved = await instance(a.database, { PLANNER_QUEUE: `${queueName}-starved`, PLANNER_WORKER_MEMORY_MB: '16' });
    try {
      const res = await starved.inject({
        method: 'POST',
        url: '/api/itineraries/generate',
        headers: bearer(owner),
        payload: { request: buildTripRequest() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/planner stopped unexpectedly/),
      });
    } finally {
      await starved.close();
      const queue = new Queue(`${queueName}-starved`, { connection: { url: redisUrl } });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    expect((await generateItinerary(b, owner)).plan.report.feasible).toBe(true);
  });
});
