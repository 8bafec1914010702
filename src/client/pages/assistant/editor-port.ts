import type { ItineraryEditor } from '../../features/itinerary/save/use-itinerary-editor';
import type { TripEditorPort } from '../../features/assistant/lib/port';

/** The port the assistant applies through: the itinerary editor's own edit (optimistic, If-Match, auto-save). */
export function editorPort(editor: Pick<ItineraryEditor, 'server' | 'edit'>): TripEditorPort {
  return {
    itineraryId: editor.server.id,
    version: editor.server.version,
    apply: (ops, places, message) =>
      editor.edit(ops, {
        picked: places.map((p) => ({ id: p.place.id, name: p.place.name, destinationId: p.place.cityId, catalog: p })),
        message,
      }),
  };
}
