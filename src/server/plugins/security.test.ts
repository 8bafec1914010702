import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://wayfarer.example' });
});
afterAll(async () => t.close());

const body = { errorMessage: 'x' };

describe('same-origin check on cookie-authenticated writes', () => {
  it('refuses a cross-site POST that carries a cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      payload: body,
      headers: { cookie: 'wf_session=abc', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'origin_mismatch' } });
  });

  it('refuses a cookie write with no Origin, Referer or Sec-Fetch-Site', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: body, headers: { cookie: 'wf_session=abc' } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an Origin that only matches the Host header (the client chooses Host)', async () => {
    const headers = { cookie: 'wf_session=abc', host: 'evil.example', origin: 'http://evil.example' };
    const res = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: body, headers });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the configured public origin and Sec-Fetch-Site same-origin', async () => {
    for (const headers of [
      { cookie: 'wf_session=abc', origin: 'https://wayfarer.example' },
      { cookie: 'wf_session=abc', referer: 'https://wayfarer.example/dashboard' },
      { cookie: 'wf_session=abc', 'sec-fetch-site': 'same-origin', origin: 'https://other.example' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: body, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('lets writes without cookies through (bearer tokens and anonymous calls carry no ambient credentials)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      payload: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('envelope for unknown routes', () => {
  it('answers an unknown API path with a NOT_FOUND envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' }, meta: { requestId: res.headers['x-request-id'] } });
  });

  it('sends HSTS and upgrade-insecure-requests when served over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/ready', '/api/log-client-error', '/api/contact']),
    );
    const post = doc.paths['/api/log-client-error'].post;
    expect(post.requestBody.content['application/json'].schema.required).toContain('errorMessage');
  });
});

describe('static client', () => {
  it('does not rate-limit static paths', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/assets/app.js', remoteAddress: '192.0.2.77' })).statusCode);
      expect(codes).not.toContain(429);
      const api = [];
      for (let i = 0; i < 4; i++)
        api.push((await limited.app.inject({ method: 'GET', url: '/api/health/ready', remoteAddress: '192.0.2.77' })).statusCode);
      expect(api).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers (worked out once, sent on every response)', () => {
  it('every response, error or not, carries the CSP, HSTS (https) and the rest of the set', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
