import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { conversationsKey, createConversation, listConversations } from '../api/assistant-api';
import { SUGGESTED_PROMPTS_TRIP, type TripEditorPort } from '../lib/port';
import { Chat } from './chat';

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
    if (open) panel.current?.querySelector('textarea')?.focus();
  }, [open, list.isSuccess]);
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
          {list.isSuccess && <Chat conversationId={id} ensureConversation={ensure} port={port} prompts={SUGGESTED_PROMPTS_TRIP} compact />}
        </aside>
      )}
    </>
  );
}
