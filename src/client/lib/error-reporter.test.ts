import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientErrorReportSchema } from '../../core/api/client-errors';
import { AUTH_TOKEN_STORAGE_KEY } from './auth-token';
import {
  buildErrorReport,
  logError,
  reportClientError,
  resetErrorReporter,
  setErrorReportEndpoint,
  setErrorReporterUser,
} from './error-reporter';
import { sendJson, startTestServer } from './test-http-server';

const store = new Map<string, string>();
(globalThis as { localStorage?: Pick<Storage, 'getItem'> }).localStorage = { getItem: (k) => store.get(k) ?? null };

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/broken') return sendJson(res, 500, { success: false });
    sendJson(res, 201, { success: true, data: { id: 1, received: true } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  store.clear();
  resetErrorReporter();
});

describe('client error reporter (spec §7)', () => {
  it('builds a body the server schema accepts', () => {
    setErrorReporterUser('user-1');
    const body = buildErrorReport(
      { message: 'x is undefined', stack: 'at f (a.js:1:2)', lineNumber: 1, columnNumber: 2, type: 'error', extras: { route: '/' } },
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(body.additionalContext).toMatchObject({
      lineNumber: 1,
      columnNumber: 2,
      timestamp: '2025-01-01T00:00:00.000Z',
      type: 'error',
      userId: 'user-1',
      extras: { route: '/' },
    });
    expect(ClientErrorReportSchema.safeParse(body).success).toBe(true);
  });
  it('POSTs JSON with credentials, adding a bearer header when a token is stored', async () => {
    store.set(AUTH_TOKEN_STORAGE_KEY, 'pat_abc');
    setErrorReportEndpoint(`${server.origin}/api/log-client-error`);
    expect(await logError(new Error('manual one'), { where: 'test' })).toBe(true);
    const req = server.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/log-client-error');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe('Bearer pat_abc');
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({ errorMessage: 'manual one', additionalContext: { type: 'manual', extras: { where: 'test' } } });
    expect(body.stackTrace).toContain('manual one');
  });
  it('checks only the status; a failure is a warning, never console.error, and drops repeats', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await reportClientError({ message: 'boom', type: 'error' }, `${server.origin}/broken`)).toBe(false);
    expect(await reportClientError({ message: 'boom', type: 'error' }, `${server.origin}/broken`)).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Client error report was not accepted (500)');
    warn.mockRestore();
  });
});
