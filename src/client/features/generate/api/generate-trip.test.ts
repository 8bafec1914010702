import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../../core/api/trips';
import { ApiError } from '../../../lib/api-error';
import { sendJson, startTestServer } from '../../../lib/test-http-server';
import { generateTrip } from './generate-trip';

const request = { destinations: [{ kind: 'city' as const, cityId: 'lisbon' }], startDate: '2026-12-10', days: 3 };
const stage = (stage: string, progress: number) => JSON.stringify({ type: 'stage', stage, progress, message: `at ${stage}` });
let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;
let aborted = false;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const scenario = req.headers['x-scenario'];
    if (scenario === 'quota') {
      return sendJson(res, 429, {
        success: false,
        error: {
          code: 'QUOTA_EXCEEDED',
          message: 'Daily limit of 3 reached',
          details: { limit: 3, used: 3, remaining: 0, resetsAt: '2026-11-23T00:00:00.000Z' },
        },
        meta: { timestamp: 'x', requestId: 'req-9' },
      });
    }
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    // Lines are written split across chunks, with pauses, as a real stream arrives.
    const parts =
      scenario === 'infeasible'
        ? [
            `${stage('parsing', 0.05)}\n${stage('sched`, `uling', 0.3)}\n`,
            `${JSON.stringify({
              type: 'infeasible',
              result: {
                conflicts: [{ checks: ['budget'], message: 'Too expensive' }],
                relaxations: [
                  {
                    kind: 'budget',
                    description: 'Raise the budget to €900',
                    amount: 90000,
                    request: { ...request, budget: { amount: 90000, currency: 'EUR' } },
                  },
                ],
                report: null,
              },
            })}\n`,
          ]
        : scenario === 'hang'
          ? [`${stage('parsing', 0.05)}\n`]
          : scenario === 'truncated'
            ? [`${stage('parsing', 0.05)}\n`, 'not json\n']
            : [
                `${stage('parsing', 0.05)}\n{"type":"stage","stage":"choos`,
                `ing-cities","progress":0.2,"message":"cities"}\n`,
                `${stage('saving', 0.95)}\n`,
                JSON.stringify({ type: 'done', progress: 1, id: 'itn_1', etag: '"itn_1.v1"', title: '3 days in Lisbon' }),
              ];
    let i = 0;
    const next = () => {
      if (i < parts.length) {
        res.write(parts[i++]);
        setTimeout(next, 15);
      } else if (scenario !== 'hang') res.end();
    };
    res.on('close', () => {
      if (!res.writableFinished) aborted = true;
    });
    next();
  });
});
afterAll(async () => {
  await server.close();
});

const at = (scenario: string) => {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(`${server.origin}${String(input)}`, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), 'x-scenario': scenario },
    })) as typeof fetch;
};

describe('generateTrip (NDJSON stream)', () => {
  it('reports each stage as it arrives and resolves with the done event', async () => {
    at('done');
    const events: GenerationEvent[] = [];
    const final = await generateTrip({ request }, { onEvent: (e) => events.push(e) });
    globalThis.fetch = realFetch;
    expect(events.filter((e) => e.type === 'stage').map((e) => e.type === 'stage' && e.stage)).toEqual([
      'parsing',
      'choosing-cities',
      'saving',
    ]);
    expect(final).toEqual({ type: 'done', progress: 1, id: 'itn_1', etag: '"itn_1.v1"', title: '3 days in Lisbon' });
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/itineraries/generate');
    expect(sent.headers.accept).toBe('application/x-ndjson');
    expect(JSON.parse(sent.body)).toEqual({ request });
  });

  it('resolves with the conflicts and relaxations of an infeasible request', async () => {
    at('infeasible');
    const final = await generateTrip({ request });
    globalThis.fetch = realFetch;
    expect(final.type).toBe('infeasible');
    if (final.type === 'infeasible') expect(final.result.relaxations[0]?.request).toMatchObject({ budget: { amount: 90000 } });
  });

  it('raises the envelope error (with the quota) when the server refuses before streaming', async () => {
    at('quota');
    const error = await generateTrip({ request }).catch((e: unknown) => e);
    globalThis.fetch = realFetch;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 429, requestId: 'req-9', details: { remaining: 0 } });
  });

  it('says so when the stream ends without a final event', async () => {
    at('truncated');
    const error = await generateTrip({ request }).catch((e: unknown) => e);
    globalThis.fetch = realFetch;
    expect(error).toMatchObject({ code: 'STREAM_ENDED' });
  });

  it('cancels: aborting closes the connection to the server', async () => {
    at('hang');
    const controller = new AbortController();
    const pending = generateTrip({ request }, { signal: controller.signal, onEvent: () => controller.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    globalThis.fetch = realFetch;
    await new Promise((r) => setTimeout(r, 50));
    expect(aborted).toBe(true);
  });
});
