import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ItineraryDetail } from '../../core/api/trips';
import { AssistantScreen } from '../features/assistant/components/assistant-screen';
import type { TripEditorPort } from '../features/assistant/lib/port';
import { editorPort } from './assistant/editor-port';
import { getItineraryQueryOptions } from '../features/itinerary/api/get-itinerary';
import { ConflictDialog } from '../features/itinerary/components/conflict-dialog';
import { useItineraryEditor } from '../features/itinerary/save/use-itinerary-editor';
import { usePageTitle } from '../lib/use-page-title';

type OnPort = (port: TripEditorPort | null) => void;

function Editing({ initial, onPort }: { initial: ItineraryDetail; onPort: OnPort }) {
  const editor = useItineraryEditor(initial);
  const { server, edit } = editor;
  useEffect(() => {
    onPort(editorPort({ server, edit }));
    return () => onPort(null);
  }, [server, edit, onPort]);
  return <ConflictDialog editor={editor} onResolved={() => undefined} />;
}

function EditorHost({ itineraryId, onPort }: { itineraryId: string; onPort: OnPort }) {
  const query = useQuery({ ...getItineraryQueryOptions(itineraryId), refetchOnMount: 'always' });
  if (!query.data || !query.isFetchedAfterMount) return null;
  return <Editing key={query.data.id} initial={query.data} onPort={onPort} />;
}

export function TravelAssistantPage() {
  usePageTitle('AI travel assistant');
  return <AssistantScreen EditorHost={EditorHost} />;
}
