import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN } from '../../../core/billing/plans';
import { consumeQuota } from '../billing/quota';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, buildTripRequest, generateItinerary, ndjson, parseText } from './testing/trips-fixtures';

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

describe('POST /api/itineraries/parse and text generation', () => {
  /** What the reader makes of `text` (today 2030-01-01). */
  const parse = async (text: string) => (await parseText(t.app, owner, text)).json().data;

  it('parses free text into a request with the understood fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/parse',
      headers: bearer(owner),
      payload: { text: '4 days in Lisbon from 2030-06-03 for two, under €2,000, no museums', today: '2030-01-01' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.request.destinations).toEqual([expect.objectContaining({ kind: 'city', cityId: 'lisbon' })]);
    expect(data.request.budget).toEqual({ amount: 200000, currency: 'EUR' });
    expect(data.destinations).toEqual([expect.objectContaining({ id: 'lisbon', name: 'Lisbon' })]);
    expect(data.understood.map((u: { field: string }) => u.field)).toEqual(
      expect.arrayContaining(['budget', 'travellers', 'destinations', 'avoid']),
    );
    expect(data.unknownPlaces).toEqual([]);
  });

  it('answers a reading with something missing with a draft of every field understood, and its cities', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/parse',
      headers: bearer(owner),
      payload: { text: 'Paris and Rome in 4 days for three, under €1,800, love food, vegetarian', today: '2030-01-01' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.request).toBeNull();
    expect(data.missing).toEqual(['dates']);
    expect(data.destinations.map((c: { id: string }) => c.id)).toEqual(['paris', 'rome']);
    expect(data.draft).toMatchObject({
      destinations: [expect.objectContaining({ cityId: 'paris' }), expect.objectContaining({ cityId: 'rome' })],
      days: 4,
      travellers: { adults: 3 },
      budget: { amount: 180000, currency: 'EUR' },
      interests: [expect.objectContaining({ tag: 'food' })],
      food: { diets: ['vegetarian'] },
    });
    expect(data.draft.startDate).toBeUndefined();
  });

  it('a sight named where a city goes is a must-see, known; a region-like word is not a partial place name', async () => {
    const cusco = await parse('Cusco and Machu Picchu, 4 days in July for two');
    expect(cusco.request.mustSee).toEqual(['cusco-machu-picchu']);
    expect(cusco.unknownPlaces).toEqual([]);
    // Seen in use: "Bali" matched "Fes el Bali", the Fes medina's other name, as a must-see. It is a region (Ubud's).
    const bali = await parse('Honeymoon: 10 days Bali then Singapore from 15 March');
    expect(bali.request.mustSee ?? []).toEqual([]);
    expect(bali.unknownPlaces).toEqual([]);
    // Singapore is not in Bali, so Bali is a stop of its own rather than a qualifier of the cities named, and
    // "then" keeps it first.
    expect(bali.request.destinations).toEqual([
      { kind: 'region', region: 'ID-BA', count: 1 },
      { kind: 'city', cityId: 'singapore', windows: [] },
    ]);
    expect(bali.request.orderFixed).toBe(true);
  });

  // Seen: "Tokyo then Kyoto then Osaka" began in Osaka.
  it('plans stops written in sequence in that order, and the report says so', async () => {
    // Their own traveller: generation is rate-limited per user (10 a minute).
    const owner = await buildPrincipal(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { text: 'Tokyo then Kyoto then Osaka, 8 days from 1 April 2030, two of us', today: '2030-01-01' },
    });
    expect(res.statusCode).toBe(201);
    const { plan } = res.json().data.itinerary;
    expect(plan.stays.map((s: { cityId: string }) => s.cityId)).toEqual(['tokyo', 'kyoto', 'osaka']);
    expect(plan.report.checks.find((c: { id: string }) => c.id === 'stay-lengths')).toMatchObject({
      status: 'pass',
      reason: expect.stringContaining('in the order you gave'),
    });
  });

  it('reads states and provinces as regions of the cities we plan there, by name, alias or ISO 3166-2 code', async () => {
    const regionsOf = async (text: string) => (await parse(text)).request.destinations;
    expect(await regionsOf('Bali for a week from 3 March')).toEqual([{ kind: 'region', region: 'ID-BA', count: 1 }]);
    expect(await regionsOf('California for 10 days from 1 June')).toEqual([{ kind: 'region', region: 'US-CA', count: 2 }]);
    expect(await regionsOf('Andalucia for 8 days from 1 June')).toEqual([{ kind: 'region', region: 'ES-AN', count: 2 }]);
    // A state that is also a curated city's name is the city.
    expect(await regionsOf('Washington for 3 days from 1 June')).toEqual([{ kind: 'city', cityId: 'washington-dc', windows: [] }]);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { text: 'Bali for 4 days from 3 March 2030, two of us', today: '2030-01-01' },
    });
    expect(plan.statusCode).toBe(201);
    expect(plan.json().data.itinerary.plan.stays.map((s: { cityId: string }) => s.cityId)).toEqual(['ubud']);
  });

  it('assumes no more cities in a country than we plan there: "Portugal for 2 weeks" plans Lisbon and Porto', async () => {
    const data = await parse('Portugal for 2 weeks from 3 May, two of us');
    expect(data.request.destinations).toEqual([{ kind: 'region', region: 'PT', count: 2 }]);
    expect(data.assumptions).toContain('"Portugal": assumed 2 cities');
  });

  it('says which places it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/parse',
      headers: bearer(owner),
      payload: { text: '3 days in Atlantis in May', today: '2030-01-01' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unknownPlaces).toEqual(['Atlantis']);
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/itineraries/parse', payload: { text: '3 days in Lisbon' } });
    expect(res.statusCode).toBe(401);
  });
});
