import { z } from 'zod';
import {
  AssistantQuotaSchema,
  ConversationDetailSchema,
  ConversationSchema,
  CreateConversationBodySchema,
  MessageSchema,
  ProposalSchema,
  ProposalStateSchema,
  SendMessageBodySchema,
  UpdateConversationBodySchema,
} from '../assistant/schema';
import { defineEndpoint } from './endpoint';
import { IdParamsSchema, ResourceIdSchema, text } from './input-rules';

// The AI travel assistant (issue 10). Every conversation belongs to one user; another user's id answers 404.
const ListQuery = z.object({
  search: text().trim().max(100).optional(),
  itineraryId: ResourceIdSchema.optional().describe('Only the conversations about this trip (the itinerary side panel)'),
});
const ProposalParams = z.object({ id: ResourceIdSchema, proposalId: ResourceIdSchema });

export const ListConversations = defineEndpoint({
  method: 'GET',
  path: '/api/assistant/conversations',
  summary: 'My assistant conversations, newest first (search in titles, or only those about one trip)',
  query: ListQuery,
  response: z.object({ items: z.array(ConversationSchema) }),
});
export const CreateConversation = defineEndpoint({
  method: 'POST',
  path: '/api/assistant/conversations',
  summary: 'Start a conversation, optionally about one of my trips',
  body: CreateConversationBodySchema,
  response: ConversationSchema,
  status: 201,
});
export const GetConversation = defineEndpoint({
  method: 'GET',
  path: '/api/assistant/conversations/:id',
  summary: 'A conversation with its messages, cards and proposals',
  params: IdParamsSchema,
  response: ConversationDetailSchema,
});
export const UpdateConversation = defineEndpoint({
  method: 'PATCH',
  path: '/api/assistant/conversations/:id',
  summary: 'Rename a conversation or change the trip it is about',
  params: IdParamsSchema,
  body: UpdateConversationBodySchema,
  response: ConversationSchema,
});
export const DeleteConversation = defineEndpoint({
  method: 'DELETE',
  path: '/api/assistant/conversations/:id',
  summary: 'Delete a conversation and its messages',
  params: IdParamsSchema,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});
export const SendAssistantMessage = defineEndpoint({
  method: 'POST',
  path: '/api/assistant/conversations/:id/messages',
  summary:
    'Ask the assistant. With Accept: application/x-ndjson the answer streams as ' +
    'events (start, token, tool, done, error); otherwise the finished answer',
  params: IdParamsSchema,
  body: SendMessageBodySchema,
  response: MessageSchema,
  errors: ['QUOTA_EXCEEDED'],
});
export const SetProposalState = defineEndpoint({
  method: 'POST',
  path: '/api/assistant/conversations/:id/proposals/:proposalId/state',
  summary: 'Record that a proposal was applied, discarded or undone (the edit itself goes through PATCH /api/itineraries/:id)',
  params: ProposalParams,
  body: z.object({ state: ProposalStateSchema, itineraryId: ResourceIdSchema.optional() }),
  response: ProposalSchema,
});
export const GetAssistantQuota = defineEndpoint({
  method: 'GET',
  path: '/api/assistant/quota',
  summary: 'My assistant messages this month',
  response: AssistantQuotaSchema,
});
