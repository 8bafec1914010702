import { CURRENCY_EXPONENT } from '../../../../core/money/currencies';

/**
 * Indicative exchange rates: US dollars per one major unit (mid-2025 averages, rounded). The curated data prices
 * each destination in its own currency and a trip is planned in one currency, so prices are converted once when
 * the catalog is built. These are planning estimates, not quotes; a live rates source can replace the table.
 */
export const USD_PER_UNIT: Record<string, number> = {
  AED: 0.2723,
  ARS: 0.00085,
  AUD: 0.65,
  BRL: 0.18,
  CAD: 0.73,
  CHF: 1.24,
  CLP: 0.00106,
  CNY: 0.139,
  COP: 0.00025,
  CRC: 0.002,
  CUP: 0.0417,
  CZK: 0.047,
  DKK: 0.156,
  EGP: 0.0205,
  EUR: 1.16,
  FJD: 0.44,
  GBP: 1.35,
  HKD: 0.1275,
  HUF: 0.0029,
  IDR: 0.000061,
  ILS: 0.29,
  INR: 0.0114,
  ISK: 0.0081,
  JOD: 1.41,
  JPY: 0.0068,
  KES: 0.0077,
  KHR: 0.00025,
  KRW: 0.00072,
  LKR: 0.0033,
  MAD: 0.11,
  MOP: 0.124,
  MVR: 0.065,
  MXN: 0.054,
  MYR: 0.236,
  NOK: 0.099,
  NPR: 0.0071,
  NZD: 0.59,
  OMR: 2.6,
  PAB: 1,
  PEN: 0.28,
  PHP: 0.0175,
  PLN: 0.27,
  QAR: 0.2747,
  SEK: 0.105,
  SGD: 0.78,
  THB: 0.031,
  TRY: 0.024,
  TWD: 0.033,
  TZS: 0.00039,
  USD: 1,
  VND: 0.000038,
  ZAR: 0.056,
  ZWL: 0.0031,
};

export const PLANNING_CURRENCIES = Object.keys(USD_PER_UNIT)
  .filter((c) => c in CURRENCY_EXPONENT)
  .sort();

/** Major units of `target` per one major unit of each other currency (the shape createCuratedCatalog wants). */
export function ratesInto(target: string): Record<string, number> | null {
  const base = USD_PER_UNIT[target];
  if (base === undefined) return null;
  return Object.fromEntries(Object.entries(USD_PER_UNIT).map(([code, usd]) => [code, usd / base]));
}
