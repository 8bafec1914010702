import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers liveness in the envelope with a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.meta.requestId).toBe(res.headers['x-request-id']);
    expect(Date.parse(body.meta.timestamp)).not.toBeNaN();
  });

  it('reports readiness: database reachable, migrations current, integrations listed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('ready');
    expect(data.database.reachable).toBe(true);
    expect(data.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(data.migrations).toEqual({ current: true, pending: [] });
    expect(data.integrations.map((i: { name: string }) => i.name)).toEqual(['sign-in', 'planner', 'rate-limits', 'assistant', 'payments']);
  });

  it('keeps a well-formed upstream request id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-12345678' } });
    expect(kept.headers['x-request-id']).toBe('lb-12345678');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('sends security headers with a real CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
