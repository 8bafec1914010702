import { z } from 'zod';
import { text } from '../api/input-rules';
import { CatalogPlaceSchema } from '../api/trip-catalog';
import { EditOpSchema } from '../api/trip-edits';

/** The assistant's wire shapes (issue 10): conversations, messages, cards, change proposals and stream events. */
export const ASSISTANT_MESSAGE_MAX = 4000;

export const ConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  itineraryId: z.string().nullable().describe('The trip this conversation is about (scopes every tool), or null'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const PlaceCardSchema = z.object({
  type: z.literal('place'),
  placeId: z.string(),
  name: z.string(),
  category: z.string(),
  destinationId: z.string(),
  description: z.string(),
  /** Local opening hours for the day asked about ("09:00–18:00", "closed"), or null when unknown. */
  hoursToday: z.string().nullable(),
  openNow: z.boolean().nullable(),
  /** The asked-about local time, when the question named one. */
  openAtAsked: z.boolean().nullable(),
  distanceKm: z.number().nullable(),
  /** A place of the conversation's trip cities: the card offers "Add to trip". */
  addable: z.boolean(),
});
export const TripCardSchema = z.object({
  type: z.literal('trip'),
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cities: z.array(z.string()),
});
export const CardSchema = z.discriminatedUnion('type', [PlaceCardSchema, TripCardSchema]);
export type Card = z.infer<typeof CardSchema>;
export type PlaceCard = z.infer<typeof PlaceCardSchema>;

const DiffItem = z.object({ itemId: z.string(), name: z.string(), day: z.number().int(), start: z.string(), end: z.string() });
const Where = z.object({ day: z.number().int(), start: z.string() });
export const ProposalDiffSchema = z.object({
  added: z.array(DiffItem),
  removed: z.array(DiffItem),
  moved: z.array(z.object({ itemId: z.string(), name: z.string(), from: Where, to: Where })),
});
export type ProposalDiff = z.infer<typeof ProposalDiffSchema>;

const ViolationOut = z.object({ message: z.string(), day: z.number().optional(), itemId: z.string().optional() });

/** A reviewable change to one trip: nothing is saved until the user applies it through the itinerary editor. */
export const EditProposalSchema = z.object({
  kind: z.literal('edit'),
  id: z.string(),
  itineraryId: z.string(),
  baseVersion: z.number().int(),
  summary: z.string(),
  ops: z.array(EditOpSchema).min(1),
  /** The ops that restore the touched days as they were (Undo after Apply). */
  undoOps: z.array(EditOpSchema),
  /** Catalog entries of the places the ops add (the browser's optimistic view needs them). */
  places: z.array(CatalogPlaceSchema),
  diff: ProposalDiffSchema,
  currency: z.string(),
  costBefore: z.number().int(),
  costAfter: z.number().int(),
  costDelta: z.number().int(),
  feasibleBefore: z.boolean(),
  feasibleAfter: z.boolean(),
  /** Violations the change introduces (the checker's words). */
  newViolations: z.array(ViolationOut),
  state: z.enum(['proposed', 'applied', 'discarded', 'undone']),
});
/** A new trip, planned by the engine and checked; Apply creates it through the generation endpoint. */
export const TripProposalSchema = z.object({
  kind: z.literal('trip'),
  id: z.string(),
  summary: z.string(),
  request: z.record(z.string(), z.unknown()),
  title: z.string(),
  startDate: z.string(),
  days: z.number().int(),
  cities: z.array(z.string()),
  currency: z.string(),
  total: z.number().int(),
  feasible: z.boolean(),
  itineraryId: z.string().nullable().describe('Set once applied'),
  state: z.enum(['proposed', 'applied', 'discarded', 'undone']),
});
export const ProposalSchema = z.discriminatedUnion('kind', [EditProposalSchema, TripProposalSchema]);
export type Proposal = z.infer<typeof ProposalSchema>;
export type EditProposal = z.infer<typeof EditProposalSchema>;
export type TripProposal = z.infer<typeof TripProposalSchema>;
export const ProposalStateSchema = z.enum(['applied', 'discarded', 'undone']);

export const ToolCallSchema = z.object({ name: z.string(), input: z.record(z.string(), z.unknown()) });
export const MessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  cards: z.array(CardSchema),
  proposals: z.array(ProposalSchema),
  tools: z.array(ToolCallSchema),
  status: z.enum(['complete', 'stopped', 'error']),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof MessageSchema>;

export const ConversationDetailSchema = z.object({ conversation: ConversationSchema, messages: z.array(MessageSchema) });

export const SendMessageBodySchema = z.object({
  text: text().trim().min(1, 'Write a message').max(ASSISTANT_MESSAGE_MAX),
  /** Retry: answer the last user message again instead of adding one. */
  retry: z.boolean().optional(),
});
export const CreateConversationBodySchema = z.object({
  title: text().trim().min(1).max(120).optional(),
  itineraryId: z.string().min(1).max(80).nullable().optional(),
});
export const UpdateConversationBodySchema = z.object({
  title: text().trim().min(1).max(120).optional(),
  itineraryId: z.string().min(1).max(80).nullable().optional(),
});

/** NDJSON events of POST /api/assistant/conversations/:id/messages (Accept: application/x-ndjson). */
export const AssistantEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), userMessage: MessageSchema, brain: z.enum(['built-in', 'model']) }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('tool'), name: z.string() }),
  z.object({ type: z.literal('done'), message: MessageSchema }),
  z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type AssistantEvent = z.infer<typeof AssistantEventSchema>;

export const AssistantQuotaSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.string(),
});
