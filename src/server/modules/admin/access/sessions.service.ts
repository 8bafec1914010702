import { and, eq, gt, lt, or } from 'drizzle-orm';
import { ADMIN_REAUTH_MS, ADMIN_SESSION_ABSOLUTE_MS, ADMIN_SESSION_IDLE_MS, type AdminMe } from '../../../../core/api/admin-auth';
import type { Db, DbOrTx } from '../../../db/create-db';
import { hashSecret, randomId, randomSecret } from '../../../lib/secrets';
import { adminAccounts, adminSessions, type AdminAccountRow, type AdminSessionRow } from './access.tables';

export interface AdminContext {
  account: AdminAccountRow;
  session: AdminSessionRow;
}

const idleSince = () => new Date(Date.now() - ADMIN_SESSION_IDLE_MS);

/** A new session (the cookie value is its only copy); the one the browser came with, if any, ends. */
export async function startAdminSession(
  db: Db,
  account: AdminAccountRow,
  opts: { previousCookie: string | undefined; ip: string; userAgent: string | undefined; secondFactor: boolean },
) {
  const secret = randomSecret();
  const session = await db.transaction(async (tx) => {
    if (opts.previousCookie) await tx.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSecret(opts.previousCookie)));
    await tx.delete(adminSessions).where(or(lt(adminSessions.lastSeenAt, idleSince()), lt(adminSessions.expiresAt, new Date())));
    const [row] = await tx
      .insert(adminSessions)
      .values({
        id: randomId('ads'),
        tokenHash: hashSecret(secret),
        adminId: account.id,
        secondFactor: opts.secondFactor,
        ip: opts.ip,
        userAgent: opts.userAgent?.slice(0, 300) ?? null,
        expiresAt: new Date(Date.now() + ADMIN_SESSION_ABSOLUTE_MS),
      })
      .returning();
    return row!;
  });
  return { secret, session };
}

/** The live session of a cookie; every use slides the idle timeout (admin traffic is light). */
export async function resolveAdminSession(db: Db, cookie: string): Promise<AdminContext | null> {
  const [found] = await db
    .update(adminSessions)
    .set({ lastSeenAt: new Date() })
    .where(
      and(
        eq(adminSessions.tokenHash, hashSecret(cookie)),
        gt(adminSessions.lastSeenAt, idleSince()),
        gt(adminSessions.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!found) return null;
  const [account] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, found.adminId));
  return account ? { account, session: found } : null;
}

export async function endAdminSession(db: DbOrTx, cookie: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSecret(cookie)));
}

export async function updateAdminSession(db: DbOrTx, id: string, values: Partial<Pick<AdminSessionRow, 'secondFactor' | 'reauthAt'>>) {
  const [row] = await db.update(adminSessions).set(values).where(eq(adminSessions.id, id)).returning();
  return row!;
}

export const reauthFresh = (session: AdminSessionRow) => !!session.reauthAt && Date.now() - session.reauthAt.getTime() < ADMIN_REAUTH_MS;

export function presentAdmin(ctx: AdminContext): AdminMe {
  const { account, session } = ctx;
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    secondFactor: session.secondFactor,
    reauthUntil: reauthFresh(session) ? new Date(session.reauthAt!.getTime() + ADMIN_REAUTH_MS).toISOString() : null,
    idleTimeoutSeconds: ADMIN_SESSION_IDLE_MS / 1000,
  };
}
