import { createContext, useContext } from 'react';
import type { ExportFormat, ItineraryDetail, SharedItinerary } from '../../../../core/api/trips';
import type { ItineraryEditor } from '../save/use-itinerary-editor';

export type ViewDoc = ItineraryDetail | SharedItinerary;

export interface ItineraryScreenContext {
  doc: ViewDoc;
  /** Null on the read-only shared view. */
  editor: ItineraryEditor | null;
  /** Base path of the export files: /api/itineraries/:id or /api/shared/:publicId. */
  exportBase: string;
  /** The formats the owner's plan exports (the server enforces the same list). */
  exportFormats: readonly ExportFormat[];
  cityName: (id: string) => string;
  /** Engine actions on one item (owner only): another place for it, chosen by the planner. */
  swapItem?: (itemId: string, name: string) => void;
  /** After a removal: where focus goes (the next item, else the day heading). */
  afterRemove?: (day: number, nextItemId: string | null) => void;
}

export const ItineraryContext = createContext<ItineraryScreenContext | null>(null);

export function useItineraryScreen(): ItineraryScreenContext {
  const value = useContext(ItineraryContext);
  if (!value) throw new Error('useItineraryScreen must be used within an ItineraryContext provider');
  return value;
}
