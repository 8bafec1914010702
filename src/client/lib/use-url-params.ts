import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Updater = (latest: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams` whose updates build on the latest URL, including updates not rendered yet.
 *
 * React Router's functional form `setSearchParams(prev => …)` hands `prev` from the last RENDER, not the last
 * navigation: its navigations finish after a microtask and re-render in a transition, so two changes made before
 * the page re-renders (quick choices, a choice and then the currency) each start from the same old query and the
 * later one silently drops the earlier. Here every update starts from the newest query asked for: `chain` holds the
 * rendered query followed by the ones requested since; a render that shows one of them drops what came before it,
 * and a render that shows none of them (back/forward, a link) starts the chain again from what is shown.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const chain = useRef<string[]>([shown]);

  useEffect(() => {
    const at = chain.current.indexOf(shown);
    chain.current = at >= 0 ? chain.current.slice(at) : [shown];
  }, [shown]);

  const update = useCallback(
    (fn: Updater, options?: NavigateOptions) => {
      const latest = chain.current.at(-1) ?? '';
      const next = fn(new URLSearchParams(latest));
      chain.current = [...chain.current, next.toString()];
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update] as const;
}
