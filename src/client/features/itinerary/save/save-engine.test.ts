// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itineraryEtag, type EditOpInput, type ItineraryDetail } from '../../../../core/api/trips';
import { createAutoSaveStore, type AutoSaveStore } from '../../../lib/autosave/autosave-store';
import { sendJson, startTestServer, routeRelativeFetchTo } from '../../../lib/test-http-server';
import { patchItinerary } from '../api/patch-itinerary';
import { buildItineraryDetail } from '../testing/build-detail';
import { memoryQueue, type EditQueue } from './offline-queue';
import { SaveEngine } from './save-engine';

/**
 * A real HTTP server speaking the itinerary PATCH contract (If-Match, 412 with the server's version, 428),
 * with switches to fail the way networks and servers do.
 */
let doc: ItineraryDetail;
let mode: 'ok' | '503' = 'ok';
let server: Awaited<ReturnType<typeof startTestServer>>;
const realFetch = globalThis.fetch;
let online = true;
let store: AutoSaveStore;
let queue: EditQueue;
let engine: SaveEngine | null = null;

const envelope = (data: unknown) => ({ success: true, data, meta: { timestamp: new Date().toISOString(), requestId: 'r' } });
const failure = (code: string, message: string, details?: unknown) => ({
  success: false,
  error: { code, message, details },
  meta: { timestamp: new Date().toISOString(), requestId: 'r' },
});

function bump(ops: EditOpInput[]) {
  const version = doc.version + 1;
  const title = [...ops].reverse().find((o) => o.op === 'rename');
  doc = { ...doc, version, etag: itineraryEtag(doc.id, version), ...(title && title.op === 'rename' ? { title: title.title } : {}) };
}

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  doc = buildItineraryDetail();
  mode = 'ok';
  online = true;
  server = await startTestServer((req, res) => {
    if (req.method !== 'PATCH') return sendJson(res, 404, failure('NOT_FOUND', 'no'));
    if (mode === '503') return sendJson(res, 503, failure('INTERNAL', 'Service unavailable'));
    const ifMatch = req.headers['if-match'];
    if (!ifMatch) return sendJson(res, 428, failure('PRECONDITION_REQUIRED', 'If-Match required'));
    if (ifMatch !== doc.etag)
      return sendJson(
        res,
        412,
        failure('PRECONDITION_FAILED', 'Changed elsewhere', { currentVersion: doc.version, etag: doc.etag, itinerary: doc }),
      );
    const ops = (JSON.parse(req.body) as { ops: EditOpInput[] }).ops;
    // Atomic like the real server: one bad op refuses the whole batch.
    if (ops.some((o) => 'itemId' in o && o.itemId === 'x'))
      return sendJson(res, 400, failure('VALIDATION_FAILED', 'No visit or meal x in this itinerary'));
    bump(ops);
    res.setHeader('ETag', doc.etag);
    if (req.headers.prefer !== 'return=minimal') return sendJson(res, 200, envelope(doc));
    // Like the real server's compact answer: these edits change no day, places or catalog (decision 031).
    const { places: _p, catalog: _c, ...rest } = doc;
    sendJson(res, 200, envelope({ ...rest, plan: { ...doc.plan, days: doc.plan.days.map(() => null) } }));
  });
  routeRelativeFetchTo(server.origin);
  store = createAutoSaveStore({ isOnline: () => online });
  queue = memoryQueue();
});
afterEach(async () => {
  engine?.dispose();
  engine = null;
  store.dispose();
  globalThis.fetch = realFetch;
  await server.close();
  vi.restoreAllMocks();
});

async function startEngine(initial = doc) {
  engine = new SaveEngine(
    {
      id: initial.id,
      queue,
      autoSave: store,
      isOnline: () => online,
      debounceMs: 20,
      random: () => 0,
      send: (ops, etag, base) => patchItinerary(initial.id, ops, etag, base),
    },
    initial,
  );
  await engine.start();
  return engine;
}
const state = () => store.getItineraryState(doc.id)!;
const patches = () => server.requests.filter((r) => r.method === 'PATCH');

describe('SaveEngine', () => {
  it('keeps the same snapshot when nothing changed (start with an empty queue), so the screen does not render again', async () => {
    const e = new SaveEngine(
      { id: doc.id, queue, autoSave: store, isOnline: () => online, send: () => Promise.reject(new Error('none')) },
      doc,
    );
    engine = e;
    const before = e.getSnapshot();
    const listener = vi.fn();
    e.subscribe(listener);
    await e.start();
    expect(e.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ status: 'idle' });
  });

  it('sends edits made together as one PATCH with If-Match, in order, then reports saved', async () => {
    const e = await startEngine();
    e.edit([{ op: 'rename', title: 'One' }]);
    e.edit([{ op: 'rename', title: 'Two' }]);
    expect(state()).toMatchObject({ status: 'saving', pendingChanges: 2, hasUnsavedChanges: true });
    expect(e.getSnapshot().view.title).toBe('Two');
    await vi.waitFor(() => expect(state().status).toBe('saved'));
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.headers['if-match']).toBe(itineraryEtag('trip-1', 1));
    expect(patches()[0]!.headers.prefer).toBe('return=minimal');
    // The compact answer, merged onto the version sent, is the server's whole new version.
    expect(e.getSnapshot().server).toEqual(doc);
    expect(JSON.parse(patches()[0]!.body).ops.map((o: { title: string }) => o.title)).toEqual(['One', 'Two']);
    expect(state()).toMatchObject({ pendingChanges: 0, hasUnsavedChanges: false, currentEtag: itineraryEtag('trip-1', 2), retryCount: 0 });
    expect(state().lastSaved).toBeInstanceOf(Date);
    expect(store.getSaveHistory()).toHaveLength(1);
    expect(await queue.list('trip-1')).toEqual([]);
  });

  it('sends the next edit with the ETag of the previous answer', async () => {
    const e = await startEngine();
    e.edit([{ op: 'rename', title: 'A' }]);
    await vi.waitFor(() => expect(state().status).toBe('saved'));
    e.edit([{ op: 'rename', title: 'B' }]);
    await vi.waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.headers['if-match']).toBe(itineraryEtag('trip-1', 2));
  });

  it('retries a failed save with back-off and keeps the edit queued meanwhile', async () => {
    mode = '503';
    const e = await startEngine();
    e.edit([{ op: 'rename', title: 'Retry me' }]);
    await vi.waitFor(() => expect(state()).toMatchObject({ status: 'failed', retryCount: 1, lastError: 'Service unavailable' }));
    expect(await queue.list('trip-1')).toHaveLength(1);
    expect(store.getSnapshot().global.errorCount).toBe(1);
    mode = 'ok';
    await vi.waitFor(() => expect(state()).toMatchObject({ status: 'saved', retryCount: 0, lastError: null }), { timeout: 3000 });
    expect(doc.title).toBe('Retry me');
  });

  it('stops on a 412 with the server version; keep mine re-applies my edits on it', async () => {
    const e = await startEngine();
    bump([{ op: 'rename', title: 'Theirs' }]); // someone else saved meanwhile
    e.edit([{ op: 'setDayNote', day: 1, text: 'Mine' }]);
    await vi.waitFor(() => expect(state().status).toBe('conflict'));
    expect(state().conflictInfo).toMatchObject({ serverEtag: itineraryEtag('trip-1', 2), serverVersion: 2 });
    expect(e.getSnapshot().conflict?.itinerary.title).toBe('Theirs');
    expect(e.getSnapshot().view.notes.days['1']?.text).toBe('Mine');
    await e.resolveConflict('mine');
    await vi.waitFor(() => expect(state().status).toBe('saved'));
    expect(patches().at(-1)!.headers['if-match']).toBe(itineraryEtag('trip-1', 2));
    expect(doc.version).toBe(3);
  });

  it('take theirs drops my edits from the view and the queue', async () => {
    const e = await startEngine();
    bump([{ op: 'rename', title: 'Theirs' }]);
    e.edit([{ op: 'rename', title: 'Mine' }]);
    await vi.waitFor(() => expect(state().status).toBe('conflict'));
    await e.resolveConflict('theirs');
    expect(e.getSnapshot().view.title).toBe('Theirs');
    expect(await queue.list('trip-1')).toEqual([]);
    expect(state()).toMatchObject({ pendingChanges: 0, conflictInfo: null });
  });

  it('queues while offline and replays in order when the browser is back online', async () => {
    online = false;
    const e = await startEngine();
    e.edit([{ op: 'rename', title: 'First' }]);
    e.edit([{ op: 'setDayNote', day: 2, text: 'Second' }]);
    await new Promise((r) => setTimeout(r, 60));
    expect(patches()).toHaveLength(0);
    expect(state().status).toBe('offline');
    expect((await queue.list('trip-1')).map((q) => q.ops[0]!.op)).toEqual(['rename', 'setDayNote']);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(state().status).toBe('saved'));
    expect(JSON.parse(patches()[0]!.body).ops.map((o: EditOpInput) => o.op)).toEqual(['rename', 'setDayNote']);
  });

  it('a refused edit waits for the user (no retry loop) while the other edits of its batch still save', async () => {
    const e = await startEngine();
    e.edit([{ op: 'rename', title: 'Good before' }]);
    e.edit([{ op: 'removeItem', itemId: 'x' }]);
    e.edit([{ op: 'setDayNote', day: 1, text: 'Good after' }]);
    await vi.waitFor(() => expect(state().status).toBe('failed'));
    expect(e.getSnapshot()).toMatchObject({ rejected: 'No visit or meal x in this itinerary', pending: 2 });
    expect(doc.title).toBe('Good before');
    const sent = patches().length;
    await new Promise((r) => setTimeout(r, 600));
    expect(patches()).toHaveLength(sent);
    await e.discardRejected();
    await vi.waitFor(() => expect(state().status).toBe('saved'));
    expect(e.getSnapshot()).toMatchObject({ pending: 0, rejected: null });
    expect(doc.version).toBe(3);
    expect(await queue.list('trip-1')).toEqual([]);
  });

  it('edits left from an older version are not replayed silently', async () => {
    await queue.add({
      itineraryId: 'trip-1',
      ops: [{ op: 'rename', title: 'From last week' }],
      baseEtag: itineraryEtag('trip-1', 0),
      createdAt: 0,
    });
    const e = await startEngine();
    expect(state().status).toBe('conflict');
    expect(e.getSnapshot().view.title).toBe('From last week');
    expect(patches()).toHaveLength(0);
  });
});
