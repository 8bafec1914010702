import { aggregate, average } from './global-status';
import {
  AVERAGE_EVERY_MS,
  RECALC_DELAY_MS,
  SAVE_HISTORY_MAX,
  SAVE_HISTORY_TRIM_EVERY_MS,
  SAVE_HISTORY_TRIM_TO,
  type AutoSaveSnapshot,
  type GlobalAutoSaveState,
  type ItineraryAutoSaveState,
} from './types';

/** Spec §8: auto-save problems are only logged, never raised and never console.error. */
const log = {
  info: (message: string, ...rest: unknown[]) => console.info(`[auto-save] ${message}`, ...rest),
  warn: (message: string, ...rest: unknown[]) => console.warn(`[auto-save] ${message}`, ...rest),
};

export function initialItineraryState(isOnline: boolean): ItineraryAutoSaveState {
  return {
    status: 'idle',
    lastSaved: null,
    lastError: null,
    pendingChanges: 0,
    currentEtag: null,
    hasUnsavedChanges: false,
    conflictInfo: null,
    retryCount: 0,
    isOnline,
  };
}

const INITIAL_GLOBAL: GlobalAutoSaveState = {
  globalStatus: 'idle',
  activeItineraryId: null,
  totalPendingChanges: 0,
  hasAnyUnsavedChanges: false,
  lastGlobalSave: null,
  lastGlobalError: null,
  errorCount: 0,
  activeOperations: 0,
  averageSaveTime: 0,
};

export type AutoSaveStore = ReturnType<typeof createAutoSaveStore>;

/**
 * The auto-save state machine of spec §3/§4, independent of React so every rule is testable with fake timers.
 * The provider owns one; each itinerary's save engine reports into it.
 */
export function createAutoSaveStore(options: { isOnline?: () => boolean } = {}) {
  const onlineNow = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  let itineraries = new Map<string, ItineraryAutoSaveState>();
  let global: GlobalAutoSaveState = { ...INITIAL_GLOBAL };
  let snapshot: AutoSaveSnapshot = { itineraries, global };
  let history: number[] = [];
  const listeners = new Set<() => void>();
  const syncHandlers = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let intervals: Array<ReturnType<typeof setInterval>> = [];

  const emit = () => {
    snapshot = { itineraries, global };
    for (const l of listeners) l();
  };

  const recalculate = () => {
    global = { ...global, ...aggregate([...itineraries.values()]) };
    emit();
  };

  /** Spec §4: the global state is recalculated 100 ms after each registration or update. */
  const scheduleRecalc = () => {
    const t = setTimeout(() => {
      timers.delete(t);
      recalculate();
    }, RECALC_DELAY_MS);
    timers.add(t);
  };

  const store = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** Starts the save-time history timers (trim every 5 min, average every 10 s). */
    start() {
      if (intervals.length) return;
      intervals = [
        setInterval(() => {
          if (history.length > SAVE_HISTORY_TRIM_TO) history = history.slice(-SAVE_HISTORY_TRIM_TO);
        }, SAVE_HISTORY_TRIM_EVERY_MS),
        setInterval(() => {
          const averageSaveTime = average(history);
          if (averageSaveTime === global.averageSaveTime) return;
          global = { ...global, averageSaveTime };
          emit();
        }, AVERAGE_EVERY_MS),
      ];
    },
    dispose() {
      for (const i of intervals) clearInterval(i);
      intervals = [];
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },

    registerItinerary(id: string, initial: Partial<ItineraryAutoSaveState> = {}): boolean {
      if (!id || !id.trim()) {
        log.warn('Refusing to register an itinerary with an empty id');
        return false;
      }
      const existing = itineraries.get(id);
      itineraries = new Map(itineraries).set(id, { ...(existing ?? initialItineraryState(onlineNow())), ...initial });
      emit();
      scheduleRecalc();
      return true;
    },

    unregisterItinerary(id: string) {
      if (!itineraries.has(id)) return;
      itineraries = new Map(itineraries);
      itineraries.delete(id);
      if (global.activeItineraryId === id) global = { ...global, activeItineraryId: null };
      emit();
      scheduleRecalc();
    },

    updateItinerary(id: string, patch: Partial<ItineraryAutoSaveState>) {
      const current = itineraries.get(id);
      if (!current) {
        log.warn(`Ignoring an update for unregistered itinerary "${id}"`);
        return;
      }
      const next = { ...current, ...patch };
      if (next.status === 'failed' && current.status !== 'failed') {
        global = { ...global, errorCount: global.errorCount + 1, lastGlobalError: next.lastError ?? global.lastGlobalError };
        log.warn(`Saving itinerary "${id}" failed`, next.lastError ?? '');
      }
      itineraries = new Map(itineraries).set(id, next);
      emit();
      scheduleRecalc();
    },

    getItineraryState: (id: string) => itineraries.get(id),

    setActiveItinerary(id: string | null) {
      if (global.activeItineraryId === id) return;
      global = { ...global, activeItineraryId: id };
      emit();
    },

    /** Spec §4: sets the global status to syncing and returns true; each registered engine flushes. */
    forceGlobalSync(): boolean {
      global = { ...global, globalStatus: 'syncing' };
      emit();
      log.info('Force sync requested');
      for (const handler of syncHandlers) handler();
      return true;
    },
    /** Lets a save engine act on force sync (flush its queue now). */
    onForceSync(handler: () => void) {
      syncHandlers.add(handler);
      return () => syncHandlers.delete(handler);
    },

    /** Spec §4: pause and resume only log. */
    pauseAutoSave() {
      log.info('Auto-save paused');
    },
    resumeAutoSave() {
      log.info('Auto-save resumed');
    },

    /** Per itinerary, or all (which also resets the error count and the global error). */
    clearErrors(id?: string) {
      const clear = (s: ItineraryAutoSaveState): ItineraryAutoSaveState => ({
        ...s,
        lastError: null,
        retryCount: 0,
        status: s.status === 'failed' ? (s.hasUnsavedChanges || !s.lastSaved ? 'idle' : 'saved') : s.status,
      });
      if (id !== undefined) {
        const current = itineraries.get(id);
        if (!current) {
          log.warn(`Ignoring clear errors for unregistered itinerary "${id}"`);
          return;
        }
        itineraries = new Map(itineraries).set(id, clear(current));
      } else {
        itineraries = new Map([...itineraries].map(([k, s]) => [k, clear(s)]));
        global = { ...global, errorCount: 0, lastGlobalError: null };
      }
      emit();
      scheduleRecalc();
    },

    /** One save's duration in ms; the history keeps the last 20. */
    recordSaveTime(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) return;
      history = [...history, ms].slice(-SAVE_HISTORY_MAX);
    },
    getSaveHistory: (): readonly number[] => history,

    /** Browser connectivity for every itinerary: offline shows Offline; back online returns to the resting state. */
    setOnline(isOnline: boolean) {
      itineraries = new Map(
        [...itineraries].map(([k, s]) => {
          if (isOnline === s.isOnline) return [k, s];
          if (!isOnline) {
            const status = s.status === 'failed' || s.status === 'conflict' ? s.status : 'offline';
            return [k, { ...s, isOnline, status }];
          }
          const status = s.status === 'offline' ? (s.hasUnsavedChanges ? 'idle' : s.lastSaved ? 'saved' : 'idle') : s.status;
          return [k, { ...s, isOnline, status }];
        }),
      );
      emit();
      scheduleRecalc();
    },
  };
  return store;
}
