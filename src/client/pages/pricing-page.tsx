import { useState } from 'react';
import { FlaskConical } from 'lucide-react';
import type { BillingPeriod } from '../../core/billing/plans';
import { ContentPage, Section } from '../components/content/content-page';
import { FaqList } from '../components/content/faq-list';
import { Alert, AlertDescription } from '../components/ui/alert';
import { usePlans } from '../features/billing/api/billing';
import { BillingToggle } from '../features/billing/components/billing-toggle';
import { ComparisonTable } from '../features/billing/components/comparison-table';
import { PlanCard } from '../features/billing/components/plan-card';
import { PRICING_FAQ } from './pricing/pricing-faq';

/** The plans as the server defines and enforces them (GET /api/billing/plans): nothing here is written twice. */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = usePlans();
  const vat = plans.data ? plans.data.vatRateBasisPoints / 100 : null;
  return (
    <ContentPage
      title="Plans and pricing"
      documentTitle="Pricing"
      lead={
        'Every plan gets the same planning engine and the same feasibility checks. Paid plans ' +
        'add more trips, more assistant messages, more API tokens and more shared trips.'
      }
    >
      <section aria-labelledby="plans-heading">
        <div className="flex flex-col items-center gap-4 text-center">
          <h2 id="plans-heading" className="text-2xl font-semibold tracking-tight">
            Choose a plan
          </h2>
          <BillingToggle value={period} onChange={setPeriod} />
          <p className="text-sm text-muted-foreground">
            Prices in euros, without VAT{vat === null ? '' : ` (${vat} % is added at checkout)`}. Yearly plans are billed once a year.
          </p>
        </div>
        {/* As tall as the plan cards, so their arrival does not push what follows (layout shift). */}
        {plans.isPending && (
          <p className="mt-8 min-h-dvh text-center text-muted-foreground" role="status">
            Loading plans…
          </p>
        )}
        {plans.isError && (
          <p className="mt-8 text-center text-destructive" role="alert">
            The plans could not be loaded. Reload the page to try again.
          </p>
        )}
        {plans.data && (
          <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {plans.data.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} />
            ))}
          </div>
        )}
        {/* Below the plans, not above the page: a notice arriving with the data must not push the page down. */}
        {plans.data?.provider === 'sandbox' && (
          <Alert variant="info" className="mt-8">
            <FlaskConical aria-hidden="true" />
            <AlertDescription>
              <p className="font-semibold">Payments run in sandbox mode on this installation.</p>
              <p>Checkout takes Stripe&apos;s test card numbers only; no card is charged and no money moves.</p>
            </AlertDescription>
          </Alert>
        )}
      </section>
      {plans.data && (
        <Section title="Compare plans">
          <ComparisonTable plans={plans.data.plans} period={period} />
        </Section>
      )}
      <Section title="Questions about plans and limits">
        <FaqList items={PRICING_FAQ} />
      </Section>
    </ContentPage>
  );
}
