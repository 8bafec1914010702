// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, useInactivityTimers, type InactivityOptions } from './use-inactivity-timers';

const HOUR = 60 * 60_000;

function Probe(props: InactivityOptions) {
  useInactivityTimers(props);
  return null;
}

function setup(enabled = true) {
  const onWarn = vi.fn();
  const onExpire = vi.fn();
  const onActivity = vi.fn();
  const view = render(
    <Probe
      enabled={enabled}
      warnAfterMs={2.5 * HOUR}
      expireAfterMs={3 * HOUR}
      onWarn={onWarn}
      onExpire={onExpire}
      onActivity={onActivity}
    />,
  );
  return { onWarn, onExpire, onActivity, view };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('inactivity timers (spec §4/§9)', () => {
  it('warns at 2.5 h and expires at 3 h without activity', () => {
    const { onWarn, onExpire } = setup();
    act(() => vi.advanceTimersByTime(2.5 * HOUR - 1));
    expect(onWarn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(0.5 * HOUR));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'])('restarts both timers on %s', (type) => {
    const { onWarn, onExpire, onActivity } = setup();
    act(() => vi.advanceTimersByTime(2 * HOUR));
    act(() => {
      window.dispatchEvent(new Event(type));
    });
    expect(onActivity).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2 * HOUR));
    expect(onWarn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(0.5 * HOUR));
    expect(onWarn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(0.5 * HOUR));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('counts activity in another tab of the app', () => {
    const { onWarn } = setup();
    act(() => vi.advanceTimersByTime(2 * HOUR));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }));
    });
    act(() => vi.advanceTimersByTime(2 * HOUR));
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('shares its own activity with other tabs', () => {
    setup();
    act(() => vi.advanceTimersByTime(10_000));
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
  });

  it('does nothing while signed out, and stops when unmounted', () => {
    const signedOut = setup(false);
    act(() => vi.advanceTimersByTime(4 * HOUR));
    expect(signedOut.onWarn).not.toHaveBeenCalled();
    cleanup();
    const signedIn = setup(true);
    signedIn.view.unmount();
    act(() => vi.advanceTimersByTime(4 * HOUR));
    expect(signedIn.onExpire).not.toHaveBeenCalled();
  });
});
