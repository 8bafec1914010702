import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Card, Proposal } from '../../../core/assistant/schema';
import { users } from '../users/users.table';

/** See migrations/0400_assistant.sql. */
export const assistantConversations = pgTable('assistant_conversations', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  itineraryId: text('itinerary_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ConversationRow = typeof assistantConversations.$inferSelect;

export const assistantMessages = pgTable('assistant_messages', {
  id: text('id').primaryKey(),
  conversationId: text('conversation_id')
    .notNull()
    .references(() => assistantConversations.id, { onDelete: 'cascade' }),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  role: text('role').$type<'user' | 'assistant'>().notNull(),
  text: text('text').notNull(),
  cards: jsonb('cards').$type<Card[]>().notNull(),
  proposals: jsonb('proposals').$type<Proposal[]>().notNull(),
  tools: jsonb('tools').$type<Array<{ name: string; input: Record<string, unknown> }>>().notNull(),
  status: text('status').$type<'complete' | 'stopped' | 'error'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MessageRow = typeof assistantMessages.$inferSelect;

export const assistantUsage = pgTable(
  'assistant_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    messages: integer('messages').notNull().default(0),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
