import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AutoSaveContext, type AutoSaveContextValue } from './autosave-context';
import { createAutoSaveStore, type AutoSaveStore } from './autosave-store';

/** Holds the auto-save state of spec §3/§4 for the whole app; itinerary pages report into it. */
export function AutoSaveProvider({ children, store: given }: { children: ReactNode; store?: AutoSaveStore }) {
  const [store] = useState(() => given ?? createAutoSaveStore());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.start();
    const online = () => store.setOnline(true);
    const offline = () => store.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      store.dispose();
    };
  }, [store]);

  const value = useMemo<AutoSaveContextValue>(
    () => ({
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
    }),
    [snapshot, store],
  );

  return <AutoSaveContext.Provider value={value}>{children}</AutoSaveContext.Provider>;
}
