import type { AssistantMessage, Conversation } from '../../../core/assistant/schema';
import type { ConversationRow, MessageRow } from './assistant.table';

export function presentConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    itineraryId: row.itineraryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    cards: row.cards,
    proposals: row.proposals,
    tools: row.tools,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
