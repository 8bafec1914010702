import { describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENT, formatMoney, toMajor } from './currencies';
import { formatCount } from './format-en';

// The oracle is Intl itself, with the options formatMoney gave it before it stopped asking (decision 047).
function intl(minor: number, currency: string): string {
  const exp = CURRENCY_EXPONENT[currency]!;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: exp === 0 ? 0 : undefined,
    maximumFractionDigits: exp,
  }).format(toMajor(minor, currency));
}

const AMOUNTS = [0, -0, 1, 5, 9, 10, 50, 99, 100, 101, 110, 999, 1000, 1001, 1050, 12_345, 99_999, 100_000, 1_234_567, 98_765_432_1];
// A fixed spread of larger and odd amounts (a linear congruential walk, so the run is the same every time).
let seed = 7;
for (let i = 0; i < 200; i++) {
  seed = (seed * 48_271) % 2_147_483_647;
  AMOUNTS.push(seed % 10 ** (1 + (i % 13)));
}
AMOUNTS.push(10 ** 13, 10 ** 13 - 1);

describe('formatMoney in en, without Intl', () => {
  for (const currency of Object.keys(CURRENCY_EXPONENT)) {
    it(`writes ${currency} exactly as Intl does`, () => {
      for (const minor of [...AMOUNTS, ...AMOUNTS.map((a) => -a)])
        expect(formatMoney(minor, currency), `${minor}`).toBe(intl(minor, currency));
    });
  }

  it('reads as people expect for the common cases', () => {
    expect(formatMoney(123_450, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(-1250, 'CHF')).toBe('-CHF\u00a012.50');
    expect(formatMoney(1_250_000, 'COP')).toBe('COP\u00a012,500');
    expect(formatMoney(12_345, 'JOD')).toBe('JOD\u00a012.345');
    // Exact where Intl, given minor / 100 as a float, is not (it wrote …409.90).
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
  });

  it('leaves what it does not know to Intl: other locales, other currencies, amounts that are not whole minor units', () => {
    expect(formatMoney(123_450, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatMoney(1234, 'XAF')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'XAF', maximumFractionDigits: 2 }).format(12.34),
    );
    expect(formatMoney(12.5, 'EUR')).toBe('€0.13');
    expect(formatMoney(Number.NaN, 'EUR')).toBe('€NaN');
  });
});

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does, and leaves fractions to it', () => {
    for (const value of [...AMOUNTS, ...AMOUNTS.map((a) => -a), 0.5, -1234.5678, Number.POSITIVE_INFINITY])
      expect(formatCount(value), `${value}`).toBe(value.toLocaleString('en'));
    expect(formatCount(10_000)).toBe('10,000');
  });
});
