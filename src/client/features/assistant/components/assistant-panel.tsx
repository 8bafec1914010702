import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { conversationsKey, createConversation, listConversations } from '../api/assistant-api';
import { SUGGESTED_PROMPTS_TRIP, type TripEditorPort } from '../lib/port';

// The chat (its composer, message list and markdown) is not part of the itinerary's first render: fetched when the
// browser is idle after it, or when the panel opens, whichever comes first.
const loadChat = () => import('./chat');
const Chat = lazy(() => loadChat().then((m) => ({ default: m.Chat })));

/** Focuses the composer once the chat has mounted (it may arrive after the panel opened). */
function FocusComposer({ panel }: { panel: React.RefObject<HTMLElement | null> }) {
  useEffect(() => panel.current?.querySelector('textarea')?.focus(), [panel]);
  return null;
}

/** The assistant beside an itinerary, scoped to it; applies through the page's editor (port). */
export function AssistantPanel({ port }: { port: TripEditorPort }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const qc = useQueryClient();
  // This trip's own conversation (its newest), never the newest conversation overall.
  const list = useQuery({
    queryKey: [...conversationsKey(''), 'trip', port.itineraryId],
    queryFn: () => listConversations(undefined, port.itineraryId),
    enabled: open,
  });
  const [created, setCreated] = useState<string | null>(null);
  const existing = list.data?.items[0]?.id ?? null;
  const id = created ?? existing;
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void loadChat(), { timeout: 10_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('[role="dialog"]')) {
        setOpen(false);
        requestAnimationFrame(() => toggle.current?.focus());
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const ensure = async () => {
    const made = await createConversation(port.itineraryId);
    setCreated(made.id);
    void qc.invalidateQueries({ queryKey: ['assistant', 'conversations'] });
    return made.id;
  };
  return (
    <>
      <Button
        ref={toggle}
        className="fixed bottom-4 right-4 z-30 shadow-lg print:hidden"
        aria-expanded={open}
        aria-controls="assistant-panel"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? 'Close assistant' : 'Ask the assistant'}
      </Button>
      {open && (
        <aside
          id="assistant-panel"
          ref={panel}
          aria-label="Travel assistant"
          className={
            'fixed inset-x-0 bottom-0 top-16 z-20 flex flex-col border-l border-border ' +
            'bg-background p-4 pb-20 shadow-2xl sm:left-auto sm:w-[28rem]'
          }
        >
          <h2 className="text-lg font-semibold">Travel assistant</h2>
          <p className="text-xs text-muted-foreground">About this trip. Changes are proposals: nothing is saved until you apply.</p>
          {list.isSuccess && (
            <Suspense fallback={<p className="mt-4 text-sm text-muted-foreground">Loading the assistant…</p>}>
              <Chat conversationId={id} ensureConversation={ensure} port={port} prompts={SUGGESTED_PROMPTS_TRIP} compact />
              <FocusComposer panel={panel} />
            </Suspense>
          )}
        </aside>
      )}
    </>
  );
}
