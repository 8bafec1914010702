import { useSyncExternalStore } from 'react';
import { createToastStore } from './toast-store';

export type { ToastData, ToastInput, ToastAction } from './toast-store';

const store = createToastStore();

/** Show a toast from anywhere: `toast({ title, description, action, variant: 'destructive' })`. */
export const toast = store.toast;
export const dismissToast = store.dismiss;

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts: state.toasts, toast: store.toast, dismiss: store.dismiss };
}
