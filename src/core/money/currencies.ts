import { formatMoneyEn } from './format-en';

/**
 * ISO 4217 minor-unit exponents for the currencies Wayfarer handles. Money is always an integer in
 * minor units (cents, pence, yen...): amount 1234 in EUR is €12.34, in JPY it is ¥1,234.
 */
export const CURRENCY_EXPONENT: Record<string, number> = {
  AED: 2,
  ARS: 2,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  COP: 2,
  CRC: 2,
  CUP: 2,
  CZK: 2,
  DKK: 2,
  EGP: 2,
  EUR: 2,
  FJD: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KES: 2,
  KHR: 2,
  KRW: 0,
  LKR: 2,
  MAD: 2,
  MOP: 2,
  MVR: 2,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NPR: 2,
  NZD: 2,
  OMR: 3,
  PAB: 2,
  PEN: 2,
  PHP: 2,
  PLN: 2,
  QAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  TWD: 2,
  TZS: 2,
  USD: 2,
  VND: 0,
  ZAR: 2,
  ZWL: 2,
};

export function currencyExponent(currency: string): number {
  return CURRENCY_EXPONENT[currency] ?? 2;
}

export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

// Building an Intl.NumberFormat costs far more than using one (an itinerary page formats hundreds of amounts).
const formatters = new Map<string, Intl.NumberFormat>();

/** "€12.34" for 1234 in EUR. In `en` (every caller but a test) without Intl, which would start ICU on the page. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  if (locale === 'en' && Object.hasOwn(CURRENCY_EXPONENT, currency) && Number.isSafeInteger(minor))
    return formatMoneyEn(minor, currency, currencyExponent(currency));
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const exp = currencyExponent(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exp === 0 ? 0 : undefined,
      maximumFractionDigits: exp,
    });
    formatters.set(key, format);
  }
  return format.format(toMajor(minor, currency));
}
