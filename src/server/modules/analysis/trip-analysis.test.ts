import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail } from '../../../core/api/trips';
import { unsupportedNumbers, tripTables } from '../../../core/analysis/trip-tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { startStandIn, type StandIn } from '../assistant/testing/llm-standin';
import { bearer, generateItinerary } from '../trips/testing/trips-fixtures';
import { summariseTrip } from './trip-summary.service';

let t: TestApp;
let llm: StandIn;
let owner: Principal;
let trip: ItineraryDetail;
beforeAll(async () => {
  llm = await startStandIn();
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  trip = await generateItinerary(t.app, owner);
}, 120_000);
afterAll(async () => {
  await t.close();
  await llm.close();
});

const get = (url: string, p?: Principal) => t.app.inject({ method: 'GET', url, headers: p ? bearer(p) : {} });

describe('GET /api/analysis/trips/:id', () => {
  it("adds up to the itinerary's own totals, day by day and by category", async () => {
    const res = await get(`/api/analysis/trips/${trip.id}`, owner);
    expect(res.statusCode).toBe(200);
    const a = res.json().data.analysis;
    expect(a.budget.total).toBe(trip.plan.totals.total);
    expect(a.days.reduce((s: number, d: { cost: number }) => s + d.cost, 0)).toBe(trip.plan.totals.total);
    expect(a.days).toHaveLength(trip.plan.days.length);
    const visits = trip.plan.days.flatMap((d) => d.items.filter((i) => i.kind === 'visit'));
    expect(a.time.sights).toBe(visits.reduce((s, i) => s + i.endMinute - i.startMinute, 0));
    expect(a.co2.source).toMatch(/DESNZ/);
    expect(a.co2.edition).toBe('2024');
    for (const m of a.co2.byMode) expect(typeof m.verified).toBe('boolean');
    expect(a.feasibility.passed + a.feasibility.failed.length + a.feasibility.notApplicable).toBe(trip.plan.report.checks.length);
    for (const m of a.feasibility.tightest) expect(m.slackMinutes).toBeGreaterThanOrEqual(0);
  });

  it("answers 401 without a session and 404 for another user's trip or a bad id", async () => {
    expect((await get(`/api/analysis/trips/${trip.id}`)).statusCode).toBe(401);
    const stranger = await buildPrincipal(t.app);
    for (const url of [`/api/analysis/trips/${trip.id}`, `/api/analysis/trips/${trip.id}/summary`]) {
      const res = await get(url, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    expect((await get('/api/analysis/trips/not%20an%20id', owner)).json().error.code).toBe('VALIDATION_FAILED');
  });

  it('the built-in summary states only figures the page shows', async () => {
    const res = await get(`/api/analysis/trips/${trip.id}/summary`, owner);
    const { source, lines } = res.json().data;
    expect(source).toBe('built-in');
    expect(lines.length).toBeGreaterThan(3);
    const a = (await get(`/api/analysis/trips/${trip.id}`, owner)).json().data.analysis;
    expect(unsupportedNumbers(lines.join(' '), tripTables(a))).toEqual([]);
  });

  it("the model's summary is used when it states only shown figures, and set aside whole for one invented", async () => {
    const a = (await get(`/api/analysis/trips/${trip.id}`, owner)).json().data.analysis;
    const config = { ...t.app.deps.config, LLM_BASE_URL: llm.url, LLM_MODEL: 'summariser-exact' };
    const summary = await summariseTrip(config, a);
    const sights = Math.round(a.time.sights / 6) / 10;
    expect(summary).toEqual({ source: 'model', lines: [`Sights take ${sights} hours in all.`] });
    expect(JSON.stringify(llm.requests.at(-1))).toContain('Where the time goes');
    for (const model of ['summariser', 'broken']) {
      expect(await summariseTrip({ ...config, LLM_MODEL: model }, a)).toEqual(await summariseTrip(t.app.deps.config, a));
    }
  });
});
