import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, buildTripRequest } from './testing/trips-fixtures';

let t: TestApp;
let owner: Principal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
});
afterAll(async () => t.close());

const paris = (overrides = {}) =>
  buildTripRequest({
    destinations: [{ kind: 'city', cityId: 'paris' }],
    startDate: '2026-05-01',
    days: 2,
    budget: { amount: 300_000, currency: 'EUR' },
    ...overrides,
  });

describe('generating over a public holiday', () => {
  it('Paris on 1 May never visits the Louvre that day, and the report shows the holiday check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: paris() },
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json().data.itinerary.plan;
    const mayDay = plan.days.find((d: { date: string }) => d.date === '2026-05-01');
    const ids = mayDay.items.flatMap((i: { placeId?: string }) => (i.placeId ? [i.placeId] : []));
    expect(ids).not.toContain('paris-louvre-museum');
    expect(ids).not.toContain('paris-musee-d-orsay');
    const check = plan.report.checks.find((c: { id: string }) => c.id === 'public-holidays');
    expect(check).toMatchObject({ status: 'pass', label: 'Public holidays and closures' });
    expect(check.reason).toMatch(/2026-05-01 Labour Day/);
    expect(plan.report.checks.find((c: { id: string }) => c.id === 'meal-length')?.status).toBe('pass');
  });

  it('a must-see closed on every trip day is infeasible with a reason naming the place and the date', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: paris({ days: 1, mustSee: ['paris-louvre-museum'] }) },
    });
    expect(res.statusCode).toBe(422);
    const err = res.json().error;
    expect(err.code).toBe('INFEASIBLE');
    expect(err.details.conflicts[0].message).toMatch(/Louvre Museum is closed on 2026-05-01 \(Labour Day/);
  });

  it('visits on the holiday at places with no sourced holiday rule carry a notice, never a violation, and keep it once saved', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(owner),
      payload: { request: paris() },
    });
    expect(res.statusCode).toBe(201);
    const { id, plan } = res.json().data.itinerary;
    expect(plan.report.feasible).toBe(true);
    const notices: Array<{ kind: string; message: string; short: string; day: number; itemId: string }> = plan.report.notices;
    expect(notices.length).toBeGreaterThan(0);
    const mayDay = plan.days.find((d: { date: string }) => d.date === '2026-05-01');
    for (const n of notices) {
      expect(n).toMatchObject({
        kind: 'holiday-hours',
        day: mayDay.day,
        short: 'Labour Day: Holiday hours may differ — check before you go',
      });
      expect(n.message).toMatch(/ on 2026-05-01 \(Labour Day\): Holiday hours may differ — check before you go$/);
      expect(mayDay.items.some((i: { id: string }) => i.id === n.itemId)).toBe(true);
    }
    const check = plan.report.checks.find((c: { id: string }) => c.id === 'public-holidays');
    expect(check.status).toBe('pass');
    expect(check.reason).toMatch(/holiday hours unconfirmed for \d+ items? \(see the notes\)/);
    const again = await t.app.inject({ method: 'GET', url: `/api/itineraries/${id}`, headers: bearer(owner) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.plan.report.notices).toEqual(notices);
  });
});
