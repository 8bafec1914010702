import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
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

/**
 * The provider hands down the store, which never changes; each reader subscribes to its state itself. A state in the
 * context would change with every save, and React would look for readers through the whole app's tree each time and
 * render it again synchronously (issue 16: 24 ms of the itinerary page's load on a fast machine).
 */
export const AutoSaveStoreContext = createContext<AutoSaveStore | null>(null);

const MISSING = 'useAutoSave must be used within an AutoSaveProvider';
const noStore = () => () => {};
const noState = () => null;

function valueOf(store: AutoSaveStore, snapshot: ReturnType<AutoSaveStore['getSnapshot']>): AutoSaveContextValue {
  return {
    ...snapshot.global,
    global: snapshot.global,
    itineraries: snapshot.itineraries,
    getItineraryState: (id) => snapshot.itineraries.get(id),
    registerItinerary: store.registerItinerary,
    unregisterItinerary: store.unregisterItinerary,
    updateItinerary: store.updateItinerary,
    setActiveItinerary: store.setActiveItinerary,
    forceGlobalSync: store.forceGlobalSync,
    pauseAutoSave: store.pauseAutoSave,
    resumeAutoSave: store.resumeAutoSave,
    clearErrors: store.clearErrors,
    recordSaveTime: store.recordSaveTime,
    onForceSync: store.onForceSync,
  };
}

/** For the badge: null instead of an error, so it can show its minimal form. Re-renders with every state change. */
export function useOptionalAutoSave(): AutoSaveContextValue | null {
  const store = useContext(AutoSaveStoreContext);
  const snapshot = useSyncExternalStore(store?.subscribe ?? noStore, store?.getSnapshot ?? noState, store?.getSnapshot ?? noState);
  return useMemo(() => (store && snapshot ? valueOf(store, snapshot) : null), [store, snapshot]);
}

/** Spec §8: using the auto-save context outside its provider raises an error naming the missing provider. */
export function useAutoSave(): AutoSaveContextValue {
  const value = useOptionalAutoSave();
  if (!value) throw new Error(MISSING);
  return value;
}

/**
 * The store itself, for a writer that reports into the state without showing it (the itinerary's save engine): no
 * subscription, so the writer does not re-render with each save.
 */
export function useAutoSaveStore(): AutoSaveStore {
  const store = useContext(AutoSaveStoreContext);
  if (!store) throw new Error(MISSING);
  return store;
}
