import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRead, apiRequest, buildQueryString, defaultQueryFn } from './api-client';
import { ApiError, errorMessageForUser, normalizeApiError, THROTTLED_MESSAGE } from './api-error';
import { AUTH_TOKEN_STORAGE_KEY } from './auth-token';
import { sendJson, startTestServer } from './test-http-server';

const meta = { timestamp: '2025-01-01T00:00:00.000Z', requestId: 'req-42' };
let server: Awaited<ReturnType<typeof startTestServer>>;

// A tiny in-memory localStorage for the node environment (the bearer-token rule reads it).
const store = new Map<string, string>();
(globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
  getItem: (k) => store.get(k) ?? null,
  setItem: (k, v) => void store.set(k, v),
  removeItem: (k) => void store.delete(k),
};

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/envelope') return sendJson(res, 200, { success: true, data: { id: 1 }, meta });
    if (path === '/optimized') return sendJson(res, 200, { data: [1, 2], optimized: true, fields: ['id'] });
    if (path === '/plain') return sendJson(res, 200, [{ id: 'a' }]);
    if (path === '/unauthorized') return sendJson(res, 401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Sign in' }, meta });
    if (path === '/missing')
      return sendJson(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'No such trip', details: { id: 'x' } }, meta });
    if (path === '/text-error') {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      return res.end('upstream down');
    }
    if (path === '/quota') return sendJson(res, 429, { error: 'Resource quota exceeded for project' });
    if (path === '/write') return sendJson(res, 201, { success: true, data: { echoed: req.body ? JSON.parse(req.body) : null }, meta });
    if (path === '/write-legacy') return sendJson(res, 400, { error: 'Name is required' });
    if (path === '/write-envelope-no-message') return sendJson(res, 409, { success: false, error: { code: 'CONFLICT' }, meta });
    sendJson(res, 500, { success: false, error: { code: 'INTERNAL', message: 'boom' }, meta });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  store.clear();
});

describe('buildQueryString', () => {
  it('sends list params and filters, joins arrays, skips empty values', () => {
    expect(
      buildQueryString({
        fields: ['id', 'title'],
        limit: 20,
        cursor: null,
        sortBy: 'createdAt',
        sortOrder: 'desc',
        search: 'lisbon',
        status: 'draft',
        empty: '',
      }),
    ).toBe('?fields=id%2Ctitle&limit=20&sortBy=createdAt&sortOrder=desc&search=lisbon&status=draft');
    expect(buildQueryString({})).toBe('');
  });
});

describe('apiRead (spec §7 generic read)', () => {
  it('sends cookies-mode headers: JSON, optimization, no-cache; and the params', async () => {
    await apiRead(`${server.origin}/envelope`, { limit: 5, search: 'rome', region: 'eu' });
    const req = server.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/envelope?limit=5&search=rome&region=eu');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers['x-optimize']).toBe('true');
    expect(req.headers['cache-control']).toBe('no-cache');
    expect(req.headers.authorization).toBeUndefined();
  });
  it('adds a bearer header when a token is stored', async () => {
    store.set(AUTH_TOKEN_STORAGE_KEY, 'pat_123');
    await apiRead(`${server.origin}/envelope`);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer pat_123');
  });
  it('returns a response that carries an optimized flag as is', async () => {
    expect(await apiRead(`${server.origin}/optimized`)).toEqual({ data: [1, 2], optimized: true, fields: ['id'] });
  });
  it('wraps anything else as data with optimized false (unwrapping our envelope)', async () => {
    expect(await apiRead(`${server.origin}/envelope`)).toEqual({ data: { id: 1 }, meta, optimized: false });
    expect(await apiRead(`${server.origin}/plain`)).toEqual({ data: [{ id: 'a' }], optimized: false });
  });
  it('raises "status: body text" for a non-OK response, with the envelope fields attached', async () => {
    const err = await apiRead(`${server.origin}/missing`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiErr = err as ApiError;
    expect(apiErr.message).toBe(
      `404: ${JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'No such trip', details: { id: 'x' } }, meta })}`,
    );
    expect(apiErr).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      details: { id: 'x' },
      requestId: 'req-42',
      method: 'GET',
      serverMessage: 'No such trip',
    });
    expect(apiErr.url).toBe(`${server.origin}/missing`);
    expect(errorMessageForUser(apiErr)).toBe('No such trip');
    await expect(apiRead(`${server.origin}/text-error`)).rejects.toThrow('503: upstream down');
  });
  it('turns quota / throttling text into the throttled message', async () => {
    await expect(apiRead(`${server.origin}/quota`)).rejects.toThrow(THROTTLED_MESSAGE);
  });
  it('gives null on 401 in the default query function, an error otherwise', async () => {
    const ctx = { queryKey: [`${server.origin}/unauthorized`], signal: new AbortController().signal } as unknown as Parameters<
      typeof defaultQueryFn
    >[0];
    expect(await defaultQueryFn(ctx)).toBeNull();
    await expect(apiRead(`${server.origin}/unauthorized`)).rejects.toThrow(/^401: /);
  });
  it('reads params from the second element of the query key', async () => {
    const ctx = { queryKey: [`${server.origin}/envelope`, { limit: 3 }], signal: new AbortController().signal } as unknown as Parameters<
      typeof defaultQueryFn
    >[0];
    await defaultQueryFn(ctx);
    expect(server.requests[0]!.url).toBe('/envelope?limit=3');
  });
});

describe('apiRequest (spec §7 generic write)', () => {
  it('sends JSON with the method and returns the unwrapped data', async () => {
    const data = await apiRequest<{ echoed: unknown }>(
      'PATCH',
      `${server.origin}/write`,
      { name: 'Lisbon' },
      { headers: { 'If-Match': '"v1"' } },
    );
    expect(data).toEqual({ echoed: { name: 'Lisbon' } });
    const req = server.requests[0]!;
    expect(req.method).toBe('PATCH');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['if-match']).toBe('"v1"');
  });
  it('sends no body and no content type when there is no body', async () => {
    await apiRequest('DELETE', `${server.origin}/write`);
    expect(server.requests[0]!.headers['content-type']).toBeUndefined();
    expect(server.requests[0]!.body).toBe('');
  });
  it('normalises a legacy error to LEGACY_ERROR', async () => {
    const err = (await apiRequest('POST', `${server.origin}/write-legacy`, {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ message: 'Name is required', code: 'LEGACY_ERROR', status: 400, method: 'POST' });
  });
  it('uses "Request failed" for an envelope failure without a message, keeping code and requestId', async () => {
    const err = (await apiRequest('PUT', `${server.origin}/write-envelope-no-message`, {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ message: 'Request failed', code: 'CONFLICT', requestId: 'req-42', status: 409, method: 'PUT' });
    expect(err.url).toBe(`${server.origin}/write-envelope-no-message`);
  });
  it('normalises a network failure', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const err = (await apiRequest('POST', `${closed.origin}/x`, {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('NETWORK_ERROR');
  });
});

describe('normalizeApiError (spec §8)', () => {
  it('covers the envelope, legacy, throttled and fallback cases', () => {
    expect(normalizeApiError({ success: false, error: { code: 'FORBIDDEN', message: 'Nope' }, meta }).message).toBe('Nope');
    expect(normalizeApiError({ success: false, error: {} }).message).toBe('Request failed');
    expect(normalizeApiError({ error: 'bad' }).code).toBe('LEGACY_ERROR');
    expect(normalizeApiError({ error: 'You are throttled' }).message).toBe(THROTTLED_MESSAGE);
    expect(normalizeApiError(new Error('Resource quota exceeded: gemini')).message).toBe(THROTTLED_MESSAGE);
    expect(normalizeApiError(undefined).message).toBe('Unknown error occurred');
    expect(normalizeApiError({}).message).toBe('Unknown error occurred');
    expect(normalizeApiError('plain text').message).toBe('plain text');
  });
});
