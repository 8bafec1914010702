import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const report = (over: Record<string, unknown> = {}) => ({
  errorMessage: 'TypeError: x is undefined',
  stackTrace: 'at render (app.js:10:5)',
  url: 'http://localhost:5000/dashboard',
  additionalContext: {
    lineNumber: 10,
    columnNumber: 5,
    timestamp: '2026-11-22T10:00:00Z',
    userAgent: 'test-agent',
    type: 'error',
    extras: { route: '/dashboard' },
  },
  ...over,
});

describe('POST /api/log-client-error', () => {
  it('stores a report and answers 201 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: report() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    const rows = await t.database.query<{ message: string; context: Record<string, unknown>; user_agent: string; ip_hash: string }>(
      'SELECT message, context, user_agent, ip_hash FROM client_errors WHERE id = $1',
      [body.data.id],
    );
    expect(rows[0]!.message).toBe('TypeError: x is undefined');
    expect(rows[0]!.context).toMatchObject({ lineNumber: 10, type: 'error', extras: { route: '/dashboard' } });
    expect(rows[0]!.user_agent).toBe('test-agent');
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('accepts the minimal body (message only)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: { errorMessage: 'boom' } });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a body without a message with VALIDATION_FAILED and details, storing nothing', async () => {
    const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM client_errors');
    const res = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: { stackTrace: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details[0].path).toContain('errorMessage');
    const after = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM client_errors');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('bounds sizes: an oversize message is refused, an oversize body is 413', async () => {
    const long = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: report({ errorMessage: 'x'.repeat(2001) }) });
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
    const huge = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: report({ stackTrace: 'y'.repeat(70_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with a 400 envelope, not a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      headers: { 'content-type': 'application/json' },
      payload: '{"errorMessage":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('rate-limits a noisy client to 30 reports a minute', async () => {
    const app = t.app;
    let limited = 0;
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/log-client-error',
        payload: { errorMessage: `e${i}` },
        remoteAddress: '203.0.113.9',
      });
      if (res.statusCode === 429) {
        limited++;
        expect(res.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
      }
    }
    expect(limited).toBe(10);
  });
});
