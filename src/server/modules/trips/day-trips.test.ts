import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail } from '../../../core/api/trips';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, parseText } from './testing/trips-fixtures';

// Day trips written in words, through the real parse and generate endpoints on the curated data (decision 036).
let t: TestApp;
let owner: Principal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
});
afterAll(() => t.close());

const generate = (text: string) =>
  t.app.inject({ method: 'POST', url: '/api/itineraries/generate', headers: bearer(owner), payload: { text, today: '2030-01-01' } });

describe('a day trip described in words', () => {
  it('"Barcelona for 4 days … with a day trip to Girona": Girona is a visit from Barcelona, reached and fed as estimated', async () => {
    const res = await generate('Barcelona for 4 days from 3 June 2030 for two with a day trip to Girona');
    expect(res.statusCode).toBe(201);
    const it = res.json().data.itinerary as ItineraryDetail;
    expect(it.plan.days).toHaveLength(4);
    expect(it.plan.days.every((d) => d.cityId === 'barcelona')).toBe(true);
    const visit = it.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'visit' && i.placeId === 'barcelona-girona-old-town');
    expect(visit?.reason).toMatch(/about 2(\.\d)? h each way by regional coach or train \(estimated/);
    expect(it.plan.report.feasible).toBe(true);
  });

  it('"Tokyo 5 days with a day trip to Mount Fuji": a place we hold no data for is left out and said so', async () => {
    const parsed = await parseText(t.app, owner, 'Tokyo 5 days from 3 May 2030 for two with a day trip to Mount Fuji');
    expect(parsed.statusCode).toBe(200);
    const data = parsed.json().data;
    expect(data.request).toMatchObject({ days: 5, destinations: [{ kind: 'city', cityId: 'tokyo' }] });
    expect(data.request.mustSee).toEqual([]);
    expect(data.assumptions).toContain('day trip to Mount Fuji: not among our places, so the plan leaves it out');
    // Not "still needed": the trip is ready to plan without it.
    expect(data.unknownPlaces).toEqual([]);
    expect(data.missing).toEqual([]);
    const res = await generate('Tokyo 5 days from 3 May 2030 for two with a day trip to Mount Fuji');
    expect(res.statusCode).toBe(201);
    expect((res.json().data.itinerary as ItineraryDetail).plan.days).toHaveLength(5);
  });
});
