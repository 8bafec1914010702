import { useEffect, useState, type ReactNode } from 'react';
import { AutoSaveStoreContext } from './autosave-context';
import { createAutoSaveStore, type AutoSaveStore } from './autosave-store';

/**
 * Holds the auto-save state of spec §3/§4 for the whole app; itinerary pages report into it. It renders nothing
 * again when the state changes: readers subscribe through `useAutoSave()` (autosave-context.ts).
 */
export function AutoSaveProvider({ children, store: given }: { children: ReactNode; store?: AutoSaveStore }) {
  const [store] = useState(() => given ?? createAutoSaveStore());

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

  return <AutoSaveStoreContext.Provider value={store}>{children}</AutoSaveStoreContext.Provider>;
}
