import { describe, expect, it } from 'vitest';
import { countryName, regionName } from './region-name';
import { COUNTRY_NAMES } from './country-names';
import { loadCountries } from '../../../data/load';

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

describe("the catalog's country names", () => {
  it('name every country in data/countries, each as Intl.DisplayNames does', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'region' });
    const codes = loadCountries().map((c) => c.code);
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) expect(COUNTRY_NAMES[code], code).toBe(intl.of(code));
    for (const [code, name] of Object.entries(COUNTRY_NAMES)) expect(name, code).toBe(intl.of(code));
  });

  it('leave a country outside the catalog to Intl', () => {
    expect(COUNTRY_NAMES.BT).toBeUndefined();
    expect(countryName('bt')).toBe('Bhutan');
  });
});
