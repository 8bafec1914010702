import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 15: sign-in on another host name than PUBLIC_URL's, and who may reach the built-in sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:5000' });
});
afterAll(async () => t.close());

describe('sign-in starts on the public origin', () => {
  it('redirects a sign-in opened on 127.0.0.1 to PUBLIC_URL before anything else, keeping returnTo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google?returnTo=%2Fsettings', headers: { host: '127.0.0.1:5000' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:5000/api/auth/google?returnTo=%2Fsettings');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('starts it directly on the public host name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google', headers: { host: 'localhost:5000' } });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toContain('/oidc/auth');
    expect(String(res.headers['set-cookie'])).toContain('wf_auth_tx');
  });
});

describe('where the server listens', () => {
  it('binds to loopback by default while the built-in sign-in is only implicitly on', () => {
    expect(loadConfig({}).listenHost).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '127.0.0.1' }).listenHost).toBe('127.0.0.1');
  });

  it('refuses another interface for the built-in sign-in unless it is explicitly allowed', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/BUILTIN_OIDC_ENABLED=true/);
    expect(loadConfig({ HOST: '0.0.0.0', BUILTIN_OIDC_ENABLED: 'true' }).listenHost).toBe('0.0.0.0');
    expect(loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' }).listenHost).toBe(
      '0.0.0.0',
    );
  });
});
