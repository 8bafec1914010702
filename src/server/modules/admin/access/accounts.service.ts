import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_LOCKOUT_FAILURES,
  ADMIN_LOCKOUT_MS,
  ADMIN_PASSWORD_MIN,
  ADMIN_RECOVERY_CODES,
  type AdminRole,
} from '../../../../core/api/admin-auth';
import type { Db, DbOrTx } from '../../../db/create-db';
import { AppError } from '../../../lib/app-error';
import { hashSecret, randomId } from '../../../lib/secrets';
import { adminAccounts, adminRecoveryCodes, type AdminAccountRow } from './access.tables';
import { burnPasswordCheck, hashPassword, newRecoveryCode, totpStepOf, verifyPassword } from './secrets';
import { openTotpSecret } from './totp-secret';

export interface NewAdmin {
  email: string;
  password: string;
  role: AdminRole;
}

/** `npm run admin:create` and the first-start bootstrap both come here; there is no default account. */
export async function createAdminAccount(db: DbOrTx, input: NewAdmin): Promise<AdminAccountRow> {
  if (input.password.length < ADMIN_PASSWORD_MIN)
    throw new AppError('VALIDATION_FAILED', `The password needs at least ${ADMIN_PASSWORD_MIN} characters`);
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw new AppError('VALIDATION_FAILED', 'Give a valid e-mail address');
  const [row] = await db
    .insert(adminAccounts)
    .values({ id: randomId('adm'), email: input.email.toLowerCase(), passwordHash: await hashPassword(input.password), role: input.role })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'An operator with this e-mail already exists');
  return row;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD create the first operator once, only while no operator exists. */
export async function bootstrapAdminFromEnv(db: Db, env: { ADMIN_EMAIL?: string | undefined; ADMIN_PASSWORD?: string | undefined }) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return null;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(adminAccounts);
  if (n > 0) return null;
  return createAdminAccount(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 'admin' });
}

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(adminAccounts)
    .where(sql`lower(${adminAccounts.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findAdmin(db: DbOrTx, id: string) {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id));
  return row ?? null;
}

export type CredentialCheck =
  | { ok: true; account: AdminAccountRow }
  | { ok: false; reason: 'unknown' | 'password' | 'code' | 'locked'; account: AdminAccountRow | null; lockedUntil?: Date };

/**
 * Password and (when enrolled) a TOTP or recovery code. Each wrong password or code counts one failure;
 * ADMIN_LOCKOUT_FAILURES in a row lock the account for ADMIN_LOCKOUT_MS, and a locked account refuses even
 * correct credentials. `code: undefined` with a right password asks for the code without counting a failure.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  code: string | undefined,
): Promise<CredentialCheck | { ok: 'need_code'; account: AdminAccountRow }> {
  const account = await findAdminByEmail(db, email);
  if (!account) {
    await burnPasswordCheck(password);
    return { ok: false, reason: 'unknown', account: null };
  }
  if (account.lockedUntil && account.lockedUntil > new Date())
    return { ok: false, reason: 'locked', account, lockedUntil: account.lockedUntil };
  if (!(await verifyPassword(account.passwordHash, password))) return recordFailure(db, account, 'password');
  if (account.totpEnabledAt) {
    if (code === undefined) return { ok: 'need_code', account };
    if (!(await checkSecondFactor(db, account, code))) return recordFailure(db, account, 'code');
  }
  const [fresh] = await db
    .update(adminAccounts)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(adminAccounts.id, account.id))
    .returning();
  return { ok: true, account: fresh! };
}

async function recordFailure(db: Db, account: AdminAccountRow, reason: 'password' | 'code'): Promise<CredentialCheck> {
  // One atomic statement: concurrent failures each count, and the one reaching the limit sets the lock.
  const lockFor = `${ADMIN_LOCKOUT_MS} milliseconds`;
  const reaches = sql`${adminAccounts.failedAttempts} + 1 >= ${ADMIN_LOCKOUT_FAILURES}`;
  const [row] = await db
    .update(adminAccounts)
    .set({
      failedAttempts: sql`CASE WHEN ${reaches} THEN 0 ELSE ${adminAccounts.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reaches} THEN now() + ${lockFor}::interval ELSE ${adminAccounts.lockedUntil} END`,
    })
    .where(eq(adminAccounts.id, account.id))
    .returning();
  const lockedUntil = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : undefined;
  return lockedUntil ? { ok: false, reason: 'locked', account, lockedUntil } : { ok: false, reason, account };
}

/** A current TOTP code, or an unused recovery code (spent by this call). */
export async function checkSecondFactor(db: DbOrTx, account: AdminAccountRow, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) return acceptTotp(db, account, code);
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(adminRecoveryCodes.adminId, account.id), eq(adminRecoveryCodes.codeHash, hashSecret(code)), isNull(adminRecoveryCodes.usedAt)),
    )
    .returning();
  return spent.length === 1;
}

/** Replaces the operator's recovery codes; the plain codes are answered once and only their hashes kept. */
export async function issueRecoveryCodes(db: DbOrTx, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: ADMIN_RECOVERY_CODES }, newRecoveryCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codes.map((c) => ({ adminId, codeHash: hashSecret(c) })));
  return codes;
}

/**
 * A TOTP code counts once: its time step must be later than the last one accepted for this operator, claimed in
 * one conditional UPDATE, so the same code (or an older one) replayed within its window is refused.
 */
export async function acceptTotp(db: DbOrTx, account: AdminAccountRow, code: string): Promise<boolean> {
  const secret = account.totpSecret ? openTotpSecret(account.totpSecret) : null;
  const step = secret ? totpStepOf(secret, code) : null;
  if (step === null) return false;
  const claimed = await db
    .update(adminAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(adminAccounts.id, account.id), sql`(${adminAccounts.totpLastStep} IS NULL OR ${adminAccounts.totpLastStep} < ${step})`))
    .returning({ id: adminAccounts.id });
  return claimed.length === 1;
}
