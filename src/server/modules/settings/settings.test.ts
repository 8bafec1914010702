import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../core/api/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal } from '../auth/testing/principals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('settings', () => {
  it('starts from the default preferences and the names the provider gave', async () => {
    const p = await buildPrincipal(t.app, { name: 'Mary Somerville', email: 'mary@example.com' });
    const res = await p.browser.request('GET', '/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toMatchObject({
      firstName: 'Mary',
      lastName: 'Somerville',
      email: 'mary@example.com',
      provider: 'builtin',
    });
    expect(res.json().data.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('changes names; a later sign-in does not overwrite them', async () => {
    const p = await buildPrincipal(t.app, { name: 'Old Name', email: 'rename@example.com' });
    const res = await p.browser.request('PATCH', '/api/settings/profile', { json: { firstName: '  Augusta ', lastName: 'Byron' } });
    expect(res.json().data.profile).toMatchObject({ firstName: 'Augusta', lastName: 'Byron' });
    const again = await buildPrincipal(t.app, { name: 'Old Name', email: 'rename@example.com' });
    expect((await again.browser.request('GET', '/api/auth/user')).json().data).toMatchObject({ firstName: 'Augusta', lastName: 'Byron' });
    const bad = await p.browser.request('PATCH', '/api/settings/profile', { json: { firstName: '', lastName: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('merges preference changes, accessibility key by key, and persists them', async () => {
    const p = await buildPrincipal(t.app);
    await p.browser.request('PATCH', '/api/settings/preferences', { json: { theme: 'dark', accessibility: { fontSize: 125 } } });
    const res = await p.browser.request('PATCH', '/api/settings/preferences', {
      json: { accessibility: { reducedMotion: true }, homeAirport: 'lis', homeCity: 'Lisbon', currency: 'GBP', units: 'imperial' },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      accessibility: { ...DEFAULT_PREFERENCES.accessibility, fontSize: 125, reducedMotion: true },
      homeAirport: 'LIS',
      homeCity: 'Lisbon',
      currency: 'GBP',
      units: 'imperial',
    };
    expect(res.json().data).toEqual(expected);
    expect((await p.browser.request('GET', '/api/auth/user')).json().data.preferences).toEqual(expected);
    const cleared = await p.browser.request('PATCH', '/api/settings/preferences', { json: { homeAirport: '', homeCity: '' } });
    expect(cleared.json().data).toMatchObject({ homeAirport: null, homeCity: null });
  });

  it('refuses invalid preferences with field details', async () => {
    const p = await buildPrincipal(t.app);
    for (const body of [
      { theme: 'neon' },
      { currency: 'XXX' },
      { homeAirport: 'LISB' },
      { accessibility: { fontSize: 500 } },
      { language: 'tlh' },
      { unknown: 1 },
    ]) {
      const res = await p.browser.request('PATCH', '/api/settings/preferences', { json: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports all my data as a JSON download', async () => {
    const p = await buildPrincipal(t.app, { name: 'Export Me', email: 'export@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { errorMessage: 'boom' },
    });
    const res = await p.browser.request('GET', '/api/settings/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wayfarer-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json().data;
    expect(data).toMatchObject({ format: 'wayfarer-account-export', version: 1, profile: { email: 'export@example.com' } });
    expect(data.sessions).toHaveLength(1);
    expect(data.accessTokens).toHaveLength(1);
    expect(JSON.stringify(data.accessTokens)).not.toContain(p.token);
    expect(data.clientErrorReports.map((r: { message: string }) => r.message)).toEqual(['boom']);
  });

  it('deletes the account only with the e-mail typed again, and removes everything of mine', async () => {
    const p = await buildPrincipal(t.app, { name: 'Delete Me', email: 'delete@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { errorMessage: 'mine' },
    });
    const wrong = await p.browser.request('DELETE', '/api/settings/account', { json: { confirmEmail: 'someone@example.com' } });
    expect(wrong.statusCode).toBe(400);
    const viaToken = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/account',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { confirmEmail: 'delete@example.com' },
    });
    expect(viaToken.statusCode).toBe(403);

    const res = await p.browser.request('DELETE', '/api/settings/account', { json: { confirmEmail: 'DELETE@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    expect((await p.browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${p.token}` } })).statusCode).toBe(
      401,
    );
    const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql, [p.userId]))[0]!.n);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE id = $1')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM personal_access_tokens WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM client_errors WHERE user_id = $1')).toBe(0);
    const local = await t.database.query(
      `SELECT 1 FROM oidc_payloads WHERE model = 'BuiltinAccount' AND payload->>'email' = 'delete@example.com'`,
    );
    expect(local).toHaveLength(0);
  });

  it('signs out everywhere', async () => {
    const a = await buildPrincipal(t.app, { email: 'everywhere@example.com' });
    const b = await buildPrincipal(t.app, { email: 'everywhere@example.com' });
    const res = await a.browser.request('POST', '/api/auth/sessions/revoke-all');
    expect(res.json().data.revoked).toBe(2);
    expect((await a.browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await b.browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    // Tokens are managed separately and keep working.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${a.token}` } })).statusCode).toBe(
      200,
    );
  });
});
