import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { FEATURE_LABELS, formatPrice, subscribeHref, type BillingPeriod, type Plan } from './plans';

export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const free = plan.monthlyMinor === 0;
  const amount = period === 'monthly' ? plan.monthlyMinor : plan.yearlyMinor;
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-soft',
        plan.highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-semibold">
          {plan.name}
        </h3>
        {plan.highlighted && <Badge variant="soft">Most popular</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight tabular-nums">{formatPrice(amount, plan.currency)}</span>
        <span className="text-sm text-muted-foreground">{free ? 'forever' : period === 'monthly' ? 'per month' : 'per year'}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">
        {plan.priceNote ?? (!free && period === 'yearly' ? `Instead of ${formatPrice(plan.monthlyMinor * 12, plan.currency)} paid monthly` : '')}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {(Object.keys(FEATURE_LABELS) as (keyof Plan['features'])[]).map((key) =>
          plan.features[key] === '—' ? null : (
            <li key={key} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <span className="font-medium">{FEATURE_LABELS[key]}:</span> {plan.features[key]}
              </span>
            </li>
          ),
        )}
      </ul>
      <Button asChild className="mt-8" variant={plan.highlighted ? 'default' : 'outline'}>
        <Link to={subscribeHref(plan.id, period)} aria-describedby={titleId}>
          {free ? 'Start free' : `Choose ${plan.name}`}
        </Link>
      </Button>
    </article>
  );
}
