import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/analysis/destinations', () => {
  it('compares up to three destinations in the envelope, costs in the asked currency', async () => {
    const res = await get('/api/analysis/destinations?ids=lisbon,bangkok&currency=USD&today=2026-06-01');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.currency).toBe('USD');
    expect(body.data.destinations.map((d: { id: string }) => d.id)).toEqual(['lisbon', 'bangkok']);
    for (const d of body.data.destinations) {
      expect(d.climate).toHaveLength(12);
      expect(d.dailyCost.budget).toBeLessThan(d.dailyCost.upscale);
      expect(d.bestMonths.length).toBeGreaterThan(0);
    }
    const [lisbon, bangkok] = body.data.destinations;
    expect(lisbon.holidays.map((h: { date: string }) => h.date)).toContain('2026-12-25');
    expect(bangkok.holidays).toBeNull(); // no holiday table for Thailand: said, not guessed
  });

  it('answers 400 VALIDATION_FAILED for too many ids, a bad currency or date, and 404 for an unknown destination', async () => {
    for (const q of ['ids=a,b,c,d', 'ids=', 'ids=bangkok&currency=euro', 'ids=bangkok&currency=XXX', 'ids=bangkok&today=2026-02-30']) {
      const res = await get(`/api/analysis/destinations?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
    const missing = await get('/api/analysis/destinations?ids=atlantis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});
