import { useSearchParams } from 'react-router';
import { ComingSoon } from '../components/content/coming-soon';
import { formatPrice, PLANS } from './pricing/plans';

export function SubscribePage() {
  const [params] = useSearchParams();
  const plan = PLANS.find((p) => p.id === params.get('plan'));
  const yearly = params.get('billing') === 'yearly';
  return (
    <ComingSoon
      title="Subscribe"
      description={
        'Confirm the plan you chose on the pricing page and pay through Stripe, ' +
        'or through the built-in sandbox when payments are not configured.'
      }
    >
      {plan && (
        <p className="mt-6 rounded-xl border border-border bg-surface p-4">
          You chose <strong>{plan.name}</strong>
          {plan.monthlyMinor > 0 && (
            <>
              {' '}
              at <strong>{formatPrice(yearly ? plan.yearlyMinor : plan.monthlyMinor, plan.currency)}</strong>{' '}
              {yearly ? 'per year' : 'per month'}
            </>
          )}
          . Nothing has been charged.
        </p>
      )}
    </ComingSoon>
  );
}
