import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonTables } from '../../../core/analysis/comparison-tables';
import { unsupportedNumbers } from '../../../core/analysis/trip-tables';
import { startStandIn, type StandIn } from '../assistant/testing/llm-standin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { summariseComparison } from './comparison-summary.service';

let t: TestApp;
let llm: StandIn;
beforeAll(async () => {
  llm = await startStandIn();
  // The app's language model is the local OpenAI-compatible stand-in (real HTTP, real SSE).
  t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'comparer' });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

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

describe('GET /api/analysis/destinations/summary', () => {
  const query = 'ids=lisbon,bangkok&currency=USD&today=2026-06-01';

  it("gives the language model's summary when every number in it is a figure the page shows", async () => {
    const res = await get(`/api/analysis/destinations/summary?${query}`);
    expect(res.statusCode).toBe(200);
    const comparison = (await get(`/api/analysis/destinations?${query}`)).json().data;
    const cost = comparisonTables(comparison).find((x) => x.id === 'daily-cost')!;
    const mid = cost.rows.find((r) => r[0] === 'mid')!;
    expect(res.json().data).toEqual({
      source: 'model',
      lines: [
        `A mid-range day in Lisbon costs about ${mid[1]} per person.`,
        `A mid-range day in Bangkok costs about ${mid[2]} per person.`,
        'Pick by the weather you like.',
      ],
    });
    const prompt = JSON.stringify(llm.requests.at(-1));
    expect(prompt).toContain('Daily cost per person (USD)');
    expect(prompt).toContain('Rainy days by month');
  });

  it('falls back to the built-in summary (only shown figures) for an invented number, an error, a timeout or no model', async () => {
    const comparison = (await get(`/api/analysis/destinations?${query}`)).json().data;
    const tables = comparisonTables(comparison);
    const base = { ...t.app.deps.config, LLM_BASE_URL: llm.url };
    const none = await summariseComparison({ ...base, LLM_MODEL: undefined }, comparison);
    expect(none.source).toBe('built-in');
    expect(none.lines).toHaveLength(3);
    expect(unsupportedNumbers(none.lines.join(' '), tables)).toEqual([]);
    // "summariser" states a shown-looking sentence and "You save 987654 euros": the whole text is set aside.
    const started = Date.now();
    for (const model of ['summariser', 'broken', 'slow']) {
      const s = await summariseComparison({ ...base, LLM_MODEL: model, LLM_TIMEOUT_MS: 1000 }, comparison);
      expect(s, model).toEqual(none);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('validates like the comparison: 400 for bad ids or currency, 404 for an unknown destination', async () => {
    for (const q of ['ids=a,b,c,d', 'ids=', 'ids=bangkok&currency=euro']) {
      const res = await get(`/api/analysis/destinations/summary?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/analysis/destinations/summary?ids=atlantis')).json().error.code).toBe('NOT_FOUND');
  });
});
