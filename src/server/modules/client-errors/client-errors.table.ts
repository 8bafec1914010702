import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const clientErrors = pgTable('client_errors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url'),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  userAgent: text('user_agent'),
  userId: text('user_id'),
  requestId: text('request_id'),
  ipHash: text('ip_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ClientErrorRow = typeof clientErrors.$inferSelect;
