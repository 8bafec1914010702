import type { CostTotals } from '../../../../core/planner/types';
import { cn } from '../../../lib/cn';
import { money } from '../lib/format';

const ROWS: Array<[keyof CostTotals, string]> = [
  ['transport', 'Transport between cities'],
  ['local', 'Getting around'],
  ['lodging', 'Lodging'],
  ['meals', 'Meals'],
  ['activities', 'Activities'],
];

/** Cost totals by kind, against the budget when there is one. */
export function TotalsCard({
  totals,
  currency,
  budget,
  travellers,
}: {
  totals: CostTotals;
  currency: string;
  budget: number | null;
  travellers: number;
}) {
  const over = budget !== null && totals.total > budget;
  return (
    <section aria-labelledby="totals-heading" className="rounded-xl border border-border bg-card p-4 shadow-soft" data-testid="totals">
      <h2 id="totals-heading" className="text-base font-semibold">
        Totals
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {ROWS.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{money(totals[key], currency)}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt className="border-t border-border pt-1.5">
            Total for {travellers} {travellers === 1 ? 'traveller' : 'travellers'}
          </dt>
          <dd className="border-t border-border pt-1.5 text-right tabular-nums" data-testid="total">
            {money(totals.total, currency)}
          </dd>
        </div>
        {budget !== null && (
          <div className="contents">
            <dt className="text-muted-foreground">Budget</dt>
            <dd className={cn('text-right tabular-nums', over ? 'font-semibold text-destructive' : 'text-success')}>
              {money(budget, currency)}{' '}
              {over ? `(over by ${money(totals.total - budget, currency)})` : `(${money(budget - totals.total, currency)} left)`}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
