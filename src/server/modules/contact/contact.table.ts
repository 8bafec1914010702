import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'contact' | 'enterprise' | 'support'>().notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  topic: text('topic'),
  teamSize: text('team_size'),
  message: text('message').notNull(),
  status: text('status').$type<'new' | 'read' | 'closed'>().notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContactMessageRow = typeof contactMessages.$inferSelect;
