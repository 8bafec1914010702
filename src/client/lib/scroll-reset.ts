import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: scroll resets to the top on each route change (an in-page #hash is left to the browser). */
export function useScrollReset() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
