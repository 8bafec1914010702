export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * Exponential back-off with jitter for the n-th retry (1-based): 1 s, 2 s, 4 s … capped at 30 s, each scaled by a
 * random factor in [0.5, 1) so many clients coming back at once do not retry in step.
 */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}
