import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { billingAudit, billingEmails } from './billing.tables';

/** Every money write adds one audit row in the same transaction. */
export async function audit(db: DbOrTx, userId: string | null, action: string, details: Record<string, unknown> = {}) {
  await db.insert(billingAudit).values({ userId, action, details });
}

/** There is no mail server: e-mails billing would send are logged in billing_emails. */
export async function logEmail(db: DbOrTx, userId: string, kind: string, subject: string, body: string) {
  await db.insert(billingEmails).values({ userId, kind, subject, body });
}

export async function nextInvoiceNumber(db: DbOrTx, now: Date): Promise<string> {
  const result = (await db.execute(sql`SELECT nextval('invoice_number_seq') AS n`)) as unknown as { rows: Array<{ n: string | number }> };
  return `WF-${now.getUTCFullYear()}-${String(result.rows[0]!.n).padStart(6, '0')}`;
}
