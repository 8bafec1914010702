import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Deep links such as /docs#api or /privacy#retention: the browser looks for the target before a
 * lazily loaded page has rendered it, so once the page is on screen we scroll to it ourselves.
 */
/** `ready`: pass false while the target content is still loading (e.g. fetched data). */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const frame = requestAnimationFrame(() => {
      const id = decodeURIComponent(hash.slice(1));
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}
