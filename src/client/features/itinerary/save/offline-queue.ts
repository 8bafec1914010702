import type { EditOpInput } from '../../../../core/api/trips';
import type { PickedPlace } from '../lib/client-catalog';

/** One user edit waiting to be saved: kept in IndexedDB so a reload, a crash or a lost connection loses nothing. */
export interface QueuedEdit {
  seq?: number;
  itineraryId: string;
  ops: EditOpInput[];
  /** The ETag of the version the user was looking at when making the edit. */
  baseEtag: string;
  /** Places picked for addPlace ops, so the optimistic view can show them after a reload. */
  picked?: PickedPlace[];
  createdAt: number;
}

export interface EditQueue {
  add(edit: QueuedEdit): Promise<number>;
  list(itineraryId: string): Promise<QueuedEdit[]>;
  remove(seqs: number[]): Promise<void>;
  clear(itineraryId: string): Promise<void>;
}

const DB_NAME = 'wayfarer-autosave';
const STORE = 'edits';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

let dbPromise: Promise<IDBDatabase> | null = null;
function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('itineraryId', 'itineraryId');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return dbPromise;
}

/** The browser's queue: a tiny promise wrapper over one object store, ordered by an auto-increment key. */
export function indexedDbQueue(): EditQueue {
  const tx = async (mode: IDBTransactionMode) => (await openDb()).transaction(STORE, mode);
  return {
    async add(edit) {
      const t = await tx('readwrite');
      const seq = await request(t.objectStore(STORE).add(edit));
      await done(t);
      return seq as number;
    },
    async list(itineraryId) {
      const t = await tx('readonly');
      const all = await request(t.objectStore(STORE).index('itineraryId').getAll(itineraryId));
      return (all as QueuedEdit[]).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async remove(seqs) {
      if (!seqs.length) return;
      const t = await tx('readwrite');
      for (const seq of seqs) t.objectStore(STORE).delete(seq);
      await done(t);
    },
    async clear(itineraryId) {
      const t = await tx('readwrite');
      const store = t.objectStore(STORE);
      const keys = await request(store.index('itineraryId').getAllKeys(itineraryId));
      for (const key of keys) store.delete(key);
      await done(t);
    },
  };
}

/** Same contract in memory: where IndexedDB is missing (tests, some private modes). */
export function memoryQueue(): EditQueue {
  let rows: QueuedEdit[] = [];
  let next = 1;
  return {
    add: async (edit) => {
      const seq = next++;
      rows.push({ ...edit, seq });
      return seq;
    },
    list: async (id) => rows.filter((r) => r.itineraryId === id).map((r) => ({ ...r })),
    remove: async (seqs) => {
      rows = rows.filter((r) => !seqs.includes(r.seq ?? -1));
    },
    clear: async (id) => {
      rows = rows.filter((r) => r.itineraryId !== id);
    },
  };
}

export function defaultQueue(): EditQueue {
  if (typeof indexedDB !== 'undefined') return indexedDbQueue();
  console.warn('[auto-save] IndexedDB is not available; unsaved edits are kept in memory only');
  return memoryQueue();
}
