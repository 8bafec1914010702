import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashSecret } from '../../lib/secrets';
import { buildPrincipal } from './testing/principals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('personal access tokens', () => {
  it('is shown once, stored hashed, and works as Authorization: Bearer on /api', async () => {
    const p = await buildPrincipal(t.app);
    expect(p.token).toMatch(/^wf_pat_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.query<{ token_hash: string; token_prefix: string }>(
      'SELECT token_hash, token_prefix FROM personal_access_tokens WHERE id = $1',
      [p.tokenId],
    );
    expect(row!.token_hash).toBe(hashSecret(p.token));
    expect(p.token.startsWith(row!.token_prefix)).toBe(true);
    const list = (await p.browser.request('GET', '/api/auth/tokens')).json().data;
    expect(JSON.stringify(list)).not.toContain(p.token);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(p.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(p.userId);
  });

  it('records when a token was last used', async () => {
    const p = await buildPrincipal(t.app);
    const before = (await p.browser.request('GET', '/api/auth/tokens')).json().data[0];
    expect(before.lastUsedAt).toBeNull();
    await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) });
    const after = (await p.browser.request('GET', '/api/auth/tokens')).json().data[0];
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stops working at once when revoked or expired, with a 401 invalid_token', async () => {
    const p = await buildPrincipal(t.app);
    const revoked = await p.browser.request('DELETE', `/api/auth/tokens/${p.tokenId}`);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(p.token) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('invalid_token');

    const q = await buildPrincipal(t.app);
    await t.database.query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [q.tokenId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(q.token) })).statusCode).toBe(401);
  });

  it('an unusable token makes the caller anonymous, never falls back to the cookie', async () => {
    const p = await buildPrincipal(t.app);
    const res = await p.browser.request('GET', '/api/auth/user', { headers: bearer('wf_pat_not-a-real-token') });
    expect(res.statusCode).toBe(401);
  });

  it('validates name and expiry', async () => {
    const p = await buildPrincipal(t.app);
    for (const body of [
      { name: '', expiresInDays: 30 },
      { name: 'x', expiresInDays: 0 },
      { name: 'x', expiresInDays: 366 },
      { name: 'x' },
    ]) {
      const res = await p.browser.request('POST', '/api/auth/tokens', { json: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('bearer calls skip the same-origin check; cookie writes without an origin are refused (CSRF)', async () => {
    const p = await buildPrincipal(t.app);
    const viaToken = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/preferences',
      headers: bearer(p.token),
      payload: { units: 'imperial' },
    });
    expect(viaToken.statusCode).toBe(200);
    const crossSite = await p.browser.request('PATCH', '/api/settings/preferences', {
      json: { units: 'metric' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('FORBIDDEN');
  });
});
