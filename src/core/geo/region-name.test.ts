import { describe, expect, it } from 'vitest';
import { countryName, regionName } from './region-name';

describe('region names', () => {
  it('names countries and continents as people write them, and leaves anything else as given', () => {
    expect(countryName('pt')).toBe('Portugal');
    expect(countryName(null)).toBeNull();
    expect(regionName('PT')).toBe('Portugal');
    expect(regionName('north-america')).toBe('North America');
    expect(regionName('europe')).toBe('Europe');
    expect(regionName('Bali')).toBe('Bali');
  });
});
