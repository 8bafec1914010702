import type { EditOpInput, ItineraryDetail, StaleDetails } from '../../../../core/api/trips';
import type { AutoSaveStore } from '../../../lib/autosave/autosave-store';
import type { ItineraryAutoSaveState } from '../../../lib/autosave/types';
import { isTransient, staleDetailsOf } from '../api/patch-itinerary';
import type { LocalChecker, optimisticView } from '../lib/optimistic-view';
import type { PickedPlace } from '../lib/client-catalog';
import { errorMessageForUser } from '../../../lib/api-error';
import { backoffDelay } from './backoff';
import { loadChecker, loadEditEngine } from './edit-modules';
import type { EditQueue, QueuedEdit } from './offline-queue';

export type AutoSaveReporter = Pick<
  AutoSaveStore,
  'registerItinerary' | 'unregisterItinerary' | 'updateItinerary' | 'recordSaveTime' | 'onForceSync' | 'setActiveItinerary'
>;

export interface SaveEngineDeps {
  id: string;
  queue: EditQueue;
  /** `base` is the version `etag` names (a compact answer is rebuilt on it). */
  send: (ops: EditOpInput[], etag: string, base: ItineraryDetail) => Promise<ItineraryDetail>;
  autoSave: AutoSaveReporter;
  isOnline?: () => boolean;
  /** Edits made within this window go out as one atomic PATCH. */
  debounceMs?: number;
  random?: () => number;
}

export interface EngineSnapshot {
  /** What the user sees: the server's version plus the unsaved edits. */
  view: ItineraryDetail;
  server: ItineraryDetail;
  pending: number;
  conflict: StaleDetails | null;
  /** The server refused the edits (not a network problem): waiting for the user to retry or discard. */
  rejected: string | null;
  /** The unsaved ops, in order (for "review both"). */
  pendingOps: EditOpInput[];
}

const MAX_OPS_PER_PATCH = 200;

/**
 * Saves one itinerary's edits: every edit goes to the offline queue (IndexedDB) first, then out as PATCHes with
 * If-Match, one at a time and in order. Network failures retry with back-off (or wait for `online`); a 412 stops
 * everything and hands the server's version to the conflict dialog; nothing is dropped unless the user says so.
 */
export class SaveEngine {
  private server: ItineraryDetail;
  private pending: QueuedEdit[] = [];
  private conflict: StaleDetails | null = null;
  /** The server refused the first queued edit (a 4xx): it waits at the head of the queue for the user. */
  private rejected: string | null = null;
  /** After a refused batch: send one edit per PATCH to find the refused one, so the others still save. */
  private oneByOne = false;
  private inFlight = false;
  private replaying = false;
  private retryCount = 0;
  private lastError: string | null = null;
  private lastSaved: Date | null = null;
  private persisting: Promise<unknown> = Promise.resolve();
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private snapshot: EngineSnapshot;
  private listeners = new Set<() => void>();
  private cleanups: Array<() => void> = [];
  private disposed = false;
  private generation = 0;
  private checker: LocalChecker | undefined;
  /** The edit engine (with the edit schemas, so zod): loaded by start(), after the itinerary has rendered. */
  private viewer: typeof optimisticView | undefined;

  constructor(
    private deps: SaveEngineDeps,
    server: ItineraryDetail,
  ) {
    this.server = server;
    this.snapshot = this.buildSnapshot();
  }

  private get online() {
    return (this.deps.isOnline ?? (() => navigator.onLine))();
  }

  /** Registers with the auto-save state and replays what an earlier visit left in the queue. */
  async start() {
    const generation = ++this.generation;
    this.disposed = false;
    const { autoSave, id } = this.deps;
    autoSave.registerItinerary(id, { currentEtag: this.server.etag, isOnline: this.online, status: 'idle' });
    autoSave.setActiveItinerary(id);
    this.cleanups.push(autoSave.onForceSync(() => this.retryNow()));
    // The checker (the instant checks on the server's opening windows) is large: load it after the itinerary has rendered.
    if (!this.checker) {
      void loadChecker()
        .then((m) => {
          this.checker = m.instantReport;
          if (this.pending.length) this.changed();
        })
        .catch((error) => console.warn('[itinerary] The in-browser checker did not load; the server still checks every save', error));
    }
    if (typeof window !== 'undefined') {
      const online = () => {
        this.replaying = true;
        void this.flush();
      };
      const offline = () => this.report();
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      this.cleanups.push(
        () => window.removeEventListener('online', online),
        () => window.removeEventListener('offline', offline),
      );
    }
    // Until the edit engine arrives an edit is queued and saved as usual, and shows when the server answers. Waited
    // for at most 1.5 s: offline its fetch can fail or hang, and the editor must not wait on it (it attaches later).
    const viewer = this.viewer
      ? null
      : loadEditEngine().catch((error) => {
          console.warn('[itinerary] The in-browser edit engine did not load; edits show when the server saves them', error);
          return null;
        });
    let stored: QueuedEdit[] = [];
    try {
      stored = await this.deps.queue.list(id);
    } catch (error) {
      console.warn('[auto-save] Could not read the offline queue', error);
    }
    const loaded = viewer && (await Promise.race([viewer, new Promise<null>((r) => setTimeout(() => r(null), 1500))]));
    if (loaded) this.viewer = loaded.optimisticView;
    else
      void viewer?.then((late) => {
        if (!late) return;
        this.viewer = late.optimisticView;
        if (!this.disposed && generation === this.generation && this.pending.length) this.changed();
      });
    if (this.disposed || generation !== this.generation) return;
    if (stored.length) {
      this.pending = [...stored, ...this.pending];
      // Edits made against an older version than the server's now: ask rather than silently re-apply them.
      if (stored[0]?.baseEtag !== this.server.etag)
        this.conflict = { currentVersion: this.server.version, etag: this.server.etag, itinerary: this.server };
      this.replaying = true;
    }
    this.changed();
    void this.flush();
  }

  dispose() {
    this.disposed = true;
    if (this.debounce) clearTimeout(this.debounce);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const c of this.cleanups) c();
    this.cleanups = [];
    this.deps.autoSave.unregisterItinerary(this.deps.id);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  /** One user edit (one or more ops applied together). */
  edit(ops: EditOpInput[], picked?: PickedPlace[]) {
    if (!ops.length) return;
    const entry: QueuedEdit = {
      itineraryId: this.deps.id,
      ops,
      baseEtag: this.server.etag,
      createdAt: Date.now(),
      ...(picked?.length ? { picked } : {}),
    };
    this.pending.push(entry);
    this.persisting = this.persisting
      .then(() =>
        this.deps.queue.add(entry).then((seq) => {
          entry.seq = seq;
        }),
      )
      .catch((error) => console.warn('[auto-save] Could not store an edit in the offline queue', error));
    this.changed();
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.flush();
    }, this.deps.debounceMs ?? 500);
  }

  /** Force sync / the failed badge: try now, including edits the server refused before. */
  retryNow() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.rejected = null;
    this.replaying = true;
    this.changed();
    void this.flush();
  }

  /** Keep mine: re-apply my edits on the server's version. Take theirs: drop my edits. */
  async resolveConflict(choice: 'mine' | 'theirs') {
    const conflict = this.conflict;
    if (!conflict) return;
    this.server = conflict.itinerary;
    this.conflict = null;
    if (choice === 'theirs') await this.dropPending();
    this.changed();
    if (choice === 'mine') await this.flush();
  }

  /** After a server-side operation (re-plan, swap) that answered a new version. */
  replaceServer(detail: ItineraryDetail) {
    this.server = detail;
    this.changed();
  }

  /** Drops the refused edit only; the edits queued after it go on saving. */
  async discardRejected() {
    const head = this.pending[0];
    if (!this.rejected || !head) return;
    this.rejected = null;
    this.pending = this.pending.slice(1);
    await this.persisting;
    if (head.seq !== undefined)
      await this.deps.queue.remove([head.seq]).catch((error) => console.warn('[auto-save] Could not trim the offline queue', error));
    this.changed();
    await this.flush();
  }

  private async dropPending() {
    const dropped = this.pending;
    this.pending = [];
    await this.persisting;
    try {
      await this.deps.queue.clear(this.deps.id);
    } catch (error) {
      console.warn('[auto-save] Could not clear the offline queue', error, dropped.length);
    }
  }

  async flush(): Promise<void> {
    if (this.disposed || this.inFlight || this.conflict || this.rejected || !this.pending.length) return;
    if (this.debounce) {
      clearTimeout(this.debounce);
      this.debounce = null;
    }
    if (!this.online) return this.report();
    this.inFlight = true;
    this.report();
    await this.persisting;
    const batch: QueuedEdit[] = [];
    let count = 0;
    for (const e of this.pending) {
      if (batch.length && (this.oneByOne || count + e.ops.length > MAX_OPS_PER_PATCH)) break;
      batch.push(e);
      count += e.ops.length;
    }
    const started = performance.now();
    try {
      const saved = await this.deps.send(
        batch.flatMap((e) => e.ops),
        this.server.etag,
        this.server,
      );
      this.deps.autoSave.recordSaveTime(performance.now() - started);
      this.server = saved;
      this.pending = this.pending.filter((e) => !batch.includes(e));
      this.retryCount = 0;
      this.lastError = null;
      this.lastSaved = new Date();
      if (!this.pending.length) {
        this.replaying = false;
        this.oneByOne = false;
      }
      await this.deps.queue
        .remove(batch.flatMap((e) => (e.seq === undefined ? [] : [e.seq])))
        .catch((error) => console.warn('[auto-save] Could not trim the offline queue', error));
    } catch (error) {
      const stale = staleDetailsOf(error);
      if (stale) {
        this.conflict = stale;
        console.warn(`[auto-save] Itinerary ${this.deps.id} changed elsewhere (now ${stale.etag}); waiting for the user`);
      } else if (isTransient(error)) {
        this.lastError = errorMessageForUser(error);
        if (this.online) {
          this.retryCount += 1;
          const delay = backoffDelay(this.retryCount, this.deps.random);
          console.info(`[auto-save] Save failed (${this.lastError}); retry ${this.retryCount} in ${delay} ms`);
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            void this.flush();
          }, delay);
        }
      } else if (batch.length > 1) {
        // Atomic batch refused: nothing was applied. Find the culprit by sending the edits one at a time.
        this.oneByOne = true;
        console.info('[auto-save] A batch of edits was refused; retrying them one by one');
      } else {
        this.rejected = errorMessageForUser(error);
        console.warn(`[auto-save] The server refused an edit: ${this.rejected}`);
      }
    } finally {
      this.inFlight = false;
    }
    this.changed();
    if (this.pending.length && !this.retryTimer && !this.conflict && !this.rejected) void this.flush();
  }

  private status(): ItineraryAutoSaveState['status'] {
    if (this.conflict) return 'conflict';
    if (this.rejected) return 'failed';
    if (!this.online) return 'offline';
    if (this.inFlight) return this.replaying ? 'syncing' : 'saving';
    if (this.pending.length && (this.retryTimer || this.lastError)) return 'failed';
    if (this.pending.length) return this.replaying ? 'syncing' : 'saving';
    return this.lastSaved ? 'saved' : 'idle';
  }

  private report() {
    if (this.disposed) return;
    this.deps.autoSave.updateItinerary(this.deps.id, {
      status: this.status(),
      lastSaved: this.lastSaved,
      lastError: this.rejected ?? this.lastError,
      pendingChanges: this.pending.length,
      currentEtag: this.server.etag,
      hasUnsavedChanges: this.pending.length > 0,
      conflictInfo: this.conflict
        ? {
            serverEtag: this.conflict.etag,
            serverVersion: this.conflict.currentVersion,
            detectedAt: new Date(),
            serverData: this.conflict.itinerary,
          }
        : null,
      retryCount: this.retryCount,
      isOnline: this.online,
    });
  }

  private buildSnapshot(): EngineSnapshot {
    const pendingOps = this.pending.flatMap((e) => e.ops);
    const picked = this.pending.flatMap((e) => e.picked ?? []);
    return {
      view: this.viewer ? this.viewer(this.server, pendingOps, picked, this.checker) : this.server,
      server: this.server,
      pending: this.pending.length,
      conflict: this.conflict,
      rejected: this.rejected,
      pendingOps,
    };
  }

  private changed() {
    const next = this.buildSnapshot();
    // Unchanged (e.g. start() with an empty queue): keep the old object, so the screen does not render it all again.
    if (!sameSnapshot(this.snapshot, next)) {
      this.snapshot = next;
      for (const l of this.listeners) l();
    }
    this.report();
  }
}

function sameSnapshot(a: EngineSnapshot, b: EngineSnapshot): boolean {
  return (
    a.view === b.view &&
    a.server === b.server &&
    a.pending === b.pending &&
    a.conflict === b.conflict &&
    a.rejected === b.rejected &&
    a.pendingOps.length === b.pendingOps.length &&
    a.pendingOps.every((op, i) => op === b.pendingOps[i])
  );
}
