import { asc, eq, inArray } from 'drizzle-orm';
import { registerAccountData } from '../settings/account-data';
import { assistantConversations, assistantMessages } from './assistant.table';

// "Export my data" includes every assistant conversation with its messages, cards, tool calls and proposals. Rows
// reference users(id) ON DELETE CASCADE (messages cascade from conversations), so account deletion erases them.
registerAccountData({
  name: 'assistantConversations',
  export: async (db, userId) => {
    const convs = await db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.ownerId, userId))
      .orderBy(asc(assistantConversations.createdAt));
    const msgs = convs.length
      ? await db
          .select()
          .from(assistantMessages)
          .where(
            inArray(
              assistantMessages.conversationId,
              convs.map((c) => c.id),
            ),
          )
          .orderBy(asc(assistantMessages.seq))
      : [];
    return convs.map((c) => ({
      id: c.id,
      title: c.title,
      itineraryId: c.itineraryId,
      createdAt: c.createdAt,
      messages: msgs.filter((m) => m.conversationId === c.id).map(({ seq: _s, conversationId: _c, ...m }) => m),
    }));
  },
});
