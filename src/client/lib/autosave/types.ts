/** Spec §3/§4: the auto-save state per itinerary and for the whole app. */
export const SAVE_STATUSES = ['idle', 'saving', 'syncing', 'saved', 'failed', 'conflict', 'offline'] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

/** What a 412 told us: the server's version, so the user can resolve it. */
export interface ConflictInfo {
  /** The server's ETag at the time of the conflict. */
  serverEtag: string;
  serverVersion?: number;
  /** When the conflict was detected. */
  detectedAt: Date;
  /** Free-form payload for the resolution dialog (e.g. the server's document). */
  serverData?: unknown;
}

export interface ItineraryAutoSaveState {
  status: SaveStatus;
  lastSaved: Date | null;
  lastError: string | null;
  pendingChanges: number;
  currentEtag: string | null;
  hasUnsavedChanges: boolean;
  conflictInfo: ConflictInfo | null;
  retryCount: number;
  isOnline: boolean;
}

export interface GlobalAutoSaveState {
  globalStatus: SaveStatus;
  activeItineraryId: string | null;
  totalPendingChanges: number;
  hasAnyUnsavedChanges: boolean;
  lastGlobalSave: Date | null;
  lastGlobalError: string | null;
  errorCount: number;
  activeOperations: number;
  /** Milliseconds, over the save-time history; 0 with no samples. */
  averageSaveTime: number;
}

export interface AutoSaveSnapshot {
  itineraries: ReadonlyMap<string, ItineraryAutoSaveState>;
  global: GlobalAutoSaveState;
}

/** Spec §4 timings and limits. */
export const RECALC_DELAY_MS = 100;
export const SAVE_HISTORY_MAX = 20;
export const SAVE_HISTORY_TRIM_TO = 10;
export const SAVE_HISTORY_TRIM_EVERY_MS = 5 * 60_000;
export const AVERAGE_EVERY_MS = 10_000;

/** Global status priority (spec §4): the first status any itinerary has wins. */
export const STATUS_PRIORITY: readonly SaveStatus[] = ['failed', 'conflict', 'saving', 'syncing', 'saved', 'offline'];
