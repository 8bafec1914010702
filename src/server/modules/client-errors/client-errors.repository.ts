import type { DbOrTx } from '../../db/create-db';
import { clientErrors } from './client-errors.table';

export type NewClientError = typeof clientErrors.$inferInsert;

export async function insertClientError(db: DbOrTx, row: NewClientError): Promise<number> {
  const [created] = await db.insert(clientErrors).values(row).returning({ id: clientErrors.id });
  return created!.id;
}
