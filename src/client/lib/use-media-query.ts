import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. False while prerendering and hydrating (the build has no
 * viewport), so the first render matches the prerendered HTML; the real answer comes in the render after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
