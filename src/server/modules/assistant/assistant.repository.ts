import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db';
import { assistantConversations, assistantMessages, assistantUsage, type ConversationRow, type MessageRow } from './assistant.table';

export async function insertConversation(db: DbOrTx, values: typeof assistantConversations.$inferInsert): Promise<ConversationRow> {
  const [row] = await db.insert(assistantConversations).values(values).returning();
  return row!;
}

/** Only the owner's: any other id (someone else's, or none) is simply not found. */
export async function findOwned(db: DbOrTx, ownerId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

export function listOwned(db: DbOrTx, ownerId: string, search: string | undefined, itineraryId?: string) {
  const where = and(
    eq(assistantConversations.ownerId, ownerId),
    search ? ilike(assistantConversations.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    itineraryId ? eq(assistantConversations.itineraryId, itineraryId) : undefined,
  );
  return db.select().from(assistantConversations).where(where).orderBy(desc(assistantConversations.updatedAt)).limit(200);
}

export async function updateOwned(db: DbOrTx, ownerId: string, id: string, patch: Partial<Pick<ConversationRow, 'title' | 'itineraryId'>>) {
  const [row] = await db
    .update(assistantConversations)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

export async function deleteOwned(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.ownerId, ownerId)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

export function messagesOf(db: DbOrTx, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.seq));
}

/** The last `limit` messages, oldest first (a message needs only the recent history, not the whole conversation). */
export async function recentMessages(db: DbOrTx, conversationId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** The conversation's last user message (a retry whose question is older than the recent history). */
export async function lastUserMessage(db: DbOrTx, conversationId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.role, 'user')))
    .orderBy(desc(assistantMessages.seq))
    .limit(1);
  return row ?? null;
}

/** Stores a message and touches its conversation (listed newest first), giving it a title when `title` is set. */
export async function insertMessage(
  db: DbOrTx,
  values: Omit<typeof assistantMessages.$inferInsert, 'seq'>,
  title?: string,
): Promise<MessageRow> {
  const [row] = await db.insert(assistantMessages).values(values).returning();
  await db
    .update(assistantConversations)
    .set({ updatedAt: new Date(), ...(title ? { title } : {}) })
    .where(eq(assistantConversations.id, values.conversationId));
  return row!;
}

export async function updateMessage(db: DbOrTx, id: string, patch: Partial<Pick<MessageRow, 'proposals'>>) {
  await db.update(assistantMessages).set(patch).where(eq(assistantMessages.id, id));
}

/** One atomic upsert: counts the message only while under the limit; null when the limit is reached. */
export async function addTokens(db: DbOrTx, userId: string, month: string, input: number, output: number) {
  await db
    .insert(assistantUsage)
    .values({ userId, month, messages: 0, inputTokens: input, outputTokens: output })
    .onConflictDoUpdate({
      target: [assistantUsage.userId, assistantUsage.month],
      set: { inputTokens: sql`${assistantUsage.inputTokens} + ${input}`, outputTokens: sql`${assistantUsage.outputTokens} + ${output}` },
    });
}
