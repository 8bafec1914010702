import { CONTINENTS } from '../places/schema';

const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** "PT" → "Portugal"; falls back to the code itself (an unknown code, or a runtime without region names). */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A catalog region for people: a country code ("PT" → "Portugal") or a continent ("north-america" → "North America"). */
export function regionName(region: string): string {
  if ((CONTINENTS as readonly string[]).includes(region))
    return region.replace(/(^|-)(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);
  return /^[A-Za-z]{2}$/.test(region) ? (countryName(region) ?? region) : region;
}
