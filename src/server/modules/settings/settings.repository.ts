import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/create-db';

/** The built-in sign-in provider keeps its accounts in its own store: forget the person there too. */
export async function deleteLocalAccount(tx: Tx, subject: string): Promise<void> {
  await tx.execute(sql`DELETE FROM oidc_payloads WHERE model = 'BuiltinAccount' AND id = ${subject}`);
}
