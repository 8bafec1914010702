// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_STORAGE_KEY,
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  loadAccessibilitySettings,
  parseAccessibilitySettings,
  saveAccessibilitySettings,
} from './accessibility-settings';

beforeEach(() => localStorage.clear());

describe('accessibility settings (spec §3)', () => {
  it('defaults: font size 100 %, keyboard navigation, skip links and announcements on', () => {
    expect(DEFAULT_ACCESSIBILITY_SETTINGS).toEqual({
      highContrastMode: false,
      reducedMotion: false,
      fontSize: 100,
      screenReaderOptimized: false,
      keyboardNavigationEnabled: true,
      skipLinksEnabled: true,
      announcementsEnabled: true,
    });
  });
  it('persist under accessibility-settings and load back', () => {
    const settings = { ...DEFAULT_ACCESSIBILITY_SETTINGS, highContrastMode: true, fontSize: 125 };
    saveAccessibilitySettings(settings);
    expect(JSON.parse(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY)!)).toEqual(settings);
    expect(loadAccessibilitySettings()).toEqual(settings);
  });
  it('repairs malformed or partial stored values', () => {
    expect(parseAccessibilitySettings('not json')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseAccessibilitySettings('{"reducedMotion":true,"fontSize":900,"skipLinksEnabled":"yes"}')).toEqual({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      reducedMotion: true,
      fontSize: 200,
    });
  });
  it('each setting changes the page through <html>', () => {
    const root = document.documentElement;
    applyAccessibilitySettings(
      { ...DEFAULT_ACCESSIBILITY_SETTINGS, highContrastMode: true, reducedMotion: true, screenReaderOptimized: true, fontSize: 150 },
      root,
    );
    expect([...root.classList]).toEqual(expect.arrayContaining(['high-contrast', 'reduce-motion', 'sr-optimized', 'keyboard-nav']));
    expect(root.style.getPropertyValue('--font-scale')).toBe('150%');
    applyAccessibilitySettings({ ...DEFAULT_ACCESSIBILITY_SETTINGS, keyboardNavigationEnabled: false }, root);
    expect(root.classList.contains('high-contrast')).toBe(false);
    expect(root.classList.contains('keyboard-nav')).toBe(false);
    expect(root.style.getPropertyValue('--font-scale')).toBe('100%');
  });
});
