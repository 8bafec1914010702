import { CONTINENTS } from '../places/continents';
import { COUNTRY_NAMES } from './country-names';

// Made on first use: the region names' ICU data costs ~7 MB, which a server that never names a region should not hold.
let names: Intl.DisplayNames | null | undefined;
function displayNames(): Intl.DisplayNames | null {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
  }
  return names;
}

/** "PT" → "Portugal"; falls back to the code itself (an unknown code, or a runtime without region names). */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  const listed = COUNTRY_NAMES[code.toUpperCase()];
  if (listed) return listed;
  try {
    return displayNames()?.of(code.toUpperCase()) ?? code;
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
