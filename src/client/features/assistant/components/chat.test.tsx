// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { routeRelativeFetchTo, sendJson, startTestServer } from '../../../lib/test-http-server';
import { Chat } from './chat';

const at = '2026-11-26T10:00:00.000Z';
const message = (id: string, role: 'user' | 'assistant', text: string) => ({
  id,
  role,
  text,
  cards: [],
  proposals: [],
  tools: [],
  status: 'complete',
  createdAt: at,
});
const user = message('msg_u', 'user', 'what is open on Monday?');
const reply = message('msg_a', 'assistant', 'Most museums close on Mondays.');
const conversation = { id: 'cnv_1', title: 'New conversation', itineraryId: null, createdAt: at, updatedAt: at };
let stored: Array<typeof user> = [];
let releaseFirstLoad: (() => void) | null = null;
let heldFirstLoad = false;
let server: Awaited<ReturnType<typeof startTestServer>>;
let restore: () => void;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/assistant/conversations')
      return sendJson(res, 201, { success: true, data: conversation });
    if (req.method === 'GET' && req.url === '/api/assistant/conversations/cnv_1') {
      // The first load starts while the answer streams and comes back only after it ended, with what was stored then.
      const snapshot = [...stored];
      const answer = () => sendJson(res, 200, { success: true, data: { ...conversation, messages: snapshot } });
      if (!heldFirstLoad) {
        heldFirstLoad = true;
        releaseFirstLoad = answer;
      } else answer();
      return;
    }
    if (req.method === 'POST' && req.url === '/api/assistant/conversations/cnv_1/messages') {
      stored = [user];
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.write(`${JSON.stringify({ type: 'start', userMessage: user, brain: 'builtin' })}\n`);
      setTimeout(() => {
        stored = [user, reply];
        res.end(`${JSON.stringify({ type: 'token', text: reply.text })}\n${JSON.stringify({ type: 'done', message: reply })}\n`);
        setTimeout(() => releaseFirstLoad?.(), 50);
      }, 150);
      return;
    }
    sendJson(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  restore = routeRelativeFetchTo(server.origin);
});
afterEach(cleanup);
afterAll(async () => {
  restore();
  await server.close();
});

it('shows the stored answer even when the first load of a new conversation was still on its way', async () => {
  let id: string | null = null;
  const ensure = async () => {
    const res = await fetch('/api/assistant/conversations', { method: 'POST', body: '{}' });
    id = ((await res.json()) as { data: { id: string } }).data.id;
    view.rerender(
      <QueryClientProvider client={client}>
        <Chat conversationId={id} ensureConversation={ensure} port={null} prompts={[]} />
      </QueryClientProvider>,
    );
    return id;
  };
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Chat conversationId={id} ensureConversation={ensure} port={null} prompts={[]} />
    </QueryClientProvider>,
  );
  const box = screen.getByLabelText('Message', { exact: true });
  fireEvent.change(box, { target: { value: user.text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  const list = screen.getByRole('list', { name: 'Conversation' });
  // The stored answer (with its Copy button), not the streamed text that stands in for it while it arrives.
  expect(await within(list).findByRole('button', { name: 'Copy this answer' }, { timeout: 5000 })).toBeTruthy();
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([`You:${user.text}`, `Assistant:${reply.text}Copy this answer`]);
});
