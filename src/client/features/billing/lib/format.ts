import type { PlanInfo } from '../../../../core/api/billing';
import { EXPORT_FORMAT_LABEL } from '../../../../core/billing/plans';
import { formatMoney } from '../../../../core/money/currencies';
import { formatCount } from '../../../../core/money/format-en';

const n = formatCount;

/** The entitlements of a plan as the rows the pricing cards and the comparison table show (from the API). */
export function featureRows(plan: PlanInfo): Array<{ label: string; value: string }> {
  const e = plan.entitlements;
  return [
    { label: 'Trips generated per month', value: n(e.trips) },
    { label: 'AI assistant messages per month', value: n(e.assistantMessages) },
    { label: 'Exports', value: e.exportFormats.map((f) => EXPORT_FORMAT_LABEL[f]).join(', ') },
    { label: 'API tokens', value: n(e.apiTokens) },
    { label: 'Trips shared at once', value: n(e.shareLinks) },
    { label: 'Seats', value: e.seats === 1 ? '1 (just you)' : `${e.seats} (you and ${e.seats - 1} members you invite by e-mail)` },
    ...(plan.trialDays ? [{ label: 'Free trial', value: `${plan.trialDays} days for a first subscription` }] : []),
  ];
}

export const money = (minor: number, currency: string) => formatMoney(minor, currency);
export const dateOnly = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const QUOTA_NAME: Record<string, string> = { trips: 'Trips generated', assistantMessages: 'Assistant messages' };
