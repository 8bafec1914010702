import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { PlanInfo } from '../../../../core/api/billing';
import type { BillingPeriod } from '../../../../core/billing/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { featureRows, money } from '../lib/format';

export const subscribeHref = (plan: string, period: BillingPeriod) => `/subscribe?plan=${plan}&billing=${period}`;

export function PlanCard({ plan, period, current }: { plan: PlanInfo; period: BillingPeriod; current?: boolean }) {
  const free = plan.monthlyMinor === 0;
  const amount = period === 'monthly' ? plan.monthlyMinor : plan.yearlyMinor;
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-soft',
        plan.highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-semibold">
          {plan.name}
        </h3>
        {current ? <Badge variant="soft">Your plan</Badge> : plan.highlighted && <Badge variant="soft">Most popular</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight tabular-nums">{money(amount, plan.currency)}</span>
        <span className="text-sm text-muted-foreground">{free ? 'forever' : period === 'monthly' ? 'per month' : 'per year'}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">{free ? '' : 'Plus VAT'}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {featureRows(plan).map((row) => (
          <li key={row.label} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <span className="font-medium">{row.label}:</span> {row.value}
            </span>
          </li>
        ))}
      </ul>
      {free ? (
        <Button asChild className="mt-8" variant="outline">
          <Link to="/generate" aria-describedby={titleId}>
            Start free
          </Link>
        </Button>
      ) : (
        <Button asChild className="mt-8" variant={plan.highlighted ? 'default' : 'outline'}>
          <Link to={subscribeHref(plan.id, period)} aria-describedby={titleId}>{`Choose ${plan.name}`}</Link>
        </Button>
      )}
    </article>
  );
}
