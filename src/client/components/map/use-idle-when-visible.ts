import { useEffect, useState } from 'react';

/** Resolves once the page's load event has fired (at once if it already has). */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  const onLoad = () => run();
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}

/** Runs `run` in the browser's next idle period (a short timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** Runs `run` in the first idle period after the page's load event; the returned function cancels either wait. */
function idleAfterLoad(run: () => void, timeout: number): () => void {
  let cancelIdle: (() => void) | null = null;
  const cancelLoad = afterLoad(() => {
    cancelIdle = whenIdle(run, timeout);
  });
  return () => {
    cancelLoad();
    cancelIdle?.();
  };
}

/**
 * True once the element is near the viewport, the page has loaded and the browser is idle after that: the text
 * around a map paints and becomes interactive first, and maplibre's start-up (its biggest long tasks) waits for a
 * free moment instead of competing with the page's own first render and hydration.
 */
export function useIdleWhenVisible(ref: React.RefObject<HTMLElement | null>, timeout = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (ready || !el) return;
    let cancel = () => {};
    const start = () => {
      cancel = idleAfterLoad(() => setReady(true), timeout);
    };
    if (typeof IntersectionObserver !== 'function') {
      start();
      return () => cancel();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [ref, ready, timeout]);
  return ready;
}

/**
 * True once the page has loaded and the browser is idle after that: for a page's extras (issue 16: the itinerary's
 * assistant and plan), so their code and reads do not compete with the page's first content for a slow phone.
 */
export function useIdleAfterLoad(timeout = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return idleAfterLoad(() => setReady(true), timeout);
  }, [ready, timeout]);
  return ready;
}
