import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PreferencesPatchSchema, resolvePreferences } from './settings';

describe('resolvePreferences', () => {
  it('fills defaults for an empty or broken record, key by key', () => {
    expect(resolvePreferences({})).toEqual(DEFAULT_PREFERENCES);
    expect(resolvePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    const mixed = resolvePreferences({ theme: 'neon', currency: 'GBP', accessibility: { fontSize: 999, reducedMotion: true } });
    expect(mixed.theme).toBe('system');
    expect(mixed.currency).toBe('GBP');
    expect(mixed.accessibility).toEqual({ ...DEFAULT_PREFERENCES.accessibility, reducedMotion: true });
  });
});

describe('PreferencesPatchSchema', () => {
  it('normalises the airport code and treats empty text as clearing', () => {
    expect(PreferencesPatchSchema.parse({ homeAirport: ' lis ', homeCity: '' })).toEqual({ homeAirport: 'LIS', homeCity: null });
  });
  it('refuses unknown keys', () => {
    expect(PreferencesPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
