import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LOCKOUT_FAILURES, ADMIN_SESSION_IDLE_MS } from '../../../../core/api/admin-auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestBrowser } from '../../auth/testing/browser';
import { buildOperator } from '../testing/operators';
import { createAdminAccount } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000', ADMIN_EMAIL: 'First@Ops.example.com', ADMIN_PASSWORD: 'first operator password' });
});
afterAll(async () => t.close());

const login = (b: TestBrowser, body: Record<string, unknown>) => b.request('POST', '/api/admin/auth/login', { json: body });

describe('operator sign-in', () => {
  it('enrols TOTP on first sign-in (QR + recovery codes), then needs the code every time', async () => {
    const b = new TestBrowser(t.app);
    const first = await login(b, { email: 'first@ops.example.com', password: 'first operator password' });
    expect(first.json().data.step).toBe('enrol');
    const cookie = first.cookies.find((c) => c.name === 'wf_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    // Until enrolled, the session reaches nothing else.
    expect((await b.request('GET', '/api/admin/users')).json().error.details).toEqual({ reason: 'second_factor_required' });

    const setup = (await b.request('POST', '/api/admin/auth/totp/setup')).json().data;
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect((await b.request('POST', '/api/admin/auth/totp/enable', { json: { code: '000000' } })).statusCode).toBe(401);
    const enrolCode = authenticator.generate(setup.secret);
    const enabled = await b.request('POST', '/api/admin/auth/totp/enable', { json: { code: enrolCode } });
    expect(enabled.statusCode).toBe(200);
    // Encrypted at rest: the stored value is AES-GCM ciphertext, not the secret.
    const [stored] = await t.database.query<{ totp_secret: string }>(
      `SELECT totp_secret FROM admin_accounts WHERE email = 'first@ops.example.com'`,
    );
    expect(stored!.totp_secret).toMatch(/^enc1:/);
    expect(stored!.totp_secret).not.toContain(setup.secret);
    const recovery = enabled.json().data.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    expect((await b.request('GET', '/api/admin/users')).statusCode).toBe(200);

    const again = new TestBrowser(t.app);
    expect((await login(again, { email: 'first@ops.example.com', password: 'first operator password' })).json().data).toEqual({
      step: 'code',
    });
    expect(again.cookie('wf_admin')).toBeUndefined();
    // The code just used is refused within its window (no replay); the next step's code is accepted.
    const replay = await login(again, { email: 'first@ops.example.com', password: 'first operator password', code: enrolCode });
    expect(replay.statusCode).toBe(401);
    const done = await login(again, {
      email: 'first@ops.example.com',
      password: 'first operator password',
      code: authenticator.clone({ epoch: Date.now() + 30_000 }).generate(setup.secret),
    });
    expect(done.json().data.step).toBe('done');

    // A recovery code works once.
    const viaRecovery = await login(new TestBrowser(t.app), {
      email: 'first@ops.example.com',
      password: 'first operator password',
      code: recovery[0],
    });
    expect(viaRecovery.json().data.step).toBe('done');
    const reused = await login(new TestBrowser(t.app), {
      email: 'first@ops.example.com',
      password: 'first operator password',
      code: recovery[0],
    });
    expect(reused.statusCode).toBe(401);
  });

  it('the env bootstrap happens once: no second account from ADMIN_EMAIL, and no default account exists', async () => {
    const rows = await t.database.query<{ email: string; role: string }>('SELECT email, role FROM admin_accounts');
    expect(rows).toEqual([{ email: 'first@ops.example.com', role: 'admin' }]);
  });

  it(`locks the account after ${ADMIN_LOCKOUT_FAILURES} failures, even for the right password`, async () => {
    const op = await buildOperator(t.app, 'support');
    const b = new TestBrowser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < ADMIN_LOCKOUT_FAILURES; i++) codes.push((await login(b, { email: op.email, password: `wrong ${i}` })).statusCode);
    expect(codes).toEqual(
      Array(ADMIN_LOCKOUT_FAILURES - 1)
        .fill(401)
        .concat(429),
    );
    const locked = await login(b, { email: op.email, password: op.password, code: op.code() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.details.reason).toBe('account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const audit = await t.database.query<{ action: string }>('SELECT action FROM admin_audit_log WHERE admin_email = $1 ORDER BY id', [
      op.email,
    ]);
    expect(audit.map((a) => a.action)).toEqual([
      'auth.sign_in',
      ...Array(ADMIN_LOCKOUT_FAILURES - 1).fill('auth.sign_in_failed'),
      'auth.locked',
      'auth.locked',
    ]);
  });

  it('answers an unknown e-mail like a wrong password', async () => {
    const res = await login(new TestBrowser(t.app), { email: 'nobody@ops.example.com', password: 'whatever it is' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('E-mail, password or code is incorrect');
  });

  it('limits sign-in attempts per address', async () => {
    const app = await createTestApp();
    try {
      const b = new TestBrowser(app.app);
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) codes.push((await login(b, { email: `x${i}@ops.example.com`, password: 'nope nope' })).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });

  it('ends an idle session', async () => {
    const op = await buildOperator(t.app, 'admin');
    await t.database.query(`UPDATE admin_sessions SET last_seen_at = now() - interval '${ADMIN_SESSION_IDLE_MS + 1000} milliseconds'`);
    const res = await op.browser.request('GET', '/api/admin/users');
    expect(res.statusCode).toBe(401);
    expect((await op.browser.request('GET', '/api/admin/auth/me')).json().data).toBeNull();
  });

  it('refuses a password shorter than 12 characters and a duplicate e-mail', async () => {
    await expect(createAdminAccount(t.database.db, { email: 'short@ops.example.com', password: 'short', role: 'admin' })).rejects.toThrow(
      /12 characters/,
    );
    await expect(
      createAdminAccount(t.database.db, { email: 'FIRST@ops.example.com', password: 'long enough password', role: 'admin' }),
    ).rejects.toThrow(/already exists/);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    const [row] = await t.database.query<{ id: number }>('SELECT id FROM admin_audit_log LIMIT 1');
    await expect(t.database.query('UPDATE admin_audit_log SET action = $1 WHERE id = $2', ['forged', row!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.query('DELETE FROM admin_audit_log WHERE id = $1', [row!.id])).rejects.toThrow(/append-only/);
    await expect(t.database.query('TRUNCATE admin_audit_log')).rejects.toThrow(/append-only/);
    expect((await t.database.query<{ action: string }>('SELECT action FROM admin_audit_log WHERE id = $1', [row!.id]))[0]!.action).not.toBe(
      'forged',
    );
  });
});
