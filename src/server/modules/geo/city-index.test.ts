import { describe, expect, it } from 'vitest';
import { normalizeName } from '../../../core/geo/normalize';
import { CityIndex } from './city-index';

const SYLLABLES = ['ba', 'ca', 'do', 'fe', 'gi', 'ha', 'ko', 'lu', 'ma', 'no', 'pe', 'ra', 'sa', 'to', 'vi', 'zu'];

/** 3,000 made-up cities with skewed populations, repeated names and a few alternative names. */
function cities() {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: 3000 }, (_, i) => {
    const name = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => SYLLABLES[Math.floor(rnd() * SYLLABLES.length)]).join('');
    return {
      cityId: 1000 + i * 7,
      name: i % 97 === 0 ? `São ${name}` : name[0]!.toUpperCase() + name.slice(1),
      altName: i % 50 === 0 ? `Alt${name}` : '',
      country: ['PT', 'IT', 'JP'][i % 3]!,
      adminCode: '01',
      population: Math.floor(10 ** (2 + rnd() * 5)),
      loc: { coordinates: [i / 100, i / 200] as [number, number] },
    };
  });
}

describe('CityIndex', () => {
  const raw = cities();
  const index = new CityIndex(raw);
  const weight = (c: { population: number }) => Math.log10(c.population + 10);

  it('finds a city by id, and nothing for an unknown id', () => {
    for (const r of raw.slice(0, 200)) expect(index.get(r.cityId)?.name).toBe(r.name);
    expect(index.get(999)).toBeUndefined();
  });

  it('prefix matches: every city whose name (or alternative name) starts so; for a short prefix, the 32 most populous', () => {
    for (const q of ['b', 'ca', 'dofe', 'sao ', 'altba', 'kolu', 'zuzu']) {
      const expected = raw
        .map((r, i) => ({ r, i }))
        .filter(({ r }) => [r.name, r.altName].some((n) => n && normalizeName(n).startsWith(q)))
        .sort((a, b) => weight(b.r) - weight(a.r) || a.i - b.i)
        .slice(0, q.length <= 4 ? 32 : undefined)
        .map(({ r }) => r.cityId);
      const got = index.search(q, { limit: 5000 }).filter((m) => m.matched === 'prefix');
      expect(new Set(got.map((m) => m.city.geonameId))).toEqual(new Set(expected));
    }
  });

  it('tolerates one typo in the first letters (swap, missing or wrong letter) and honours the country filter', () => {
    const big = [...raw].filter((r) => !r.name.includes(' ') && r.name.length >= 7).sort((a, b) => b.population - a.population)[0]!;
    const n = normalizeName(big.name);
    for (const typo of [n.charAt(1) + n.charAt(0) + n.slice(2), n.slice(0, 2) + n.slice(3), n.slice(0, 3) + 'x' + n.slice(4)]) {
      const found = index.search(typo, { limit: 50 }).map((m) => m.city.geonameId);
      expect(found, typo).toContain(big.cityId);
    }
    const other = big.country === 'PT' ? 'IT' : 'PT';
    expect(index.search(n, { country: other }).every((m) => m.city.country === other)).toBe(true);
    expect(index.search(n, { country: big.country })[0]!.city.geonameId).toBe(big.cityId);
  });
});
