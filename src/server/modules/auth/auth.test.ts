import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashSecret } from '../../lib/secrets';
import { TestBrowser } from './testing/browser';
import { openSignInPage, signIn, submitSignIn } from './testing/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sessionCount = async () => Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]!.n);

/** Runs the flow up to the provider's redirect back to us, without calling our callback yet. */
async function reachCallback(person = { name: 'Mallory Test', email: 'mallory@example.com' }) {
  const browser = new TestBrowser(t.app);
  const { pagePath } = await openSignInPage(browser);
  const { callbackUrl } = await submitSignIn(browser, pagePath, person);
  return { browser, callbackUrl };
}

function expectRefused(res: { statusCode: number; json(): unknown; cookies: Array<{ name: string }> }, reason: string) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED', details: { reason } } });
  expect((res.json() as { error: { message: string } }).error.message).toMatch(/sign/i);
  expect(res.cookies.some((c) => c.name === 'wf_session')).toBe(false);
}

describe('sign-in through the built-in provider', () => {
  it('signs in, lands where the user was going, and stays signed in on reload', async () => {
    const { browser, landedOn } = await signIn(t.app, { name: 'Ada King Lovelace', email: 'Ada@Example.com' }, '/settings?tab=profile');
    expect(landedOn).toBe('/settings?tab=profile');
    for (let i = 0; i < 2; i++) {
      const me = await browser.request('GET', '/api/auth/user');
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'King Lovelace', role: 'user' });
      expect(me.json().data.preferences.theme).toBe('system');
    }
  });

  it('sets an httpOnly, SameSite=Lax session cookie whose value is stored only as a hash', async () => {
    const browser = new TestBrowser(t.app);
    const { pagePath } = await openSignInPage(browser);
    const { callbackUrl } = await submitSignIn(browser, pagePath, { name: 'Cookie Check', email: 'cookie@example.com' });
    const res = await browser.request('GET', callbackUrl);
    const cookie = res.cookies.find((c) => c.name === 'wf_session') as {
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
    };
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const rows = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === cookie.value)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashSecret(cookie.value))).toBe(true);
    // The sign-in transaction cookie is gone after use.
    expect(res.cookies.find((c) => c.name === 'wf_auth_tx')?.value).toBe('');
  });

  it('keeps one account per e-mail and gives a different e-mail its own', async () => {
    const a = await signIn(t.app, { name: 'Same Person', email: 'same@example.com' });
    const b = await signIn(t.app, { name: 'Same Person', email: 'SAME@example.com' });
    const c = await signIn(t.app, { name: 'Other Person', email: 'other@example.com' });
    const id = async (x: { browser: TestBrowser }) => (await x.browser.request('GET', '/api/auth/user')).json().data.id;
    expect(await id(a)).toBe(await id(b));
    expect(await id(c)).not.toBe(await id(a));
  });

  it('never redirects off-site after sign-in', async () => {
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/api/auth/logout']) {
      const { landedOn } = await signIn(t.app, { name: 'Safe Return', email: 'safe@example.com' }, evil);
      expect(landedOn).toBe('/dashboard');
    }
  });

  it('rotates the session: a cookie the browser had before sign-in stops working', async () => {
    const first = await signIn(t.app, { name: 'Rotate Me', email: 'rotate@example.com' });
    const before = first.browser.cookie('wf_session')!;
    const { pagePath } = await openSignInPage(first.browser);
    const { callbackUrl } = await submitSignIn(first.browser, pagePath, { name: 'Rotate Me', email: 'rotate@example.com' });
    await first.browser.request('GET', callbackUrl);
    const after = first.browser.cookie('wf_session')!;
    expect(after).not.toBe(before);
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { wf_session: before } });
    expect(stale.statusCode).toBe(401);
  });

  it('logout ends the session on the server, not just in the browser', async () => {
    const { browser } = await signIn(t.app, { name: 'Leaving Soon', email: 'leaving@example.com' });
    const cookie = browser.cookie('wf_session')!;
    // The readable hint lets a signed-out page skip GET /api/auth/user; it is no credential.
    expect(browser.cookie('wf_signed_in')).toBe('1');
    const out = await browser.request('POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ loggedOut: true });
    expect(browser.cookie('wf_session')).toBeUndefined();
    expect(browser.cookie('wf_signed_in')).toBeUndefined();
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { wf_session: cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });

  it('expires a session idle for more than 3 hours', async () => {
    const { browser } = await signIn(t.app, { name: 'Idle Person', email: 'idle@example.com' });
    await t.database.query(`UPDATE sessions SET last_seen_at = now() - interval '3 hours 1 minute' WHERE token_hash = $1`, [
      hashSecret(browser.cookie('wf_session')!),
    ]);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('expires a session past its absolute lifetime even when active', async () => {
    const { browser } = await signIn(t.app, { name: 'Busy Person', email: 'busy@example.com' });
    await t.database.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashSecret(browser.cookie('wf_session')!),
    ]);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
  });
});

describe('refused sign-ins leave no session', () => {
  it('refuses a callback whose state was changed', async () => {
    const { browser, callbackUrl } = await reachCallback();
    const before = await sessionCount();
    const url = new URL(callbackUrl, 'http://x');
    url.searchParams.set('state', 'forged-state');
    expectRefused(await browser.request('GET', url.pathname + url.search), 'state_mismatch');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an ID token whose nonce is not the one we sent', async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.request('GET', '/api/auth/google');
    const authorize = new URL(String(start.headers.location));
    authorize.searchParams.set('nonce', 'attacker-chosen-nonce');
    const page = await browser.follow(await browser.request('GET', authorize.pathname + authorize.search));
    const { callbackUrl } = await submitSignIn(browser, page.path, { name: 'Nonce Test', email: 'nonce@example.com' });
    const before = await sessionCount();
    expectRefused(await browser.request('GET', callbackUrl), 'nonce_mismatch');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a replayed callback and a replayed authorization code', async () => {
    const { browser, callbackUrl } = await reachCallback({ name: 'Replay Test', email: 'replay@example.com' });
    const attacker = browser.clone();
    expect((await browser.request('GET', callbackUrl)).statusCode).toBe(302);
    const before = await sessionCount();
    // The same callback again: the transaction was single-use.
    expectRefused(await attacker.request('GET', callbackUrl), 'transaction_missing');
    // The used code with a fresh, valid transaction: the provider refuses the code itself.
    const fresh = new TestBrowser(t.app);
    const start = await fresh.request('GET', '/api/auth/google');
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const replay = new URL(callbackUrl, 'http://x');
    replay.searchParams.set('state', state);
    expectRefused(await fresh.request('GET', replay.pathname + replay.search), 'code_rejected');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a callback with no sign-in transaction (e.g. from another browser)', async () => {
    const { callbackUrl } = await reachCallback();
    expectRefused(await new TestBrowser(t.app).request('GET', callbackUrl), 'transaction_missing');
  });

  it('reports a cancelled sign-in as cancelled, as a page for browsers', async () => {
    const browser = new TestBrowser(t.app);
    const { pagePath } = await openSignInPage(browser);
    let res = await browser.request('POST', `${pagePath}/abort`, { form: {} });
    while (res.statusCode >= 300 && res.statusCode < 400) {
      const next = new URL(String(res.headers.location), browser.origin);
      res = await browser.request('GET', next.pathname + next.search, { headers: { accept: 'text/html' } });
    }
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Sign-in cancelled</h1>');
    expect(res.body).toContain('href="/api/auth/google"');
    expect(res.cookies.some((c) => c.name === 'wf_session')).toBe(false);
  });
});

describe('the built-in sign-in page', () => {
  it('is labelled as the local sign-in, accessible and free of inline script or style', async () => {
    const { page } = await openSignInPage(new TestBrowser(t.app));
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Local sign-in</h1>');
    expect(html).toContain('<title>Sign in · Wayfarer</title>');
    expect(html).toMatch(/<meta name="description" content="Sign in to Wayfarer [^"]+">/);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<label for="email">E-mail<\/label>/);
    expect(html).toContain('<link rel="stylesheet" href="/oidc/assets/sign-in.css">');
    expect(html).not.toMatch(/<script|<style|style="/);
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self'");
    const css = await t.app.inject({ method: 'GET', url: '/oidc/assets/sign-in.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('re-renders with field errors, keeping what was typed (escaped)', async () => {
    const browser = new TestBrowser(t.app);
    const { pagePath } = await openSignInPage(browser);
    const res = await browser.request('POST', `${pagePath}/login`, { form: { name: '<b>Ada</b>', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toMatch(/id="email"[^>]*aria-invalid="true"/s);
    expect(res.body).toContain('Enter an e-mail address like ada@example.com');
    expect(res.body).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    expect(res.body).not.toContain('<b>Ada</b>');
  });

  it('refuses a cross-site form post (CSRF)', async () => {
    const browser = new TestBrowser(t.app);
    const { pagePath } = await openSignInPage(browser);
    const res = await browser.request('POST', `${pagePath}/login`, {
      form: { name: 'X', email: 'x@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown or expired interaction with a page that starts over', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/interaction/not-a-real-uid', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in has expired');
  });

  it('serves standard discovery for the built-in issuer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const meta = res.json();
    expect(meta.issuer).toBe(`${t.app.deps.config.publicUrl}/oidc`);
    expect(meta.code_challenge_methods_supported).toContain('S256');
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/google',
      '/api/auth/user',
      '/api/auth/logout',
      '/api/auth/sessions',
      '/api/auth/tokens',
      '/api/settings',
      '/api/settings/preferences',
      '/api/settings/export',
      '/api/settings/account',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/oidc'))).toBe(false);
  });
});
