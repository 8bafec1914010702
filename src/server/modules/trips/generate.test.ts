import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN } from '../../../core/billing/plans';
import { consumeQuota } from '../billing/quota';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, buildTripRequest, generateItinerary, ndjson } from './testing/trips-fixtures';
import { tripsContext } from './trips.routes';

let t: TestApp;
let owner: Principal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
});
afterAll(async () => t.close());

describe('POST /api/itineraries/generate', () => {
  it('streams the stages and lands on a saved, feasible itinerary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: { ...bearer(owner), accept: 'application/x-ndjson' },
      payload: { request: buildTripRequest() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjson(res.body);
    expect(events.filter((e) => e.type === 'stage').map((e) => e.stage)).toEqual([
      'parsing',
      'choosing-cities',
      'scheduling',
      'checking',
      'saving',
    ]);
    const progress = events.filter((e) => e.type === 'stage').map((e) => e.progress as number);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const done = events[events.length - 1]!;
    expect(done).toMatchObject({ type: 'done', progress: 1 });
    const got = await t.app.inject({ method: 'GET', url: `/api/itineraries/${done.id as string}`, headers: bearer(owner) });
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe(done.etag);
    const it = got.json().data;
    expect(it.plan.report.feasible).toBe(true);
    expect(it.plan.days).toHaveLength(3);
    expect(it.cities.map((c: { id: string }) => c.id)).toEqual(['lisbon']);
    expect(it.title).toBe('3 days in Lisbon');
    expect(it.currency).toBe('EUR');
    expect(it.total).toBe(it.plan.totals.total);
    const placeIds = it.plan.days.flatMap((d: { items: Array<{ placeId?: string }> }) =>
      d.items.flatMap((i) => (i.placeId ? [i.placeId] : [])),
    );
    for (const id of placeIds) expect(it.places[id]).toBeDefined();
  });

  it("is made ready on the planner's thread: the answer is the document a read builds from the saved row", async () => {
    const ctx = tripsContext(t.app);
    expect(ctx.engine.options.workers).toBeGreaterThan(0);
    const before = { ...ctx.engine.pooled };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: buildTripRequest({ days: 4 }), title: 'Lisbon with friends' },
    });
    expect(res.statusCode).toBe(201);
    const sent = (k: keyof typeof before) => (ctx.engine.pooled[k] ?? 0) - (before[k] ?? 0);
    // The plan, the checker, the title, the columns and the extras ran on the worker thread, in one call.
    expect([sent('generate'), sent('plan')]).toEqual([1, 0]);
    const answer = res.json().data.itinerary;
    expect(answer.title).toBe('Lisbon with friends');
    // A read that builds the document from the database, with nothing cached, gives the same document.
    ctx.cache.json.clear();
    ctx.cache.docs.clear();
    ctx.cache.extras.clear();
    const got = await t.app.inject({ method: 'GET', url: `/api/itineraries/${answer.id as string}`, headers: bearer(owner) });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(answer);
    // The plan's accents and dashes went to the database and came back unchanged.
    expect(JSON.stringify(answer.plan)).toMatch(/[^ -~]/);
    expect(answer.plan.report.feasible).toBe(true);
    expect(Object.keys(answer.openingWindows).length).toBeGreaterThan(0);
  });

  it('gzips the plain JSON answer for a client that takes gzip (the route streams, so the compress plugin is off)', async () => {
    const client = await buildPrincipal(t.app);
    const payload = { request: buildTripRequest({ days: 4 }) };
    const url = '/api/itineraries/generate';
    const gz = await t.app.inject({ method: 'POST', url, headers: { ...bearer(client), 'accept-encoding': 'br;q=0, gzip' }, payload });
    expect(gz.statusCode).toBe(201);
    expect([gz.headers['content-encoding'], gz.headers.vary]).toEqual(['gzip', 'Accept-Encoding']);
    const body = JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'));
    expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 4);
    expect(body.data.etag).toBe(gz.headers.etag);
    const read = await t.app.inject({ method: 'GET', url: `/api/itineraries/${body.data.id as string}`, headers: bearer(client) });
    expect(body.data.itinerary).toEqual(read.json().data);

    const plain = await t.app.inject({ method: 'POST', url, headers: { ...bearer(client), 'accept-encoding': 'gzip;q=0' }, payload });
    expect([plain.statusCode, plain.headers['content-encoding']]).toEqual([201, undefined]);
    expect(plain.json().data.itinerary.plan.report.feasible).toBe(true);
  });

  it('answers an infeasible request with conflicts and one-click relaxations (JSON 422 and stream)', async () => {
    const tight = { request: buildTripRequest({ budget: { amount: 5_000, currency: 'EUR' } }) };
    const res = await t.app.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(owner), payload: tight });
    expect(res.statusCode).toBe(422);
    const err = res.json().error;
    expect(err.code).toBe('INFEASIBLE');
    expect(err.details.conflicts.some((c: { checks: string[] }) => c.checks.includes('budget'))).toBe(true);
    const budget = err.details.relaxations.find((r: { kind: string }) => r.kind === 'budget');
    expect(budget.amount).toBeGreaterThan(0);
    // One click: the relaxation's request generates.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: budget.request },
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.itinerary.plan.report.feasible).toBe(true);
  });

  // Seen by using the product: "Budapest, Vienna, Prague" went Prague → Budapest → Vienna, seven hours on a train
  // where the line through Vienna takes two and four. Hours between cities now count against an order.
  it('orders free cities along the line: the middle city in the middle', async () => {
    const owner = await buildPrincipal(t.app);
    const cities = ['budapest', 'vienna', 'prague'];
    // generateItinerary fails unless the generation answers 201.
    const trip = await generateItinerary(t.app, owner, {
      destinations: cities.map((cityId) => ({ kind: 'city', cityId })),
      days: 9,
      budget: undefined,
    });
    expect(trip.plan.stays.map((s) => s.cityId)[1]).toBe('vienna');
  });

  // Seen by using the product: a vegetarian 4-day trip was infeasible in 119 of 120 cities, and the only way out
  // offered was to give up the diet. Coming back to a vegetarian place on another day is offered first.
  it('a diet with few places: offers coming back to them before giving up the diet, and that plan keeps the diet', async () => {
    // Their own traveller: generation is rate-limited per user (10 a minute).
    const owner = await buildPrincipal(t.app);
    const vegetarian = {
      request: buildTripRequest({
        destinations: [{ kind: 'city', cityId: 'abu-dhabi' }],
        days: 4,
        budget: undefined,
        food: { diets: ['vegetarian'] },
      }),
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(owner), payload: vegetarian });
    expect(res.statusCode).toBe(422);
    const kinds = res.json().error.details.relaxations.map((r: { kind: string }) => r.kind);
    expect(kinds.indexOf('repeat-restaurants')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('repeat-restaurants')).toBeLessThan(kinds.indexOf('diet'));
    const repeat = res.json().error.details.relaxations.find((r: { kind: string }) => r.kind === 'repeat-restaurants');
    expect(repeat.description).toBe('eat at the same vegetarian places on more than one day');
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: repeat.request },
    });
    expect(retry.statusCode).toBe(201);
    const { plan } = retry.json().data.itinerary;
    expect(plan.report.feasible).toBe(true);
    expect(plan.report.checks.find((c: { id: string }) => c.id === 'diets').status).toBe('pass');
  });
});

describe('infeasible answers agree with themselves', () => {
  it('"10 cities in 2 days for €50": the cheapest plan named is the budget the relaxation asks for; cities by name', async () => {
    const ids = ['paris', 'rome', 'berlin', 'vienna', 'prague', 'madrid', 'lisbon', 'amsterdam', 'london', 'dublin'];
    const request = buildTripRequest({
      destinations: ids.map((cityId) => ({ kind: 'city' as const, cityId })),
      startDate: '2030-12-10',
      days: 2,
      budget: { amount: 5_000, currency: 'EUR' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(owner), payload: { request } });
    expect(res.statusCode).toBe(422);
    const { conflicts, relaxations } = res.json().error.details as {
      conflicts: Array<{ message: string }>;
      relaxations: Array<{ description: string }>;
    };
    expect(conflicts[0]!.message).toBe('10 cities need at least 10 days; you have 2');
    // Seen in use: "the cheapest plan found for 10 days costs €1,765.98" next to "make the trip 10 days and raise the budget
    // to €1,624.06" (the relaxations searched further than the conflicts did).
    const cheapest = /costs (€[\d,.]+);/.exec(conflicts[1]!.message)?.[1];
    expect(cheapest).toBeDefined();
    expect(relaxations[0]!.description).toBe(`make the trip 10 days and raise the budget to ${cheapest}`);
    expect(relaxations[1]!.description).toMatch(/^keep only Paris and Rome for 2 days/);
  });
});

describe('currencies', () => {
  it('plans in the budget’s currency, converting the local prices', async () => {
    const eur = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: buildTripRequest({ budget: { amount: 500_000, currency: 'EUR' } }) },
    });
    const usd = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: buildTripRequest({ budget: { amount: 600_000, currency: 'USD' } }) },
    });
    expect([eur.statusCode, usd.statusCode]).toEqual([201, 201]);
    const [a, b] = [eur.json().data.itinerary, usd.json().data.itinerary];
    expect([a.currency, b.currency]).toEqual(['EUR', 'USD']);
    // The same plan, priced at about 1.16 USD per EUR (indicative rates).
    expect(b.total / a.total).toBeGreaterThan(1.1);
    expect(b.total / a.total).toBeLessThan(1.22);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: buildTripRequest({ budget: { amount: 1000, currency: 'XXX' } }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/cannot be planned in XXX/);
  });
});

describe('cancelling a generation', () => {
  it('saves nothing when the client aborts the stream (real HTTP)', async () => {
    const canceller = await buildPrincipal(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const trip = {
      request: buildTripRequest({
        destinations: [
          { kind: 'city', cityId: 'lisbon' },
          { kind: 'city', cityId: 'porto' },
        ],
        days: 7,
      }),
    };
    const body = JSON.stringify(trip);
    // One plain connection (no pool), closed by the client after the first progress line: what a browser's abort does.
    const firstLine = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/itineraries/generate',
          method: 'POST',
          agent: false,
          headers: {
            ...bearer(canceller),
            accept: 'application/x-ndjson',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', (chunk: Buffer) => {
            req.destroy();
            resolve(chunk.toString('utf8').split('\n')[0]!);
          });
        },
      );
      req.on('error', (err) => {
        if (!req.destroyed) reject(err);
      });
      req.end(body);
    });
    expect(JSON.parse(firstLine)).toMatchObject({ type: 'stage', stage: 'parsing' });
    // The engine finishes its current step, sees the cancel and stops before saving.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const list = await t.app.inject({ method: 'GET', url: '/api/itineraries', headers: bearer(canceller) });
    expect(list.json().data.total).toBe(0);
    // A cancelled generation saved nothing, so it gave its use back.
    const quota = await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(canceller) });
    expect(quota.json().data.used).toBe(0);
    // The wait was long enough: the same generation, not cancelled, saves well within it.
    const started = Date.now();
    const full = await t.app.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(canceller), payload: trip });
    expect(full.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await t.app.inject({ method: 'GET', url: '/api/itineraries', headers: bearer(canceller) })).json().data.total).toBe(1);
  });
});

describe('generation limits and validation', () => {
  it('refuses cities without curated data, before counting a generation', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(owner) })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: buildTripRequest({ destinations: [{ kind: 'city', cityId: 'atlantis' }] }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/no curated data for atlantis/);
    expect(res.json().error.details.unknownCities).toEqual(['atlantis']);
    const after = (await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(owner) })).json().data;
    expect(after.used).toBe(before.used);
  });

  it("enforces the Free plan's monthly limit with a message saying the limit, when it resets and how to raise it", async () => {
    const other = await buildPrincipal(t.app);
    const limit = FREE_PLAN.entitlements.trips;
    const tight = { request: buildTripRequest({ budget: { amount: 5_000, currency: 'EUR' } }) };
    // Use all but one of the month's allowance through the billing counter (the engine's per-minute rate limit
    // would stop a loop of real requests first). An infeasible request saves nothing and does not count; the
    // last real generation does.
    for (let i = 0; i < limit - 1; i++) await consumeQuota(t.database.db, other.userId, 'trips');
    const infeasible = await t.app.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(other), payload: tight });
    expect(infeasible.statusCode).toBe(422);
    const kept = (await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(other) })).json().data;
    expect(kept).toMatchObject({ used: limit - 1, remaining: 1 });
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(other),
      payload: { request: buildTripRequest() },
    });
    expect(last.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(other),
      payload: { request: buildTripRequest() },
    });
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.error.code).toBe('QUOTA_EXCEEDED');
    expect(body.error.message).toMatch(
      new RegExp(`all ${limit} trip generations of your Free plan this month.*resets on .* at 00:00 UTC.*upgrade to Explorer`),
    );
    expect(body.error.details).toMatchObject({ limit, used: limit, remaining: 0, planId: 'free', upgradeTo: 'explorer' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const quota = (await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(other) })).json().data;
    expect(quota).toMatchObject({ limit, used: limit, remaining: 0 });
    // Another user is not affected.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/itineraries/quota', headers: bearer(owner) })).json().data;
    expect(mine.remaining).toBeGreaterThan(0);
  });
});
