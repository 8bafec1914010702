// Money as `Intl.NumberFormat('en', { style: 'currency' })` writes it, without asking Intl (decision 047): a page's
// first Intl formatter starts ICU, 30-120 ms of one task on this machine's Chromium, and the itinerary page shows an
// amount on its first render. Tests compare every currency here with Intl's own output.

/** The symbol ICU's `en` data joins to the amount ("€12.50"); any other currency is its code and a no-break space. */
const SYMBOLS: Record<string, string> = {
  AUD: 'A$',
  BRL: 'R$',
  CAD: 'CA$',
  CNY: 'CN¥',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  KRW: '₩',
  MXN: 'MX$',
  NZD: 'NZ$',
  PHP: '₱',
  TWD: 'NT$',
  USD: '$',
  VND: '₫',
};

/** Where ICU's default fraction digits are fewer than ISO 4217's: it writes "COP 1,250" and "COP 12.5", never "12.50". */
const ICU_DIGITS: Record<string, number> = { COP: 0, HUF: 0, IDR: 0 };

/**
 * `minor` units of `currency` (`exponent` decimals) in `en`: "-€1,234.50", "¥1,234", "CHF 12.50". Intl shows a
 * negative zero as "-€0.00", and so does this. The caller passes a safe integer.
 */
export function formatMoneyEn(minor: number, currency: string, exponent: number): string {
  const minDigits = Math.min(ICU_DIGITS[currency] ?? exponent, exponent);
  const abs = Math.abs(minor);
  const scale = 10 ** exponent;
  let fraction = exponent ? String(abs % scale).padStart(exponent, '0') : '';
  while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const whole = groupDigits(String(Math.floor(abs / scale)));
  const sign = minor < 0 || Object.is(minor, -0) ? '-' : '';
  return `${sign}${SYMBOLS[currency] ?? `${currency}\u00a0`}${whole}${fraction ? `.${fraction}` : ''}`;
}

const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count as `toLocaleString('en')` writes it ("10,000"), without starting ICU for a whole number. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupDigits(String(Math.abs(value)))}`;
}
