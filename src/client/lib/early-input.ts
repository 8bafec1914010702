/**
 * What a prerendered page's visitor did before the app ran (public/start-after-paint.js records it): the page's
 * content is there before its scripts, so people click early.
 */
interface EarlyInput {
  /** Set once the app is interactive; from then on React handles clicks. */
  interactive: boolean;
  /** Buttons and same-tab links clicked before then, in order. */
  clicks: Element[];
}

const early = (window as { wayfarerEarly?: EarlyInput }).wayfarerEarly;

/** Replays the clicks held before the app was interactive, now that their handlers are attached. Idempotent. */
export function replayEarlyClicks(): void {
  if (early) early.interactive = true;
  for (const element of early?.clicks.splice(0) ?? []) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
