/**
 * What a prerendered page's visitor did before the app ran (public/start-after-paint.js records it): the page's
 * content is there before its scripts, so people click early.
 */
interface EarlyInput {
  /** Set just before hydration; from then on React handles clicks (hydrating the clicked part first if needed). */
  started: boolean;
  /** Buttons clicked before their handlers existed, in order. */
  clicks: Element[];
}

const early = (window as { wayfarerEarly?: EarlyInput }).wayfarerEarly;

/** Called just before the app hydrates: clicks from now on reach React. */
export function markStarted(): void {
  if (early) early.started = true;
}

/** Replays the clicks on buttons made before the app ran, now that their handlers are attached. */
export function replayEarlyClicks(): void {
  for (const element of early?.clicks.splice(0) ?? []) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
