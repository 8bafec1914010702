import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { userChanged } from '../../lib/invalidation-bus';
import { users, type UserRow } from './users.table';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByIdentity(db: DbOrTx, provider: string, subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.provider, provider), eq(users.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** Null when the identity already exists (two first sign-ins racing): the caller re-reads. */
export async function insertUser(db: DbOrTx, row: NewUser): Promise<UserRow | null> {
  const [created] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: [users.provider, users.subject] })
    .returning();
  return created ?? null;
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<Omit<NewUser, 'id'>>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  userChanged(id);
  return row ?? null;
}

/** Reads the row for update so concurrent preference writes merge instead of overwriting each other. */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  userChanged(id);
  return rows.length > 0;
}
