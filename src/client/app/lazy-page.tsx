import { useEffect, useState, type ComponentType } from 'react';
import type { RouteKey } from '../../core/routes';
import { pickExport, type PageEntry } from './page-registry';
import { PageLoadError } from './page-load-error';
import { PageLoading } from './page-loading';
import { warmChunks } from '../lib/warm-chunks';
import { afterEarlyPreloads } from '../lib/early-input';

export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<ComponentType>;
  /** Fetches the page's files without running them where the server listed them (lib/warm-chunks), else preloads. */
  warm: () => Promise<unknown>;
}

/**
 * A page loaded on demand. Unlike React.lazy, a failed import is not cached: "Try Again" runs the
 * import afresh (spec §2: failed page load → "Failed to load {page}", Try Again, Go Home, details).
 */
export function createLazyPage(entry: Pick<PageEntry, 'load' | 'exportName' | 'title'>, key?: RouteKey): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;

  const preload = () =>
    (pending ??= afterEarlyPreloads(entry.load)
      .then((mod) => (loaded = pickExport(mod, entry.exportName)))
      .catch((err: unknown) => {
        pending = null;
        throw err;
      }));

  function Page() {
    const [state, setState] = useState<{ component: ComponentType | null; error: Error | null }>({ component: loaded, error: null });
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (state.component) return;
      let alive = true;
      preload().then(
        (component) => alive && setState({ component, error: null }),
        (error: unknown) => alive && setState({ component: null, error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        alive = false;
      };
    }, [attempt, state.component]);

    if (state.error) {
      return (
        <PageLoadError
          page={entry.title}
          error={state.error}
          onRetry={() => {
            setState({ component: null, error: null });
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    if (!state.component) return <PageLoading />;
    const Component = state.component;
    return <Component />;
  }
  Page.preload = preload;
  Page.warm = () => (loaded || pending || !key || !warmChunks(key) ? preload() : Promise.resolve());
  return Page as LazyPage;
}
