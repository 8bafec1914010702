import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { userChanged } from '../../lib/invalidation-bus';
import { users, type UserRow } from '../users/users.table';
import { authTransactions, sessions, type AuthTransactionRow, type SessionRow } from './sessions.table';

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

/** The live session for a cookie: not past its absolute end, not idle too long, owner active. */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: string,
  idleSince: Date,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const query = prepared(db, 'auth_find_live_session', (d, name) =>
    d
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`${sql.placeholder('idleSince')}::timestamptz`),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash, idleSince: idleSince.toISOString() });
  return row ?? null;
}

export async function touchSession(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
}

export async function listUserSessions(db: DbOrTx, userId: string, idleSince: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSession(db: DbOrTx, userId: string, id: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  userChanged(userId);
  return rows.length;
}

export async function deleteAllUserSessions(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  userChanged(userId);
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
  await db.delete(authTransactions).where(lt(authTransactions.expiresAt, sql`now()`));
}

export async function insertAuthTransaction(db: DbOrTx, row: typeof authTransactions.$inferInsert): Promise<void> {
  await db.insert(authTransactions).values(row);
}

/** Deleting while reading makes a transaction single-use: a replayed callback finds nothing. */
export async function takeAuthTransaction(db: DbOrTx, idHash: string): Promise<AuthTransactionRow | null> {
  const [row] = await db
    .delete(authTransactions)
    .where(and(eq(authTransactions.idHash, idHash), gt(authTransactions.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}
