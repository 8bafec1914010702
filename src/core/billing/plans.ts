import { EXPORT_FORMATS, type ExportFormat } from '../api/trip-constants';

/**
 * The plans, defined once (issue 12). The server enforces these entitlements and serves them on
 * GET /api/billing/plans; /pricing renders that answer, so the page and the server cannot disagree.
 * Prices are net integer minor units; VAT is added at checkout from the server's configured rate.
 */
export const PLAN_IDS = ['free', 'explorer', 'pro', 'team'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Counted per calendar month (UTC). */
export const QUOTA_KINDS = ['trips', 'assistantMessages'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export interface Entitlements {
  /** New trip plans generated per calendar month (UTC). */
  trips: number;
  /** Messages to the AI travel assistant per calendar month (UTC). */
  assistantMessages: number;
  exportFormats: readonly ExportFormat[];
  /** Live personal access tokens for the API. */
  apiTokens: number;
  /** Trips shared by read-only link at the same time. */
  shareLinks: number;
  /** People on the subscription: the subscriber plus members they invite by e-mail (decision 015). */
  seats: number;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  tagline: string;
  currency: string;
  monthlyMinor: number;
  yearlyMinor: number;
  /** Days of free trial when first subscribing (0 = none). */
  trialDays: number;
  highlighted?: boolean;
  entitlements: Entitlements;
}

/** How each export format is named to people: the export menu, the pricing page and the server's 402 message. */
export const EXPORT_FORMAT_LABEL: Record<ExportFormat, string> = {
  ics: 'Calendar (.ics)',
  gpx: 'GPX route',
  kml: 'KML (Google Earth)',
  geojson: 'GeoJSON',
};

// Free exports the calendar and the GPS route; the mapping formats (KML, GeoJSON) come with a paid plan.
const FREE_FORMATS: readonly ExportFormat[] = ['ics', 'gpx'];
const ALL_FORMATS = EXPORT_FORMATS;

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'For the occasional trip.',
    currency: 'EUR',
    monthlyMinor: 0,
    yearlyMinor: 0,
    trialDays: 0,
    entitlements: { trips: 10, assistantMessages: 30, exportFormats: FREE_FORMATS, apiTokens: 20, shareLinks: 10, seats: 1 },
  },
  {
    id: 'explorer',
    name: 'Explorer',
    tagline: 'For people who travel every season.',
    currency: 'EUR',
    monthlyMinor: 700,
    yearlyMinor: 7_000,
    trialDays: 0,
    highlighted: true,
    entitlements: { trips: 30, assistantMessages: 300, exportFormats: ALL_FORMATS, apiTokens: 30, shareLinks: 50, seats: 1 },
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For frequent travellers and trip organisers.',
    currency: 'EUR',
    monthlyMinor: 1_500,
    yearlyMinor: 15_000,
    trialDays: 14,
    entitlements: { trips: 100, assistantMessages: 2_000, exportFormats: ALL_FORMATS, apiTokens: 50, shareLinks: 200, seats: 1 },
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'For small teams that plan trips together.',
    currency: 'EUR',
    monthlyMinor: 4_900,
    yearlyMinor: 49_000,
    trialDays: 0,
    entitlements: { trips: 400, assistantMessages: 10_000, exportFormats: ALL_FORMATS, apiTokens: 100, shareLinks: 1_000, seats: 5 },
  },
];

export const FREE_PLAN = PLANS[0]!;

export function planById(id: string): PlanDefinition | undefined {
  return PLANS.find((p) => p.id === id);
}

export function priceOf(plan: PlanDefinition, billing: BillingPeriod): number {
  return billing === 'yearly' ? plan.yearlyMinor : plan.monthlyMinor;
}

/** The cheapest plan that raises an entitlement above `current` (for "how to raise it" messages). */
export function upgradeFor(current: PlanId, better: (e: Entitlements, mine: Entitlements) => boolean): PlanDefinition | undefined {
  const mine = planById(current)?.entitlements ?? FREE_PLAN.entitlements;
  return PLANS.find((p) => p.monthlyMinor > 0 && better(p.entitlements, mine));
}

export const QUOTA_LABEL: Record<QuotaKind, { one: string; many: string }> = {
  trips: { one: 'trip generation', many: 'trip generations' },
  assistantMessages: { one: 'assistant message', many: 'assistant messages' },
};

/** The cheapest paid plan that exports `format` (for the export menu and the 402 message). */
export function planForFormat(format: ExportFormat): PlanDefinition | undefined {
  return PLANS.find((p) => p.monthlyMinor > 0 && p.entitlements.exportFormats.includes(format));
}
