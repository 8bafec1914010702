import { isCancelledError } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, GC_TIME, isRetryable, shouldRetryQuery, staleTimeFor } from './query-client';
import { sendJson, startTestServer } from './test-http-server';

const MIN = 60_000;
let server: Awaited<ReturnType<typeof startTestServer>>;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const path = req.url.split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/flaky') return sendJson(res, 500, { success: false, error: { code: 'INTERNAL', message: 'try later' } });
    if (path === '/invalid') return sendJson(res, 400, { success: false, error: { code: 'VALIDATION_FAILED', message: 'bad' } });
    if (path === '/limited') return sendJson(res, 429, { success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: 'slow down' } });
    if (path === '/signed-out') return sendJson(res, 401, { success: false, error: { code: 'UNAUTHORIZED', message: 'no' } });
    if (path === '/slow') return setTimeout(() => sendJson(res, 200, { success: true, data: 'late' }), 300);
    sendJson(res, 200, { success: true, data: path });
  });
});
afterAll(() => server.close());

describe('staleTimeFor (spec §9 freshness by path)', () => {
  it('keeps map highlights 30 min, itineraries 10 min, admin 1 min, others 5 min', () => {
    expect(staleTimeFor(['/api/map-highlights'])).toBe(30 * MIN);
    expect(staleTimeFor(['/api/itineraries', { limit: 5 }])).toBe(10 * MIN);
    expect(staleTimeFor(['/api/itineraries/abc'])).toBe(10 * MIN);
    expect(staleTimeFor(['/api/admin/stats'])).toBe(MIN);
    expect(staleTimeFor(['/api/trips'])).toBe(5 * MIN);
  });
  it('is what the query client applies to a fetched query', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: [`${server.origin}/api/admin/x`] });
    const query = client.getQueryCache().find({ queryKey: [`${server.origin}/api/admin/x`] })!;
    const staleTime = client.getDefaultOptions().queries!.staleTime as (q: typeof query) => number;
    expect(staleTime(query)).toBe(MIN);
    expect(query.isStaleByTime(staleTime(query))).toBe(false);
    expect(query.gcTime).toBe(GC_TIME);
    expect(GC_TIME).toBe(15 * MIN);
    client.clear();
  });
});

describe('retry rules (spec §8/§9)', () => {
  it('never retries 401, Unauthorized, 400, validation or RATE_LIMIT_EXCEEDED', () => {
    expect(isRetryable(new Error('401: {}'))).toBe(false);
    expect(isRetryable(new Error('Unauthorized'))).toBe(false);
    expect(isRetryable(new Error('400: bad'))).toBe(false);
    expect(isRetryable(new Error('Request validation failed'))).toBe(false);
    expect(isRetryable(new ApiError('slow down', { code: 'RATE_LIMIT_EXCEEDED' }))).toBe(false);
    expect(isRetryable(new Error('500: boom'))).toBe(true);
    expect(shouldRetryQuery(0, new Error('500'))).toBe(true);
    expect(shouldRetryQuery(1, new Error('500'))).toBe(true);
    expect(shouldRetryQuery(2, new Error('500'))).toBe(false);
  });
  it('retries a failing query up to 2 times (3 requests in all)', async () => {
    const client = createQueryClient({ retryDelay: 1 });
    await expect(client.fetchQuery({ queryKey: [`${server.origin}/flaky`] })).rejects.toThrow(/^500: /);
    expect(hits.get('/flaky')).toBe(3);
  });
  it('does not retry a 400 validation error or a rate-limit error', async () => {
    const client = createQueryClient({ retryDelay: 1 });
    await expect(client.fetchQuery({ queryKey: [`${server.origin}/invalid`] })).rejects.toThrow(/^400: /);
    await expect(client.fetchQuery({ queryKey: [`${server.origin}/limited`] })).rejects.toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(hits.get('/invalid')).toBe(1);
    expect(hits.get('/limited')).toBe(1);
  });
  it('resolves a 401 to null through the default query function', async () => {
    const client = createQueryClient();
    expect(await client.fetchQuery({ queryKey: [`${server.origin}/signed-out`] })).toBeNull();
  });
  it('never retries a mutation', async () => {
    const client = createQueryClient({ retryDelay: 1 });
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        throw new Error('500: write failed');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('write failed');
    expect(calls).toBe(1);
  });
});

describe('refetch defaults (spec §9)', () => {
  it('turns off refetch on focus, mount, reconnect and interval', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchOnMount).toBe(false);
    expect(defaults.refetchOnReconnect).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
  });
});

describe('mutations cancel in-flight queries (spec §9)', () => {
  it('cancels a running query when a mutation starts', async () => {
    const client = createQueryClient();
    const key = [`${server.origin}/slow`];
    const pending = client.fetchQuery({ queryKey: key }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    expect(client.isFetching()).toBe(1);
    const mutation = client.getMutationCache().build(client, { mutationFn: async () => 'ok' });
    await mutation.execute(undefined);
    const outcome = await pending;
    expect(isCancelledError(outcome)).toBe(true);
    expect(client.isFetching()).toBe(0);
  });
});
