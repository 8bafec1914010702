/**
 * Wraps a dynamic import for a non-page piece of UI (menus, toasts, badges). If its chunk cannot be
 * fetched — typically because the person went offline — the promise waits for the connection to
 * come back and tries again, instead of rejecting into the app's error boundary and replacing the
 * whole screen (and any unsaved work on it) with an error page. Until then, Suspense shows its fallback.
 */
export function resilientImport<T>(load: () => Promise<T>, retryDelayMs = 2000): () => Promise<T> {
  let pending: Promise<T> | null = null;
  const attempt = (): Promise<T> =>
    load().catch(
      () =>
        new Promise<T>((resolve) => {
          const again = () => resolve(attempt());
          if (typeof navigator !== 'undefined' && navigator.onLine === false) window.addEventListener('online', again, { once: true });
          else setTimeout(again, retryDelayMs);
        }),
    );
  return () =>
    (pending ??= attempt().finally(() => {
      pending = null;
    }));
}
