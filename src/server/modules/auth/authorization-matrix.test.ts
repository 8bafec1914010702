import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setUserStatus } from '../users/users.service';
import { buildPrincipal, type Principal } from './testing/principals';

/**
 * Every endpoint of issue 3 against every kind of caller. `owner` acts on their own resources;
 * `other` is a different signed-in user acting on the owner's ids; `suspended` was signed in (with a
 * token) before being suspended. Expected statuses are listed per caller.
 */
let t: TestApp;
let owner: Principal;
let other: Principal;
let suspended: Principal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  other = await buildPrincipal(t.app);
  suspended = await buildPrincipal(t.app);
  await setUserStatus(t.database.db, suspended.userId, 'suspended');
});
afterAll(async () => t.close());

type Caller = 'anonymous' | 'session' | 'token' | 'other' | 'suspendedSession' | 'suspendedToken';
interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (p: Principal) => string;
  body?: unknown;
  /** Revokes what it names: the owner's own call runs on a throwaway principal so later rows keep theirs. */
  destructive?: boolean;
  expect: Record<Caller, number>;
}

const anyUser = { anonymous: 401, session: 200, token: 200, other: 200, suspendedSession: 401, suspendedToken: 401 };
const sessionOnly = { anonymous: 401, session: 200, token: 403, other: 200, suspendedSession: 401, suspendedToken: 401 };
const ownerOnly = { anonymous: 401, session: 200, token: 200, other: 404, suspendedSession: 401, suspendedToken: 401 };

const rows: Row[] = [
  { method: 'GET', url: () => '/api/auth/user', expect: anyUser },
  { method: 'GET', url: () => '/api/auth/sessions', expect: anyUser },
  { method: 'GET', url: () => '/api/auth/tokens', expect: anyUser },
  {
    method: 'POST',
    url: () => '/api/auth/tokens',
    body: { name: 'matrix', expiresInDays: 7 },
    expect: { ...sessionOnly, session: 201, other: 201 },
  },
  { method: 'GET', url: () => '/api/settings', expect: anyUser },
  { method: 'PATCH', url: () => '/api/settings/profile', body: { firstName: 'Matrix', lastName: 'Row' }, expect: anyUser },
  { method: 'PATCH', url: () => '/api/settings/preferences', body: { theme: 'dark' }, expect: anyUser },
  { method: 'GET', url: () => '/api/settings/export', expect: anyUser },
  // Wrong confirmation: proves the caller got past authorization without deleting anyone.
  {
    method: 'DELETE',
    url: () => '/api/settings/account',
    body: { confirmEmail: 'nobody@example.com' },
    expect: { ...sessionOnly, session: 400, other: 400 },
  },
  { method: 'DELETE', url: (p) => `/api/auth/tokens/${p.tokenId}`, destructive: true, expect: ownerOnly },
  { method: 'DELETE', url: (p) => `/api/auth/sessions/${p.sessionId}`, destructive: true, expect: ownerOnly },
  {
    method: 'POST',
    url: () => '/api/auth/logout',
    destructive: true,
    expect: { anonymous: 200, session: 200, token: 200, other: 200, suspendedSession: 200, suspendedToken: 200 },
  },
];

async function call(row: Row, caller: Caller) {
  // Resource ids always belong to `owner` (or to the suspended user for their own column).
  const target = caller.startsWith('suspended') ? suspended : owner;
  const url = row.url(target);
  const json = row.body;
  const fresh = await buildCaller(caller);
  if (fresh.kind === 'anonymous') return t.app.inject({ method: row.method, url, ...(json ? { payload: json as object } : {}) });
  if (fresh.kind === 'token') {
    return t.app.inject({
      method: row.method,
      url,
      headers: { authorization: `Bearer ${fresh.p.token}` },
      ...(json ? { payload: json as object } : {}),
    });
  }
  return fresh.p.browser.request(row.method, url, json ? { json } : {});
}

async function callAsThrowaway(row: Row, caller: 'session' | 'token') {
  const p = await buildPrincipal(t.app);
  const url = row.url(p);
  return caller === 'token'
    ? t.app.inject({ method: row.method, url, headers: { authorization: `Bearer ${p.token}` } })
    : p.browser.request(row.method, url);
}

async function buildCaller(caller: Caller): Promise<{ kind: 'anonymous' } | { kind: 'token' | 'session'; p: Principal }> {
  switch (caller) {
    case 'anonymous':
      return { kind: 'anonymous' };
    case 'session':
      return { kind: 'session', p: owner };
    case 'token':
      return { kind: 'token', p: owner };
    case 'other':
      return { kind: 'session', p: other };
    case 'suspendedSession':
      return { kind: 'session', p: suspended };
    case 'suspendedToken':
      return { kind: 'token', p: suspended };
  }
}

describe('authorization matrix for the sign-in and settings endpoints', () => {
  it('lists show only the caller’s own sessions and tokens', async () => {
    const sessions = (await other.browser.request('GET', '/api/auth/sessions')).json().data as Array<{ id: string; current: boolean }>;
    expect(sessions.map((s) => s.id)).not.toContain(owner.sessionId);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const tokens = (await other.browser.request('GET', '/api/auth/tokens')).json().data as Array<{ id: string }>;
    expect(tokens.map((x) => x.id)).not.toContain(owner.tokenId);
    const exported = (await other.browser.request('GET', '/api/settings/export')).json().data;
    expect(exported.profile.id).toBe(other.userId);
    expect(JSON.stringify(exported)).not.toContain(owner.userId);
  });

  const callers: Caller[] = ['anonymous', 'other', 'suspendedSession', 'suspendedToken', 'token', 'session'];
  for (const row of rows) {
    for (const caller of callers) {
      const expected = row.expect[caller];
      it(`${row.method} ${row.url({ tokenId: ':tokenId', sessionId: ':sessionId' } as Principal)} as ${caller} → ${expected}`, async () => {
        const res =
          row.destructive && (caller === 'session' || caller === 'token') ? await callAsThrowaway(row, caller) : await call(row, caller);
        expect(res.statusCode, res.body).toBe(expected);
        if (expected === 401) expect(res.json().error.code).toBe('UNAUTHORIZED');
        if (expected === 404) expect(res.json().error.code).toBe('NOT_FOUND');
        if (expected === 403) expect(res.json().error.details).toEqual({ reason: 'session_required' });
      });
    }
  }

  it('a suspended user cannot sign in again', async () => {
    const { signIn } = await import('./testing/sign-in');
    const email = (await t.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [suspended.userId]))[0]!.email;
    await expect(signIn(t.app, { name: 'Suspended Person', email })).rejects.toThrow(/403.*suspended/s);
  });

  it('reinstating a suspended user does not revive a token revoked meanwhile', async () => {
    await setUserStatus(t.database.db, suspended.userId, 'active');
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${suspended.token}` } });
    expect(ok.statusCode).toBe(200);
    await setUserStatus(t.database.db, suspended.userId, 'suspended');
  });
});
