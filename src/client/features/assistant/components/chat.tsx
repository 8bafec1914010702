import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AssistantMessage } from '../../../../core/assistant/schema';
import { Button } from '../../../components/ui/button';
import { errorMessageForUser } from '../../../lib/api-error';
import { conversationKey, getConversation, sendMessage, setProposalState } from '../api/assistant-api';
import type { TripEditorPort } from '../lib/port';
import { AnswerCards } from './cards';
import { Markdown } from './markdown';
import { ProposalCard } from './proposal-card';

interface Props {
  conversationId: string | null;
  ensureConversation: () => Promise<string>;
  port: TripEditorPort | null;
  prompts: string[];
  compact?: boolean;
}

/** Messages, streamed answer (stop / retry / copy), suggested prompts and the message box. */
export function Chat({ conversationId, ensureConversation, port, prompts, compact }: Props) {
  const qc = useQueryClient();
  const boxId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [streamed, setStreamed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState('');
  const abort = useRef<AbortController | null>(null);
  const query = useQuery({
    queryKey: conversationKey(conversationId ?? ''),
    queryFn: () => getConversation(conversationId!),
    enabled: !!conversationId,
  });
  const messages = query.data?.messages ?? [];
  useEffect(() => () => abort.current?.abort(), []);

  /**
   * Shows the stored conversation. A first load that started while the answer was streaming (a new conversation)
   * would be reused by a plain invalidation and show the conversation without this answer: cancel it, then refetch.
   */
  async function reload(id: string) {
    await qc.cancelQueries({ queryKey: conversationKey(id) });
    await qc.invalidateQueries({ queryKey: conversationKey(id) });
  }

  async function send(text: string, retry = false) {
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    setStreamed('');
    setPending(retry ? null : text);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const id = conversationId ?? (await ensureConversation());
      let acc = '';
      const done = await sendMessage(id, text, {
        retry,
        signal: controller.signal,
        onEvent: (e) => {
          if (e.type === 'token') {
            acc += e.text;
            setStreamed(acc);
          }
        },
      });
      setDraft('');
      setLive(`Assistant: ${done.text}`);
      await reload(id);
      void qc.invalidateQueries({ queryKey: ['assistant', 'conversations'] });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') {
        setLive('Stopped.');
        if (conversationId) await reload(conversationId);
      } else setError(errorMessageForUser(e));
    } finally {
      setBusy(false);
      setPending(null);
      setStreamed('');
      abort.current = null;
      box.current?.focus();
    }
  }
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(draft);
    }
  };
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const record = (m: AssistantMessage) => (pid: string) => (state: 'applied' | 'discarded' | 'undone', itineraryId?: string) => {
    if (conversationId) void setProposalState(conversationId, pid, state, itineraryId).catch(() => undefined);
    void m;
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ol className={`flex-1 space-y-4 overflow-y-auto p-1 ${compact ? 'max-h-[60vh]' : ''}`} aria-label="Conversation">
        {messages.map((m) => (
          <li key={m.id} className={m.role === 'user' ? 'ml-auto max-w-[85%] rounded-2xl bg-primary/10 px-4 py-2' : 'max-w-full'}>
            <p className="sr-only">{m.role === 'user' ? 'You:' : 'Assistant:'}</p>
            {m.role === 'user' ? (
              <p className="whitespace-pre-wrap text-sm">{m.text}</p>
            ) : (
              <div>
                <Markdown text={m.text || (m.status === 'stopped' ? '(stopped)' : '')} />
                <AnswerCards cards={m.cards} canAdd={!!port} onAsk={(t) => void send(t)} />
                {m.proposals.map((p) => (
                  <ProposalCard key={p.id} proposal={p} port={port} onState={record(m)(p.id)} />
                ))}
                <div className="mt-1 flex gap-1">
                  <Button size="sm" variant="ghost" onClick={() => void navigator.clipboard?.writeText(m.text)}>
                    Copy<span className="sr-only"> this answer</span>
                  </Button>
                  {m.status === 'stopped' && <span className="self-center text-xs text-muted-foreground">Stopped</span>}
                </div>
              </div>
            )}
          </li>
        ))}
        {pending && (
          <li className="ml-auto max-w-[85%] rounded-2xl bg-primary/10 px-4 py-2">
            <p className="whitespace-pre-wrap text-sm">{pending}</p>
          </li>
        )}
        {busy && (
          <li aria-busy="true">
            <p className="whitespace-pre-wrap text-sm">{streamed || 'Thinking…'}</p>
          </li>
        )}
      </ol>
      {!messages.length && !busy && (
        <div className="my-3" role="group" aria-label="Suggested prompts">
          <p className="mb-2 text-sm text-muted-foreground">Try asking:</p>
          <div className="flex flex-wrap gap-2">
            {prompts.map((p) => (
              <Button key={p} size="sm" variant="outline" onClick={() => void send(p)}>
                {p}
              </Button>
            ))}
          </div>
        </div>
      )}
      {error && (
        <div role="alert" className="my-2 rounded-lg border border-destructive/50 p-2 text-sm text-destructive">
          {error}{' '}
          {lastUser && (
            <Button size="sm" variant="outline" onClick={() => void send(lastUser.text, true)}>
              Retry
            </Button>
          )}
        </div>
      )}
      <div aria-live="polite" className="sr-only">
        {live}
      </div>
      <form
        className="mt-2 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send(draft);
        }}
      >
        <div className="flex-1">
          <label htmlFor={boxId} className="mb-1 block text-sm font-medium">
            Message
          </label>
          <textarea
            id={boxId}
            ref={box}
            rows={2}
            value={draft}
            maxLength={4000}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
            className="w-full resize-y rounded-xl border border-input bg-background px-3 py-2 text-sm"
            aria-describedby={`${boxId}-hint`}
          />
          <p id={`${boxId}-hint`} className="text-xs text-muted-foreground">
            Enter sends, Shift+Enter starts a new line.
          </p>
        </div>
        {busy ? (
          <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!draft.trim()}>
            Send
          </Button>
        )}
      </form>
    </div>
  );
}
