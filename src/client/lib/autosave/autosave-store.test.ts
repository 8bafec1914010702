import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoSaveStore, type AutoSaveStore } from './autosave-store';

let store: AutoSaveStore;
let warn: ReturnType<typeof vi.spyOn>;
let info: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  store = createAutoSaveStore({ isOnline: () => true });
  store.start();
});
afterEach(() => {
  store.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const global = () => store.getSnapshot().global;

describe('registration', () => {
  it('registers with the spec fields and isOnline seeded from connectivity', () => {
    const offline = createAutoSaveStore({ isOnline: () => false });
    expect(offline.registerItinerary('a')).toBe(true);
    expect(offline.getItineraryState('a')).toEqual({
      status: 'idle',
      lastSaved: null,
      lastError: null,
      pendingChanges: 0,
      currentEtag: null,
      hasUnsavedChanges: false,
      conflictInfo: null,
      retryCount: 0,
      isOnline: false,
    });
  });

  it('refuses an empty id and only logs it', () => {
    expect(store.registerItinerary('')).toBe(false);
    expect(store.registerItinerary('   ')).toBe(false);
    expect(store.getSnapshot().itineraries.size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores an update of an unregistered itinerary with a warning', () => {
    store.updateItinerary('nope', { status: 'saving' });
    expect(store.getItineraryState('nope')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unregistered itinerary "nope"'));
  });

  it('clears the active id when the active itinerary is unregistered, not otherwise', () => {
    store.registerItinerary('a');
    store.registerItinerary('b');
    store.setActiveItinerary('a');
    store.unregisterItinerary('b');
    expect(global().activeItineraryId).toBe('a');
    store.unregisterItinerary('a');
    expect(global().activeItineraryId).toBeNull();
  });
});

describe('global recalculation', () => {
  it('happens 100 ms after a registration or an update', () => {
    store.registerItinerary('a', { status: 'saved', lastSaved: new Date(1000) });
    expect(global().globalStatus).toBe('idle');
    vi.advanceTimersByTime(99);
    expect(global().globalStatus).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(global().globalStatus).toBe('saved');
    expect(global().lastGlobalSave).toEqual(new Date(1000));

    store.updateItinerary('a', { status: 'saving', pendingChanges: 3, hasUnsavedChanges: true });
    vi.advanceTimersByTime(99);
    expect(global().globalStatus).toBe('saved');
    vi.advanceTimersByTime(1);
    expect(global()).toMatchObject({ globalStatus: 'saving', totalPendingChanges: 3, hasAnyUnsavedChanges: true, activeOperations: 1 });
  });

  it('applies the priority failed > conflict > saving > syncing > saved > offline > idle', () => {
    const order = ['failed', 'conflict', 'saving', 'syncing', 'saved', 'offline'] as const;
    order.forEach((status, i) => store.registerItinerary(`i${i}`, { status }));
    store.registerItinerary('idle');
    for (const expected of order) {
      vi.advanceTimersByTime(100);
      expect(global().globalStatus).toBe(expected);
      store.unregisterItinerary(`i${order.indexOf(expected)}`);
    }
    vi.advanceTimersByTime(100);
    expect(global().globalStatus).toBe('idle');
  });

  it('is idle with no itineraries', () => {
    store.registerItinerary('a', { status: 'saving' });
    vi.advanceTimersByTime(100);
    store.unregisterItinerary('a');
    vi.advanceTimersByTime(100);
    expect(global().globalStatus).toBe('idle');
    expect(global().totalPendingChanges).toBe(0);
  });

  it('sums pending changes and counts active operations over every itinerary', () => {
    store.registerItinerary('a', { status: 'saving', pendingChanges: 2, hasUnsavedChanges: true });
    store.registerItinerary('b', { status: 'syncing', pendingChanges: 1 });
    store.registerItinerary('c', { status: 'saved' });
    vi.advanceTimersByTime(100);
    expect(global()).toMatchObject({ totalPendingChanges: 3, activeOperations: 2, hasAnyUnsavedChanges: true, globalStatus: 'saving' });
  });
});

describe('operations', () => {
  it('force global sync sets syncing, returns true and asks each engine to flush', () => {
    const flush = vi.fn();
    store.onForceSync(flush);
    expect(store.forceGlobalSync()).toBe(true);
    expect(global().globalStatus).toBe('syncing');
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('pause and resume only log', () => {
    store.registerItinerary('a', { status: 'saving' });
    vi.advanceTimersByTime(100);
    const before = store.getSnapshot();
    store.pauseAutoSave();
    store.resumeAutoSave();
    expect(store.getSnapshot()).toBe(before);
    expect(info).toHaveBeenCalledWith('[auto-save] Auto-save paused');
    expect(info).toHaveBeenCalledWith('[auto-save] Auto-save resumed');
  });

  it('counts failures and keeps the last error; clears per itinerary or all', () => {
    store.registerItinerary('a');
    store.registerItinerary('b');
    store.updateItinerary('a', { status: 'failed', lastError: 'boom', retryCount: 2, hasUnsavedChanges: true });
    store.updateItinerary('b', { status: 'failed', lastError: 'bang' });
    expect(global()).toMatchObject({ errorCount: 2, lastGlobalError: 'bang' });

    store.clearErrors('a');
    expect(store.getItineraryState('a')).toMatchObject({ status: 'idle', lastError: null, retryCount: 0 });
    expect(store.getItineraryState('b')).toMatchObject({ status: 'failed', lastError: 'bang' });
    expect(global().errorCount).toBe(2);

    store.clearErrors();
    expect(store.getItineraryState('b')).toMatchObject({ status: 'idle', lastError: null });
    expect(global()).toMatchObject({ errorCount: 0, lastGlobalError: null });
    vi.advanceTimersByTime(100);
    expect(global().globalStatus).toBe('idle');
  });

  it('goes offline and back for every itinerary', () => {
    store.registerItinerary('a', { status: 'saved', lastSaved: new Date() });
    store.setOnline(false);
    expect(store.getItineraryState('a')).toMatchObject({ status: 'offline', isOnline: false });
    vi.advanceTimersByTime(100);
    expect(global().globalStatus).toBe('offline');
    store.setOnline(true);
    expect(store.getItineraryState('a')).toMatchObject({ status: 'saved', isOnline: true });
  });
});

describe('save-time history', () => {
  it('keeps the last 20 samples and averages them every 10 s', () => {
    for (let i = 1; i <= 25; i++) store.recordSaveTime(i);
    expect(store.getSaveHistory()).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(global().averageSaveTime).toBe(0);
    vi.advanceTimersByTime(9_999);
    expect(global().averageSaveTime).toBe(0);
    vi.advanceTimersByTime(1);
    expect(global().averageSaveTime).toBe(15.5);
  });

  it('trims the history to the last 10 every 5 minutes', () => {
    for (let i = 1; i <= 20; i++) store.recordSaveTime(i * 10);
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(store.getSaveHistory()).toHaveLength(20);
    vi.advanceTimersByTime(1);
    expect(store.getSaveHistory()).toEqual([110, 120, 130, 140, 150, 160, 170, 180, 190, 200]);
    vi.advanceTimersByTime(10_000);
    expect(global().averageSaveTime).toBe(155);
  });
});
