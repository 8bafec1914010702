import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { ListItineraries } from '../../../../core/api/trips.endpoints';
import { Button } from '../../../components/ui/button';
import { callApi } from '../../../lib/api-client';
import { conversationsKey, createConversation, deleteConversation, listConversations, updateConversation } from '../api/assistant-api';
import { SUGGESTED_PROMPTS, SUGGESTED_PROMPTS_TRIP, tripLabel, type TripEditorPort } from '../lib/port';
import { Chat } from './chat';

/** Mounts the itinerary editor for a trip and reports its port (null while loading); renders only its dialogs. */
export type EditorHost = ComponentType<{ itineraryId: string; onPort: (port: TripEditorPort | null) => void }>;

/** /travel-assistant: conversations (new, rename, delete, search), the trip picker and the chat. */
export function AssistantScreen({ EditorHost }: { EditorHost: EditorHost }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [tripId, setTripId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  // The chat remounts only when the user picks another conversation, not when its first message creates one.
  const [chatKey, setChatKey] = useState('new');
  const [port, setPort] = useState<TripEditorPort | null>(null);
  const open = (id: string | null) => {
    setSelected(id);
    setChatKey(id ?? `new-${Date.now()}`);
  };
  const list = useQuery({ queryKey: conversationsKey(search), queryFn: () => listConversations(search || undefined) });
  const trips = useQuery({ queryKey: ['assistant', 'trips'], queryFn: () => callApi(ListItineraries, { query: { limit: 50 } }) });
  const conversation = list.data?.items.find((c) => c.id === selected) ?? null;
  const about = conversation ? conversation.itineraryId : tripId;
  const refresh = () => qc.invalidateQueries({ queryKey: ['assistant', 'conversations'] });

  const ensure = async () => {
    const made = await createConversation(about);
    setSelected(made.id);
    await refresh();
    return made.id;
  };
  const pickTrip = async (id: string | null) => {
    if (conversation) {
      await updateConversation(conversation.id, { itineraryId: id });
      await refresh();
    } else setTripId(id);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Conversations" className="space-y-3">
        <Button
          className="w-full"
          onClick={() => {
            open(null);
            setTripId(null);
          }}
        >
          New conversation
        </Button>
        <label className="block text-sm font-medium">
          Search conversations
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="mt-1 w-full rounded-lg border border-input bg-background px-3 py-2 text-sm"
          />
        </label>
        <ul className="space-y-1">
          {list.data?.items.map((c) => (
            <li key={c.id} className={`rounded-lg p-1 ${c.id === selected ? 'bg-muted' : ''}`}>
              {renaming === c.id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    const title = String(new FormData(e.currentTarget).get('title') ?? '').trim();
                    if (title) void updateConversation(c.id, { title }).then(refresh);
                    setRenaming(null);
                  }}
                >
                  <label className="text-xs">
                    New name
                    <input
                      name="title"
                      defaultValue={c.title}
                      autoFocus
                      className="w-full rounded border border-input bg-background px-2 py-1 text-sm"
                    />
                  </label>
                  <Button size="sm" type="submit">
                    Save
                  </Button>
                </form>
              ) : (
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className="min-h-11 flex-1 truncate rounded px-2 text-left text-sm hover:underline"
                    aria-current={c.id === selected ? 'true' : undefined}
                    onClick={() => open(c.id)}
                  >
                    {c.title}
                  </button>
                  <Button size="icon-sm" variant="ghost" onClick={() => setRenaming(c.id)} aria-label={`Rename ${c.title}`}>
                    ✎
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={`Delete ${c.title}`}
                    onClick={() => {
                      void deleteConversation(c.id).then(refresh);
                      if (c.id === selected) open(null);
                    }}
                  >
                    ✕
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="assistant-title" className="flex min-h-[70vh] flex-col">
        <h1 id="assistant-title" className="text-2xl font-bold">
          AI travel assistant
        </h1>
        <label className="mt-3 block text-sm font-medium">
          About
          <select
            className="ml-2 min-h-11 rounded-lg border border-input bg-background px-2 text-sm"
            value={about ?? ''}
            onChange={(e) => void pickTrip(e.target.value || null)}
          >
            <option value="">No trip (general questions)</option>
            {trips.data?.items.map(
              (t) =>
                t.id && (
                  <option key={t.id} value={t.id}>
                    {tripLabel({ title: t.title ?? '', startDate: t.startDate ?? '', endDate: t.endDate ?? '', cities: t.cities ?? [] })}
                  </option>
                ),
            )}
          </select>
        </label>
        {about && <EditorHost key={about} itineraryId={about} onPort={setPort} />}
        <Chat
          key={chatKey}
          conversationId={selected}
          ensureConversation={ensure}
          port={about && port?.itineraryId === about ? port : null}
          prompts={about ? SUGGESTED_PROMPTS_TRIP : SUGGESTED_PROMPTS}
        />
      </section>
    </div>
  );
}
