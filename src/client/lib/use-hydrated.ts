import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered HTML (and while prerendering), true afterwards and in any render from
 * scratch. Markup that depends on the browser's own state (stored theme, media queries) renders its neutral form
 * until then, so hydration matches the build-time HTML (decision 020).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
