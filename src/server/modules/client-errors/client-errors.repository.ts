import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { clientErrors } from './client-errors.table';

export type NewClientError = typeof clientErrors.$inferInsert;

export async function insertClientError(db: DbOrTx, row: NewClientError): Promise<number> {
  const [created] = await db.insert(clientErrors).values(row).returning({ id: clientErrors.id });
  return created!.id;
}

/** The reports one person sent while signed in (for "export my data"). */
export function listForUser(db: DbOrTx, userId: string) {
  return db
    .select({ message: clientErrors.message, url: clientErrors.url, createdAt: clientErrors.createdAt })
    .from(clientErrors)
    .where(eq(clientErrors.userId, userId));
}

/** Keeps the reports (they describe the product, not the person) but detaches them from the account. */
export async function detachUser(db: DbOrTx, userId: string): Promise<void> {
  await db.update(clientErrors).set({ userId: null }).where(eq(clientErrors.userId, userId));
}
