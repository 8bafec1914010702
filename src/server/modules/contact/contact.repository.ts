import type { DbOrTx } from '../../db/create-db';
import { contactMessages, type ContactMessageRow } from './contact.table';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(db: DbOrTx, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}
