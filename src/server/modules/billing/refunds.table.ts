import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProviderName } from './billing.tables';

/** Refunds operators made (migrations 0460_admin_operations.sql, 0540_refund_status.sql). Amounts in integer minor units. */
export const invoiceRefunds = pgTable('invoice_refunds', {
  id: text('id').primaryKey(),
  invoiceId: text('invoice_id').notNull(),
  userId: text('user_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  provider: text('provider').$type<ProviderName>().notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  adminId: text('admin_id'),
  /** Pending from before the provider is asked until its answer (migration 0540_refund_status.sql). */
  status: text('status').$type<'pending' | 'succeeded'>().notNull().default('succeeded'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RefundRow = typeof invoiceRefunds.$inferSelect;
