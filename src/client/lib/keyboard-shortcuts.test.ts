// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShortcutHandler, findSearchTarget, KEYBOARD_DEBOUNCE_MS, matchShortcut } from './keyboard-shortcuts';
import { installKeyboardUserMode } from './keyboard-user';

const key = (init: Partial<KeyboardEvent>) => ({ altKey: false, ctrlKey: false, metaKey: false, key: '', code: '', ...init });

describe('matchShortcut (spec §1)', () => {
  it('maps Alt+/, Alt+1, Alt+2, Alt+3 (by key or physical code)', () => {
    expect(matchShortcut(key({ altKey: true, key: '/', code: 'Slash' }))).toBe('help');
    expect(matchShortcut(key({ altKey: true, key: '¡', code: 'Digit1' }))).toBe('main');
    expect(matchShortcut(key({ altKey: true, key: '2', code: 'Digit2' }))).toBe('navigation');
    expect(matchShortcut(key({ altKey: true, key: '3', code: 'Digit3' }))).toBe('search');
  });
  it('ignores keys without Alt, or with Ctrl/Meta', () => {
    expect(matchShortcut(key({ key: '1', code: 'Digit1' }))).toBeNull();
    expect(matchShortcut(key({ altKey: true, ctrlKey: true, key: '1', code: 'Digit1' }))).toBeNull();
    expect(matchShortcut(key({ altKey: true, key: 'x', code: 'KeyX' }))).toBeNull();
  });
});

describe('createShortcutHandler', () => {
  afterEach(() => vi.useRealTimers());
  it('debounces by 10 ms and prevents the browser default at once', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const handler = createShortcutHandler(run);
    const events = [1, 2, 3].map(() => new KeyboardEvent('keydown', { altKey: true, code: 'Digit1', key: '1', cancelable: true }));
    for (const e of events) handler(e);
    expect(events.every((e) => e.defaultPrevented)).toBe(true);
    vi.advanceTimersByTime(KEYBOARD_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('main');
    expect(KEYBOARD_DEBOUNCE_MS).toBe(10);
  });
  it('does nothing while keyboard navigation is turned off', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const handler = createShortcutHandler(run, () => false);
    const event = new KeyboardEvent('keydown', { altKey: true, code: 'Digit1', key: '1', cancelable: true });
    handler(event);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('findSearchTarget', () => {
  it('prefers #search, then a search field, else null', () => {
    document.body.innerHTML = '<input type="search" name="where" />';
    expect(findSearchTarget()?.getAttribute('name')).toBe('where');
    document.body.innerHTML = '<input type="search" /><div id="search"></div>';
    expect(findSearchTarget()?.id).toBe('search');
    document.body.innerHTML = '<p>No search</p>';
    expect(findSearchTarget()).toBeNull();
  });
});

describe('keyboard-user mode (spec §4)', () => {
  it('turns on at the first Tab and off at the next mouse press', () => {
    const uninstall = installKeyboardUserMode();
    const root = document.documentElement;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(root.classList.contains('keyboard-user')).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.classList.contains('keyboard-user')).toBe(true);
    document.dispatchEvent(new MouseEvent('mousedown'));
    expect(root.classList.contains('keyboard-user')).toBe(false);
    uninstall();
  });
});
