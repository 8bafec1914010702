import { createContext, useContext } from 'react';
import type { AutoSaveStore } from './autosave-store';
import type { GlobalAutoSaveState, ItineraryAutoSaveState } from './types';

export interface AutoSaveContextValue extends GlobalAutoSaveState {
  itineraries: ReadonlyMap<string, ItineraryAutoSaveState>;
  /** The global state as one object (same values as the spread fields). */
  global: GlobalAutoSaveState;
  getItineraryState: (id: string) => ItineraryAutoSaveState | undefined;
  registerItinerary: AutoSaveStore['registerItinerary'];
  unregisterItinerary: AutoSaveStore['unregisterItinerary'];
  updateItinerary: AutoSaveStore['updateItinerary'];
  setActiveItinerary: AutoSaveStore['setActiveItinerary'];
  forceGlobalSync: AutoSaveStore['forceGlobalSync'];
  pauseAutoSave: AutoSaveStore['pauseAutoSave'];
  resumeAutoSave: AutoSaveStore['resumeAutoSave'];
  clearErrors: AutoSaveStore['clearErrors'];
  recordSaveTime: AutoSaveStore['recordSaveTime'];
  onForceSync: AutoSaveStore['onForceSync'];
}

export const AutoSaveContext = createContext<AutoSaveContextValue | null>(null);

/** Spec §8: using the auto-save context outside its provider raises an error naming the missing provider. */
export function useAutoSave(): AutoSaveContextValue {
  const value = useContext(AutoSaveContext);
  if (!value) throw new Error('useAutoSave must be used within an AutoSaveProvider');
  return value;
}

/** For the badge: null instead of an error, so it can show its minimal form. */
export function useOptionalAutoSave(): AutoSaveContextValue | null {
  return useContext(AutoSaveContext);
}
