/**
 * What a prerendered page's visitor did before the app ran (public/start-after-paint.js records it): the page's
 * content is there before its scripts, so people click early.
 */
interface EarlyInput {
  /** Set once the app is interactive; from then on React handles clicks. */
  interactive: boolean;
  /** Buttons and same-tab links clicked before then, in order. */
  clicks: Element[];
  /** True while the page's modulepreload links are still being inserted, four per task. */
  preloading?: boolean;
}

const early = (globalThis as { wayfarerEarly?: EarlyInput }).wayfarerEarly;

/** Replays the clicks held before the app was interactive, now that their handlers are attached. Idempotent. */
export function replayEarlyClicks(): void {
  if (early) early.interactive = true;
  for (const element of early?.clicks.splice(0) ?? []) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}

/**
 * Runs a page's first import once start-after-paint.js has inserted the page's modulepreload links. Vite's import
 * helper inserts every link of the import's files that is still missing in one go, and Chrome compiles each module
 * as its link goes in: that was a 90-120 ms task here when the app ran before the last batch. Waits 3 s at most.
 */
export function afterEarlyPreloads<T>(load: () => Promise<T>): Promise<T> {
  if (!early?.preloading) return load();
  return new Promise<void>((resolve) => {
    document.addEventListener('wayfarer:preloaded', () => resolve(), { once: true });
    setTimeout(resolve, 3000);
  }).then(load);
}
