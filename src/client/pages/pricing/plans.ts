import { currencyExponent, toMajor } from '../../../core/money/currencies';

/**
 * The plans shown on /pricing. Prices are integer minor units (cents) like every amount in Wayfarer;
 * a yearly price is ten monthly ones (two months free). When the payments module defines plans on the
 * server, this list should come from it instead.
 */
export type PlanId = 'free' | 'explorer' | 'pro' | 'team';
export type BillingPeriod = 'monthly' | 'yearly';

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  currency: string;
  monthlyMinor: number;
  yearlyMinor: number;
  /** Shown under the price, e.g. who the price covers. */
  priceNote?: string;
  highlighted?: boolean;
  features: {
    trips: string;
    assistant: string;
    sharing: string;
    exports: string;
    api: string;
    support: string;
  };
}

export const FEATURE_LABELS: Record<keyof Plan['features'], string> = {
  trips: 'Trips per month',
  assistant: 'AI assistant messages per month',
  sharing: 'Sharing',
  exports: 'Exports',
  api: 'API access',
  support: 'Support',
};

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'For the occasional trip.',
    currency: 'EUR',
    monthlyMinor: 0,
    yearlyMinor: 0,
    features: {
      trips: '3',
      assistant: '30',
      sharing: 'Read-only links',
      exports: 'Calendar (.ics)',
      api: '—',
      support: 'Help centre and docs',
    },
  },
  {
    id: 'explorer',
    name: 'Explorer',
    tagline: 'For people who travel every season.',
    currency: 'EUR',
    monthlyMinor: 700,
    yearlyMinor: 7_000,
    highlighted: true,
    features: {
      trips: '15',
      assistant: '300',
      sharing: 'Read-only links',
      exports: 'Calendar, GPX, KML, GeoJSON',
      api: '—',
      support: 'E-mail, reply within 2 business days',
    },
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For frequent travellers and trip organisers.',
    currency: 'EUR',
    monthlyMinor: 1_500,
    yearlyMinor: 15_000,
    features: {
      trips: '50',
      assistant: '2,000',
      sharing: 'Read-only links',
      exports: 'Calendar, GPX, KML, GeoJSON',
      api: 'Personal access tokens',
      support: 'Priority e-mail, reply within 1 business day',
    },
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'For small teams that plan trips together.',
    currency: 'EUR',
    monthlyMinor: 4_900,
    yearlyMinor: 49_000,
    priceNote: 'Up to 5 members',
    features: {
      trips: '200, shared by the team',
      assistant: '10,000, shared by the team',
      sharing: 'Read-only links and shared team trips',
      exports: 'Calendar, GPX, KML, GeoJSON',
      api: 'Personal access tokens for each member',
      support: 'Priority e-mail, reply within 1 business day',
    },
  },
];

export function subscribeHref(plan: PlanId, period: BillingPeriod) {
  return `/subscribe?plan=${plan}&billing=${period}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Whole-currency display from minor units: 700 EUR cents → "€7"; a price with a fraction keeps it. */
export function formatPrice(minor: number, currency: string, locale = 'en') {
  const exponent = currencyExponent(currency);
  const digits = minor % 10 ** exponent === 0 ? 0 : exponent;
  const key = `${locale}|${currency}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajor(minor, currency));
}
