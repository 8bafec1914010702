import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminLogin, AdminLoginResult, AdminMe } from '../../../../core/api/admin-auth';
import type { Db } from '../../../db/create-db';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../audit/record';
import { adminAccounts } from './access.tables';
import { acceptTotp, checkCredentials, checkSecondFactor, issueRecoveryCodes } from './accounts.service';
import { newTotpSecret, totpEnrolment, verifyPassword } from './secrets';
import { sealTotpSecret } from './totp-secret';
import { presentAdmin, startAdminSession, updateAdminSession, type AdminContext } from './sessions.service';

const WRONG = 'E-mail, password or code is incorrect';

/** Sign-in: the answer never says which part was wrong; every outcome is in the audit log. */
export async function signInAdmin(db: Db, request: FastifyRequest, input: AdminLogin, previousCookie: string | undefined) {
  const check = await checkCredentials(db, input.email, input.password, input.code);
  const actor = { adminId: check.account?.id ?? null, adminEmail: check.account?.email ?? input.email.toLowerCase(), ip: request.ip };
  if (check.ok === 'need_code') return { result: { step: 'code' } satisfies AdminLoginResult, cookie: null };
  if (!check.ok) {
    await recordAudit(db, actor, {
      action: check.reason === 'locked' ? 'auth.locked' : 'auth.sign_in_failed',
      details: { reason: check.reason },
    });
    if (check.reason === 'locked') {
      const seconds = Math.max(1, Math.ceil((check.lockedUntil!.getTime() - Date.now()) / 1000));
      throw new AppError(
        'RATE_LIMIT_EXCEEDED',
        'Too many failed attempts: this account is locked for a while',
        { reason: 'account_locked', retryAfterSeconds: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
    throw new AppError('UNAUTHORIZED', WRONG);
  }
  const enrolled = !!check.account.totpEnabledAt;
  const { secret: cookie, session } = await startAdminSession(db, check.account, {
    previousCookie,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    secondFactor: enrolled,
  });
  await recordAudit(db, actor, { action: enrolled ? 'auth.sign_in' : 'auth.sign_in_enrolment' });
  const admin = presentAdmin({ account: check.account, session });
  const result: AdminLoginResult = enrolled ? { step: 'done', admin } : { step: 'enrol', admin };
  return { result, cookie };
}

/** A fresh secret for an operator who has not enrolled yet (re-running replaces the unconfirmed one). */
export async function beginTotpEnrolment(db: Db, ctx: AdminContext) {
  if (ctx.account.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already set up');
  const secret = newTotpSecret();
  await db
    .update(adminAccounts)
    .set({ totpSecret: sealTotpSecret(secret), totpLastStep: null })
    .where(eq(adminAccounts.id, ctx.account.id));
  return totpEnrolment(ctx.account.email, secret);
}

export async function finishTotpEnrolment(db: Db, request: FastifyRequest, ctx: AdminContext, code: string) {
  if (ctx.account.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already set up');
  if (!ctx.account.totpSecret) throw new AppError('CONFLICT', 'Start the set-up first');
  if (!(await acceptTotp(db, ctx.account, code)))
    throw new AppError('UNAUTHORIZED', 'That code did not match; check the time on your device');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(adminAccounts)
      .set({ totpEnabledAt: new Date() })
      .where(eq(adminAccounts.id, ctx.account.id))
      .returning();
    const recoveryCodes = await issueRecoveryCodes(tx, ctx.account.id);
    const session = await updateAdminSession(tx, ctx.session.id, { secondFactor: true, reauthAt: new Date() });
    await recordAudit(tx, { adminId: account!.id, adminEmail: account!.email, ip: request.ip }, { action: 'auth.totp_enabled' });
    return { recoveryCodes, admin: presentAdmin({ account: account!, session }) };
  });
}

/** Password and code again: destructive actions are allowed for ADMIN_REAUTH_MS afterwards. */
export async function reauthenticate(
  db: Db,
  request: FastifyRequest,
  ctx: AdminContext,
  input: { password: string; code: string },
): Promise<AdminMe> {
  const ok = (await verifyPassword(ctx.account.passwordHash, input.password)) && (await checkSecondFactor(db, ctx.account, input.code));
  const actor = { adminId: ctx.account.id, adminEmail: ctx.account.email, ip: request.ip };
  await recordAudit(db, actor, { action: ok ? 'auth.reauth' : 'auth.reauth_failed' });
  if (!ok) throw new AppError('UNAUTHORIZED', 'Password or code is incorrect');
  const session = await updateAdminSession(db, ctx.session.id, { reauthAt: new Date() });
  return presentAdmin({ account: ctx.account, session });
}
