import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); see migrations/0420_admin.sql. */
export const adminAuditLog = pgTable('admin_audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: text('admin_id'),
  adminEmail: text('admin_email'),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AuditRow = typeof adminAuditLog.$inferSelect;
