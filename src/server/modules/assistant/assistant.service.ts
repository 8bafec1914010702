import type { z } from 'zod';
import type { AssistantEvent, CreateConversationBodySchema, Proposal, UpdateConversationBodySchema } from '../../../core/assistant/schema';
import { notFound } from '../../lib/app-error';
import { randomId } from '../../lib/secrets';
import { requireOwned, type TripsContext } from '../trips/trips.service';
import * as repo from './assistant.repository';
import { presentConversation, presentMessage } from './assistant.presenter';
import type { Brain } from './brain';
import { consumeAssistantMessage, usageMonth } from './quota';
import { attachInferredTrip } from './infer-trip';
import { toolContext } from './tool-context';

export interface AssistantContext {
  trips: TripsContext;
  brain: () => Brain;
}
const notFoundConversation = () => notFound('Conversation');

async function owned(ctx: AssistantContext, userId: string, id: string) {
  const row = await repo.findOwned(ctx.trips.db, userId, id);
  if (!row) throw notFoundConversation();
  return row;
}

/** A trip id given by the client must be the caller's own (404 otherwise, like any other id of someone else). */
async function checkTrip(ctx: AssistantContext, userId: string, itineraryId: string | null | undefined) {
  if (itineraryId) await requireOwned(ctx.trips, userId, itineraryId);
}

export async function listConversations(ctx: AssistantContext, userId: string, search?: string, itineraryId?: string) {
  return { items: (await repo.listOwned(ctx.trips.db, userId, search, itineraryId)).map(presentConversation) };
}

export async function createConversation(ctx: AssistantContext, userId: string, body: z.output<typeof CreateConversationBodySchema>) {
  await checkTrip(ctx, userId, body.itineraryId);
  const now = new Date();
  return presentConversation(
    await repo.insertConversation(ctx.trips.db, {
      id: randomId('cnv'),
      ownerId: userId,
      title: body.title ?? 'New conversation',
      itineraryId: body.itineraryId ?? null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

export async function getConversation(ctx: AssistantContext, userId: string, id: string) {
  const row = await owned(ctx, userId, id);
  return { conversation: presentConversation(row), messages: (await repo.messagesOf(ctx.trips.db, id)).map(presentMessage) };
}

export async function updateConversation(
  ctx: AssistantContext,
  userId: string,
  id: string,
  body: z.output<typeof UpdateConversationBodySchema>,
) {
  await owned(ctx, userId, id);
  await checkTrip(ctx, userId, body.itineraryId);
  const row = await repo.updateOwned(ctx.trips.db, userId, id, {
    ...(body.title ? { title: body.title } : {}),
    ...(body.itineraryId !== undefined ? { itineraryId: body.itineraryId } : {}),
  });
  if (!row) throw notFoundConversation();
  return presentConversation(row);
}

export async function deleteConversation(ctx: AssistantContext, userId: string, id: string) {
  if (!(await repo.deleteOwned(ctx.trips.db, userId, id))) throw notFoundConversation();
  return { id, deleted: true as const };
}

/** Everything that can fail before an answer streams: the conversation is the caller's, and the quota allows one more. */
export async function prepareSend(ctx: AssistantContext, userId: string, id: string) {
  const conversation = await owned(ctx, userId, id);
  await consumeAssistantMessage(ctx.trips.db, userId);
  return conversation;
}

/** The recent history a brain sees. */
const HISTORY = 12;
const titleFrom = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/**
 * Stores the user's message, lets the brain answer through the tools (scoped to this user and the conversation's
 * trip), streams tokens, and stores the answer: complete, or stopped when the client went away.
 */
export async function answer(
  ctx: AssistantContext,
  userId: string,
  conversation: Awaited<ReturnType<typeof prepareSend>>,
  text: string,
  retry: boolean,
  emit: (e: AssistantEvent) => void,
  signal: AbortSignal,
) {
  const db = ctx.trips.db;
  const history = await repo.recentMessages(db, conversation.id, HISTORY);
  const lastUser = retry
    ? ([...history].reverse().find((m) => m.role === 'user') ?? (await repo.lastUserMessage(db, conversation.id)))
    : null;
  const title = !history.length && conversation.title === 'New conversation' ? titleFrom(text) : undefined;
  // The question and the conversation's touch (and first title) are saved together.
  const userRow =
    lastUser ??
    (await db.transaction((tx) =>
      repo.insertMessage(
        tx,
        {
          id: randomId('msg'),
          conversationId: conversation.id,
          role: 'user',
          text,
          cards: [],
          proposals: [],
          tools: [],
          status: 'complete',
        },
        title,
      ),
    ));
  const brain = ctx.brain();
  emit({ type: 'start', userMessage: presentMessage(userRow), brain: brain.kind });
  const now = new Date();
  const inferred = conversation.itineraryId ? null : await attachInferredTrip(ctx.trips, userId, conversation.id, userRow.text, now);
  const tools = await toolContext(ctx.trips, userId, inferred?.id ?? conversation.itineraryId, now, signal);
  // Said first, so the user knows which plan the answer is about and where to change it.
  const about = inferred
    ? `_About your trip **${inferred.title.replace(/[*_`[\]\\]/g, '')}** (from your message; change it under About)._\n\n`
    : '';
  let streamed = '';
  const sink = {
    token: (t: string) => {
      streamed += t;
      if (!signal.aborted) emit({ type: 'token', text: t });
    },
    tool: (name: string) => emit({ type: 'tool', name }),
  };
  try {
    if (about) sink.token(about);
    const out = await brain.answer(
      { text: userRow.text, history: history.map((m) => ({ role: m.role, text: m.text })), ctx: tools, signal },
      sink,
    );
    // The answer, the conversation's touch and the tokens it cost are saved together.
    const row = await db.transaction(async (tx) => {
      if (out.usage) await repo.addTokens(tx, userId, usageMonth(new Date()), out.usage.inputTokens, out.usage.outputTokens);
      return repo.insertMessage(tx, {
        id: randomId('msg'),
        conversationId: conversation.id,
        role: 'assistant',
        text: about + out.text,
        cards: out.cards,
        proposals: out.proposals,
        tools: out.tools,
        status: signal.aborted ? 'stopped' : 'complete',
      });
    });
    return presentMessage(row);
  } catch (err) {
    if (signal.aborted) {
      const row = await repo.insertMessage(db, {
        id: randomId('msg'),
        conversationId: conversation.id,
        role: 'assistant',
        text: streamed,
        cards: [],
        proposals: [],
        tools: [],
        status: 'stopped',
      });
      return presentMessage(row);
    }
    throw err;
  }
}

/** Records Apply / Discard / Undo on a stored proposal (the edit itself went through PATCH /api/itineraries/:id). */
export async function setProposalState(
  ctx: AssistantContext,
  userId: string,
  id: string,
  proposalId: string,
  state: 'applied' | 'discarded' | 'undone',
  itineraryId?: string,
) {
  await owned(ctx, userId, id);
  for (const m of await repo.messagesOf(ctx.trips.db, id)) {
    const at = m.proposals.findIndex((p) => p.id === proposalId);
    if (at < 0) continue;
    const next: Proposal = { ...m.proposals[at]!, state } as Proposal;
    if (next.kind === 'trip' && itineraryId) {
      await requireOwned(ctx.trips, userId, itineraryId);
      next.itineraryId = itineraryId;
    }
    const proposals = m.proposals.map((p, i) => (i === at ? next : p));
    await repo.updateMessage(ctx.trips.db, m.id, { proposals });
    return next;
  }
  throw notFound('Proposal');
}
