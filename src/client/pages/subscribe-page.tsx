import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BILLING_PERIODS, type BillingPeriod } from '../../core/billing/plans';
import { ContentPage } from '../components/content/content-page';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { paths } from '../config/paths';
import { useUser } from '../features/auth/api/get-user';
import { startCheckout, usePlans } from '../features/billing/api/billing';
import { featureRows, money } from '../features/billing/lib/format';
import type { ApiError } from '../lib/api-error';

/** /subscribe?plan=…&billing=…: confirm the plan, then the checkout page (the sandbox's or Stripe's). */
export function SubscribePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plans = usePlans();
  const { isAuthenticated, isLoading } = useUser();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [coupon, setCoupon] = useState(params.get('coupon') ?? '');
  const billing: BillingPeriod = (BILLING_PERIODS as readonly string[]).includes(params.get('billing') ?? '')
    ? (params.get('billing') as BillingPeriod)
    : 'monthly';
  const plan = plans.data?.plans.find((p) => p.id === params.get('plan') && p.monthlyMinor > 0);
  const here = `${paths.subscribe.getHref()}?plan=${plan?.id ?? ''}&billing=${billing}`;

  const pay = async () => {
    if (!plan || plan.id === 'free') return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await startCheckout(plan.id, billing, coupon.trim() || undefined);
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (err) {
      setError(err as ApiError);
      setBusy(false);
    }
  };

  return (
    <ContentPage title="Subscribe" width="prose" lead="Confirm the plan you chose; you pay on the next page.">
      {plans.isPending && <p role="status">Loading the plan…</p>}
      {plans.data && !plan && (
        <p>
          That plan does not exist.{' '}
          <Link className="text-primary underline" to={paths.pricing.getHref()}>
            Choose one on the pricing page
          </Link>
          .
        </p>
      )}
      {plan && (
        <section aria-labelledby="chosen" className="rounded-xl border border-border bg-card p-6">
          <h2 id="chosen" className="text-xl font-semibold">
            {plan.name}, billed {billing}
          </h2>
          <p className="mt-2 text-2xl font-bold tabular-nums">
            {money(billing === 'yearly' ? plan.yearlyMinor : plan.monthlyMinor, plan.currency)}{' '}
            <span className="text-base font-normal text-muted-foreground">{billing === 'yearly' ? 'per year' : 'per month'}, plus VAT</span>
          </p>
          {plan.trialDays > 0 && <p className="mt-2">A first subscription starts with a {plan.trialDays}-day free trial.</p>}
          <ul className="mt-4 list-disc space-y-1 pl-6 text-sm">
            {featureRows(plan).map((r) => (
              <li key={r.label}>
                {r.label}: {r.value}
              </li>
            ))}
          </ul>
          {isAuthenticated && (
            <FormField
              id="checkout-coupon"
              label="Discount code"
              optional
              className="mt-6 max-w-xs"
              hint={
                plans.data?.provider === 'stripe'
                  ? 'A promotion code; Stripe applies it on the payment page.'
                  : 'Redeemed to your account and taken off this payment.'
              }
            >
              {(p) => <Input {...p} value={coupon} maxLength={64} autoComplete="off" onChange={(e) => setCoupon(e.target.value)} />}
            </FormField>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {isAuthenticated ? (
              <Button onClick={pay} disabled={busy}>
                {busy ? 'Opening checkout…' : 'Continue to payment'}
              </Button>
            ) : (
              <Button asChild disabled={isLoading}>
                <a href={paths.signIn.getHref(here)}>Sign in to subscribe</a>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={paths.pricing.getHref()}>Back to plans</Link>
            </Button>
          </div>
          {error && (
            <p role="alert" className="mt-4 text-sm text-destructive">
              {error.serverMessage ?? error.message}{' '}
              {error.code === 'CONFLICT' && (
                <Link className="underline" to={paths.paymentCenter.getHref()}>
                  Open the payment center
                </Link>
              )}
            </p>
          )}
        </section>
      )}
    </ContentPage>
  );
}
