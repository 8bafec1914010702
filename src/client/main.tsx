import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { LAZY_PAGES } from './app/lazy-pages';
import { startEarlyReads } from './app/early-reads';
import { createQueryClient } from './lib/query-client';
import { installGlobalErrorHandlers } from './lib/error-reporter';
import { performanceMonitor } from './lib/performance-monitor';
import { config as zodConfig } from 'zod/v4/core';
import './styles.css';

// zod 4 probes `new Function('')` to compile fast validators; our CSP forbids eval, so the probe would
// be reported as a violation on every page that validates a form. Interpreted validation is plenty here.
zodConfig({ jitless: true });

installGlobalErrorHandlers();
performanceMonitor.start();

// Inside the native wrapper Capacitor injects `window.Capacitor` before the page loads; in a browser
// the native start-up module is never even downloaded.
const native = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
if (native?.isNativePlatform?.()) {
  void import('./lib/capacitor').then((m) => m.initCapacitor());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
/** Marks the page interactive once the app's effects ran (a parent's effect runs after its children's): until then a
 * prerendered page shows content but its keyboard shortcuts and handlers are not attached yet. e2e waits on it. */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return children;
}
// One query cache for the app, made here so the reads a page needs first can start before React renders.
const queryClient = createQueryClient();
startEarlyReads(queryClient, window.location.pathname, window.location.search);
const app = (
  <StrictMode>
    <Interactive>
      <App queryClient={queryClient} />
    </Interactive>
  </StrictMode>
);
// A public page the server sent prerendered (decision 020): load its chunk (already preloaded with the HTML)
// so the first render matches the HTML, then hydrate it (buttons and links clicked before then are replayed once
// it is interactive). Anything else renders from scratch. Either way as a transition, so React yields to the browser
// every few milliseconds instead of one long task (Lighthouse's TBT).
const prerendered = container.dataset.prerendered;
const page = prerendered && Object.hasOwn(LAZY_PAGES, prerendered) ? LAZY_PAGES[prerendered as keyof typeof LAZY_PAGES] : null;
if (page) {
  page.preload().then(
    () => startTransition(() => void hydrateRoot(container, app)),
    () => startTransition(() => createRoot(container).render(app)),
  );
} else {
  startTransition(() => createRoot(container).render(app));
}
