import { useState } from 'react';
import { FlaskConical } from 'lucide-react';
import { ContentPage, Section } from '../components/content/content-page';
import { FaqList } from '../components/content/faq-list';
import { Alert, AlertDescription } from '../components/ui/alert';
import { BillingToggle } from './pricing/billing-toggle';
import { ComparisonTable } from './pricing/comparison-table';
import { PlanCard } from './pricing/plan-card';
import { PRICING_FAQ } from './pricing/pricing-faq';
import { PLANS, type BillingPeriod } from './pricing/plans';

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <ContentPage
      title="Plans and pricing"
      documentTitle="Pricing"
      lead="Every plan gets the same planning engine and the same feasibility checks. Paid plans add more trips, more assistant messages, more export formats and faster support."
    >
      <Alert variant="info">
        <FlaskConical aria-hidden="true" />
        <AlertDescription>
          <p className="font-semibold">Payments run in sandbox mode until they are configured.</p>
          <p>No card is charged and no money moves until the operator of this installation connects Stripe.</p>
        </AlertDescription>
      </Alert>

      <section aria-labelledby="plans-heading">
        <div className="flex flex-col items-center gap-4 text-center">
          <h2 id="plans-heading" className="text-2xl font-semibold tracking-tight">
            Choose a plan
          </h2>
          <BillingToggle value={period} onChange={setPeriod} />
          <p className="text-sm text-muted-foreground">Prices in euros. Yearly plans are billed once a year.</p>
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </div>
      </section>

      <Section title="Compare plans">
        <ComparisonTable period={period} />
      </Section>

      <Section title="Questions about plans and billing">
        <FaqList items={PRICING_FAQ} />
      </Section>
    </ContentPage>
  );
}
