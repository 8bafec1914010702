import { FEATURE_LABELS, formatPrice, PLANS, type BillingPeriod, type Plan } from './plans';

/** The same facts as the cards, as a real table for side-by-side reading; it scrolls sideways on phones. */
export function ComparisonTable({ period }: { period: BillingPeriod }) {
  return (
    <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption id="compare-caption" className="sr-only">
          Plan comparison, {period} prices
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              Feature
            </th>
            {PLANS.map((plan) => (
              <th key={plan.id} scope="col" className="p-4 font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          <tr>
            <th scope="row" className="p-4 font-medium">
              Price
            </th>
            {PLANS.map((plan) => (
              <td key={plan.id} className="p-4 tabular-nums">
                {formatPrice(period === 'monthly' ? plan.monthlyMinor : plan.yearlyMinor, plan.currency)} {period === 'monthly' ? 'per month' : 'per year'}
              </td>
            ))}
          </tr>
          {(Object.keys(FEATURE_LABELS) as (keyof Plan['features'])[]).map((key) => (
            <tr key={key}>
              <th scope="row" className="p-4 font-medium">
                {FEATURE_LABELS[key]}
              </th>
              {PLANS.map((plan) => (
                <td key={plan.id} className="p-4 text-muted-foreground">
                  {plan.features[key] === '—' ? <span aria-label="Not included">—</span> : plan.features[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
