import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, parseText } from './testing/trips-fixtures';

// Generation from words: what the reader understands of a text, and the plan it leads to. The structured form's
// generation is in generate.test.ts.
let t: TestApp;
let owner: Principal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
});
afterAll(async () => t.close());

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
