import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestBrowser } from './testing/browser';
import { startFakeIssuer, type FakeIssuer, type Twist } from './testing/fake-issuer';

// A configured issuer (as Google would be) reached over real HTTP: discovery, JWKS, code + PKCE.
let issuer: FakeIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startFakeIssuer();
  t = await createTestApp({ OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId, OIDC_CLIENT_SECRET: issuer.clientSecret });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});
beforeEach(() => {
  issuer.twist = 'none';
});

async function signInWith(twist: Twist) {
  issuer.twist = twist;
  const browser = new TestBrowser(t.app);
  const start = await browser.request('GET', '/api/auth/google?returnTo=/generate');
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(issuer.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const approved = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location')!);
  const res = await browser.request('GET', callback.pathname + callback.search);
  return { browser, res };
}

const sessions = async () => Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]!.n);

describe('sign-in with a configured OpenID provider', () => {
  it('asks the provider to let the person choose an account after a logout (prompt=select_account), not otherwise', async () => {
    const browser = new TestBrowser(t.app);
    const after = new URL(String((await browser.request('GET', '/api/auth/google?prompt=select_account')).headers.location));
    expect(after.searchParams.get('prompt')).toBe('select_account');
    const plain = new URL(String((await browser.request('GET', '/api/auth/google')).headers.location));
    expect(plain.searchParams.get('prompt')).toBeNull();
  });

  it('completes the flow and creates the user from the ID token claims', async () => {
    const { browser, res } = await signInWith('none');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/generate');
    const me = await browser.request('GET', '/api/auth/user');
    expect(me.json().data).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const [row] = await t.database.query<{ provider: string; subject: string }>(
      `SELECT provider, subject FROM users WHERE email = 'grace@example.com'`,
    );
    expect(row).toEqual({ provider: issuer.issuer, subject: 'fake-subject-1' });
  });

  it('does not mount the built-in provider when an issuer is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  const refusals: Array<[Twist, string]> = [
    ['wrong-issuer', 'issuer_mismatch'],
    ['wrong-audience', 'audience_mismatch'],
    ['expired', 'token_expired'],
    ['tampered', 'bad_signature'],
    ['foreign-key', 'bad_signature'],
    ['wrong-nonce', 'nonce_mismatch'],
    ['no-email', 'email_missing'],
  ];
  for (const [twist, reason] of refusals) {
    it(`refuses an ID token with ${twist} (${reason}) and creates no session`, async () => {
      const before = await sessions();
      const { browser, res } = await signInWith(twist);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED', details: { reason } } });
      expect(res.cookies.some((c) => c.name === 'wf_session')).toBe(false);
      expect(await sessions()).toBe(before);
      expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    });
  }

  it('answers 503 with a clear message when the provider is unreachable', async () => {
    const down = await createTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', details: { reason: 'provider_unreachable' } } });
    } finally {
      await down.close();
    }
  });
});
