import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config/config';
import { createTestApp, createTestDatabase } from '../../test/test-app';
import { TestBrowser } from './testing/browser';

describe('sign-in limits and start-up rules', () => {
  it('rate-limits the sign-in endpoints per client', async () => {
    const t = await createTestApp();
    try {
      const browser = new TestBrowser(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 32; i++) codes.push((await browser.request('GET', '/api/auth/google')).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 302)).toBe(true);
      expect(codes[31]).toBe(429);
      expect((await browser.request('GET', '/api/auth/google')).json().error.code).toBe('RATE_LIMIT_EXCEEDED');
      const callbacks: number[] = [];
      for (let i = 0; i < 31; i++) callbacks.push((await browser.request('GET', '/api/auth/callback?code=x&state=y')).statusCode);
      expect(callbacks[0]).toBe(401);
      expect(callbacks[30]).toBe(429);
      // Another client is not affected.
      expect((await new TestBrowser(t.app).request('GET', '/api/auth/google')).statusCode).toBe(302);
    } finally {
      await t.close();
    }
  });

  it('refuses to start the built-in provider in production unless explicitly enabled', async () => {
    const { database, drop } = await createTestDatabase();
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://wayfarer.example' };
    try {
      await expect(buildApp({ config: testConfig(production), database, clientDir: '/nonexistent' })).rejects.toThrow(
        /Refusing to start the built-in/,
      );
      const app = await buildApp({
        config: testConfig({ ...production, BUILTIN_OIDC_ENABLED: 'true' }),
        database,
        clientDir: '/nonexistent',
      });
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/google',
        headers: { accept: 'application/json', host: 'wayfarer.example' },
      });
      expect(res.statusCode).toBe(302);
      expect(String(res.headers.location)).toMatch(/^https:\/\/wayfarer\.example\/oidc\/auth\?/);
      expect(String(res.headers['set-cookie'])).toContain('Secure');
      await app.close();
    } finally {
      await drop();
    }
  });
});
