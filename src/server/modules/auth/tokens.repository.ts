import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { userChanged } from '../../lib/invalidation-bus';
import { users, type UserRow } from '../users/users.table';
import { personalAccessTokens, type TokenRow } from './tokens.table';

export async function insertToken(db: DbOrTx, row: typeof personalAccessTokens.$inferInsert): Promise<TokenRow> {
  const [created] = await db.insert(personalAccessTokens).values(row).returning();
  return created!;
}

/** A usable token: not revoked, not expired, owner active. */
export async function findLiveToken(db: DbOrTx, tokenHash: string): Promise<{ token: TokenRow; user: UserRow } | null> {
  const query = prepared(db, 'auth_find_live_token', (d, name) =>
    d
      .select({ token: personalAccessTokens, user: users })
      .from(personalAccessTokens)
      .innerJoin(users, eq(users.id, personalAccessTokens.userId))
      .where(
        and(
          eq(personalAccessTokens.tokenHash, sql.placeholder('tokenHash')),
          isNull(personalAccessTokens.revokedAt),
          gt(personalAccessTokens.expiresAt, sql`now()`),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash });
  return row ?? null;
}

export async function touchToken(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(personalAccessTokens.id, id));
}

export async function listUserTokens(db: DbOrTx, userId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(desc(personalAccessTokens.createdAt));
}

export async function revokeUserToken(db: DbOrTx, userId: string, id: string): Promise<TokenRow | null> {
  const [row] = await db
    .update(personalAccessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(personalAccessTokens.userId, userId), eq(personalAccessTokens.id, id), isNull(personalAccessTokens.revokedAt)))
    .returning();
  userChanged(userId);
  return row ?? null;
}
