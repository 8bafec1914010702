import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastData } from './toast-store';

const t = (id: string, extra: Partial<ToastData> = {}): ToastData => ({ id, open: true, ...extra });

describe('toastReducer (spec §3/§4/§9)', () => {
  it('keeps at most 1 toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer({ toasts: [] }, { type: 'ADD', toast: t('1') }), {
      type: 'ADD',
      toast: t('2', { title: 'New' }),
    });
    expect(state.toasts).toEqual([t('2', { title: 'New' })]);
  });
  it('updates, dismisses (closes) and removes', () => {
    let state = toastReducer({ toasts: [t('1')] }, { type: 'UPDATE', toast: { id: '1', description: 'More' } });
    expect(state.toasts[0]).toMatchObject({ id: '1', description: 'More', open: true });
    state = toastReducer(state, { type: 'DISMISS', id: '1' });
    expect(state.toasts[0]!.open).toBe(false);
    expect(toastReducer(state, { type: 'REMOVE', id: '1' }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [t('1')] }, { type: 'DISMISS' }).toasts[0]!.open).toBe(false);
    expect(toastReducer({ toasts: [t('1')] }, { type: 'REMOVE' }).toasts).toEqual([]);
  });
});

describe('toast store lifecycle: shown → dismissed → removed after the delay', () => {
  afterEach(() => vi.useRealTimers());
  it('removes a dismissed toast after 1,000,000 ms, not before', () => {
    vi.useFakeTimers();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const store = createToastStore();
    const seen: number[] = [];
    store.subscribe((s) => seen.push(s.toasts.length));
    const handle = store.toast({ title: 'Saved', action: { label: 'Undo', onClick: () => undefined }, variant: 'destructive' });
    expect(store.getState().toasts[0]).toMatchObject({ id: handle.id, open: true, title: 'Saved', variant: 'destructive' });
    handle.dismiss();
    expect(store.getState().toasts[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(seen).toEqual([1, 1, 0]);
  });
});
