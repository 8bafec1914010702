import { createContext, useContext } from 'react';
import type { ItineraryDetail, SharedItinerary } from '../../../../core/api/trips';
import type { ItineraryEditor } from '../save/use-itinerary-editor';

export type ViewDoc = ItineraryDetail | SharedItinerary;

/**
 * What the timeline needs of the editor. Not the editor object itself: that changes with every save state, and each
 * change would render every item again (issue 16); this changes when `busy` does.
 */
export interface ScreenEditor {
  edit: ItineraryEditor['edit'];
  /** Edits are waiting to be saved (re-plan and swap wait for them). */
  busy: boolean;
}

/** Every day and item reads this: it changes with the document, not with the save state or the owner's plan. */
export interface ItineraryScreenContext {
  doc: ViewDoc;
  /** Null on the read-only shared view. */
  editor: ScreenEditor | null;
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
