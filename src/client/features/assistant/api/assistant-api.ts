import * as E from '../../../../core/api/assistant.endpoints';
import { AssistantEventSchema, type AssistantEvent, type AssistantMessage } from '../../../../core/assistant/schema';
import { ApiError, callApi, normalizeApiError } from '../../../lib/api-client';
import { authHeaders } from '../../../lib/auth-token';
import { readLines } from '../../../lib/ndjson';

export const conversationsKey = (search = '') => ['assistant', 'conversations', search] as const;
export const conversationKey = (id: string) => ['assistant', 'conversation', id] as const;

export const listConversations = (search?: string, itineraryId?: string) =>
  callApi(E.ListConversations, { query: { ...(search ? { search } : {}), ...(itineraryId ? { itineraryId } : {}) } });
export const createConversation = (itineraryId: string | null) => callApi(E.CreateConversation, { body: { itineraryId } });
export const getConversation = (id: string) => callApi(E.GetConversation, { params: { id } });
export const updateConversation = (id: string, body: { title?: string; itineraryId?: string | null }) =>
  callApi(E.UpdateConversation, { params: { id }, body });
export const deleteConversation = (id: string) => callApi(E.DeleteConversation, { params: { id } });
export const setProposalState = (id: string, proposalId: string, state: 'applied' | 'discarded' | 'undone', itineraryId?: string) =>
  callApi(E.SetProposalState, { params: { id, proposalId }, body: { state, ...(itineraryId ? { itineraryId } : {}) } });

/**
 * Sends a message and reads the answer as NDJSON events (raw fetch: the body is read line by line). Errors before
 * the stream starts (quota, rate limit, validation, 404) are envelopes; aborting the signal stops the answer.
 */
export async function sendMessage(
  id: string,
  text: string,
  options: { retry?: boolean; signal?: AbortSignal; onEvent: (e: AssistantEvent) => void },
): Promise<AssistantMessage> {
  const url = E.SendAssistantMessage.path.replace(':id', encodeURIComponent(id));
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      signal: options.signal,
      headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json', ...authHeaders() },
      body: JSON.stringify({ text, ...(options.retry ? { retry: true } : {}) }),
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw normalizeApiError(err, { url, method: 'POST' });
  }
  if (!res.ok || !res.body) {
    const body = await res.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      /* plain text */
    }
    throw normalizeApiError(json ?? body, { status: res.status, url, method: 'POST' });
  }
  for await (const line of readLines(res.body)) {
    let parsed;
    try {
      parsed = AssistantEventSchema.safeParse(JSON.parse(line));
    } catch {
      continue;
    }
    if (!parsed.success) continue;
    options.onEvent(parsed.data);
    if (parsed.data.type === 'done') return parsed.data.message;
    if (parsed.data.type === 'error') throw new ApiError(parsed.data.error.message, { code: parsed.data.error.code, url, method: 'POST' });
  }
  throw new ApiError('The connection closed before the answer was complete. Try again.', { code: 'STREAM_ENDED', url, method: 'POST' });
}
