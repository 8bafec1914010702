import { useEffect, useLayoutEffect, useRef } from 'react';

/** Spec §4: any mouse, key, scroll, touch or click activity restarts the timers. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click', 'wheel'] as const;
/** Other tabs of the app share activity through this key, so an idle tab never logs out a busy one. */
export const LAST_ACTIVITY_KEY = 'wayfarer-last-activity';
/** Restarting timers on every mousemove would churn; once a second is precise enough for hours. */
const RESET_THROTTLE_MS = 1000;
const SHARE_THROTTLE_MS = 5000;

export interface InactivityOptions {
  enabled: boolean;
  warnAfterMs: number;
  expireAfterMs: number;
  onWarn: () => void;
  onExpire: () => void;
  /** Called (throttled) when the person is active; e.g. to keep the server session alive. */
  onActivity?: () => void;
}

/**
 * Two timers from the last activity: a warning, then expiry. Callbacks are read through a ref so a
 * re-render does not restart the countdown.
 */
export function useInactivityTimers(options: InactivityOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { enabled, warnAfterMs, expireAfterMs } = options;

  useEffect(() => {
    if (!enabled) return;
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let expireTimer: ReturnType<typeof setTimeout> | undefined;
    let lastReset = 0;
    let lastShared = 0;

    const start = () => {
      clearTimeout(warnTimer);
      clearTimeout(expireTimer);
      lastReset = Date.now();
      warnTimer = setTimeout(() => latest.current.onWarn(), warnAfterMs);
      expireTimer = setTimeout(() => latest.current.onExpire(), expireAfterMs);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastReset < RESET_THROTTLE_MS) return;
      start();
      latest.current.onActivity?.();
      if (now - lastShared >= SHARE_THROTTLE_MS) {
        lastShared = now;
        try {
          localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
        } catch {
          // storage blocked: this tab still tracks its own activity
        }
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) start();
    };

    start();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(expireTimer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled, warnAfterMs, expireAfterMs]);
}
