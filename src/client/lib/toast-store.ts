import type { ReactNode } from 'react';

/** Spec §9: at most 1 toast visible; a dismissed toast is removed after 1,000,000 ms; default display 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastAction {
  label: string;
  /** Announced to screen readers as the alternative way to do what the action does. */
  altText?: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: 'default' | 'destructive';
  duration?: number;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export type ToastEvent =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

export interface ToastState {
  toasts: ToastData[];
}

/** Pure state transitions (shown → dismissed → removed), kept apart from timers so they are testable. */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'ADD':
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === event.toast.id ? { ...t, ...event.toast } : t)) };
    case 'DISMISS':
      return { toasts: state.toasts.map((t) => (event.id === undefined || t.id === event.id ? { ...t, open: false } : t)) };
    case 'REMOVE':
      return { toasts: event.id === undefined ? [] : state.toasts.filter((t) => t.id !== event.id) };
  }
}

/** A tiny observable store so `toast()` works from anywhere (api error handlers, logout) without a hook. */
export function createToastStore(removeDelay = TOAST_REMOVE_DELAY) {
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<(s: ToastState) => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (event: ToastEvent) => {
    state = toastReducer(state, event);
    if (event.type === 'DISMISS') {
      for (const t of state.toasts) if (!t.open) scheduleRemoval(t.id);
    }
    if (event.type === 'REMOVE') {
      if (event.id === undefined) {
        for (const timer of removals.values()) clearTimeout(timer);
        removals.clear();
      } else clearRemoval(event.id);
    }
    for (const l of listeners) l(state);
  };
  const clearRemoval = (id: string) => {
    const timer = removals.get(id);
    if (timer) clearTimeout(timer);
    removals.delete(id);
  };
  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        dispatch({ type: 'REMOVE', id });
      }, removeDelay),
    );
  };

  function toast(input: ToastInput) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dispatch({ type: 'DISMISS', id }),
      update: (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
    };
  }

  return {
    toast,
    dismiss: (id?: string) => dispatch({ type: 'DISMISS', id }),
    remove: (id?: string) => dispatch({ type: 'REMOVE', id }),
    getState: () => state,
    subscribe(listener: (s: ToastState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
