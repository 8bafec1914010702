import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_STORAGE_KEY } from './theme';

describe('resolveTheme (spec §1)', () => {
  it('uses the stored choice first', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
  it('falls back to the system dark preference, then light', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', false)).toBe('light');
  });
  it('stores under {product}-theme', () => {
    expect(THEME_STORAGE_KEY).toBe('wayfarer-theme');
  });
});
