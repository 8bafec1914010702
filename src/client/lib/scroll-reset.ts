import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: scroll resets to the top on each route change (an in-page #hash is left to the browser). Not on the first
 * render: a prerendered page may already be scrolled (or clicked) by the time it hydrates, and jumping it to the top
 * then moved the page under the visitor's pointer.
 */
export function useScrollReset() {
  const { pathname, hash } = useLocation();
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
