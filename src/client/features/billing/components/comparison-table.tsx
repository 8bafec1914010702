import type { PlanInfo } from '../../../../core/api/billing';
import type { BillingPeriod } from '../../../../core/billing/plans';
import { featureRows, money } from '../lib/format';

/** The same facts as the cards, as a real table for side-by-side reading; it scrolls sideways on phones. */
export function ComparisonTable({ plans, period }: { plans: PlanInfo[]; period: BillingPeriod }) {
  const rows = featureRows(plans[plans.length - 1]!)
    .map((r) => r.label)
    .filter((l) => l !== 'Free trial');
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption id="compare-caption" className="sr-only">
          Plan comparison, {period} prices
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="p-4 font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          <tr>
            <th scope="row" className="p-4 font-medium">
              Price (plus VAT)
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className="p-4 tabular-nums">
                {money(period === 'monthly' ? plan.monthlyMinor : plan.yearlyMinor, plan.currency)}{' '}
                {period === 'monthly' ? 'per month' : 'per year'}
              </td>
            ))}
          </tr>
          {rows.map((label) => (
            <tr key={label}>
              <th scope="row" className="p-4 font-medium">
                {label}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="p-4 text-muted-foreground">
                  {featureRows(plan).find((r) => r.label === label)?.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
