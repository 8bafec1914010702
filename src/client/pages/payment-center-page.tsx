import { Link, useSearchParams } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { useOverview } from '../features/billing/api/billing';
import { InvoicesTable } from '../features/billing/components/invoices-table';
import { PaymentMethod } from '../features/billing/components/payment-method';
import { PlanActions } from '../features/billing/components/plan-actions';
import { TeamSection } from '../features/billing/components/team-section';
import { UsageList } from '../features/billing/components/usage-list';
import { dateOnly, money } from '../features/billing/lib/format';

const STATUS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment failed, retrying',
  canceled: 'Cancelled, ends at the period end',
  expired: 'Ended',
};

/** Plan, usage, renewal, card, plan changes, cancel/resume and invoices. */
export function PaymentCenterPage() {
  const [params] = useSearchParams();
  const overview = useOverview();
  const o = overview.data;
  const sub = o?.subscription;
  return (
    <ContentPage title="Payment center" width="prose">
      {params.get('checkout') === 'success' && (
        <Alert variant="info">
          <AlertDescription>Payment received. Your plan is active.</AlertDescription>
        </Alert>
      )}
      {overview.isPending && <p role="status">Loading your plan…</p>}
      {overview.isError && <p role="alert">Your plan could not be loaded. Reload the page to try again.</p>}
      {o && (
        <>
          <Section title="Your plan">
            <p className="text-2xl font-semibold" data-testid="current-plan">
              {o.plan.name}
            </p>
            {sub ? (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Status</dt>
                <dd data-testid="subscription-status">{STATUS[sub.status]}</dd>
                <dt className="text-muted-foreground">Billing</dt>
                <dd>{sub.billing === 'yearly' ? 'Yearly' : 'Monthly'}</dd>
                <dt className="text-muted-foreground">{sub.status === 'canceled' ? 'Ends on' : 'Current period ends'}</dt>
                <dd>{dateOnly(sub.currentPeriodEnd)}</dd>
                {o.nextRenewal && (
                  <>
                    <dt className="text-muted-foreground">Next renewal</dt>
                    <dd>
                      {dateOnly(o.nextRenewal.at)}, {money(o.nextRenewal.amountMinor, o.nextRenewal.currency)} (VAT included)
                    </dd>
                  </>
                )}
                {sub.graceUntil && (
                  <>
                    <dt className="text-muted-foreground">Plan kept until</dt>
                    <dd>{dateOnly(sub.graceUntil)}</dd>
                  </>
                )}
                {o.discount && (
                  <>
                    <dt className="text-muted-foreground">Discount</dt>
                    <dd>
                      {o.discount.code}: {o.discount.description}
                    </dd>
                  </>
                )}
                {o.creditMinor > 0 && (
                  <>
                    <dt className="text-muted-foreground">Credit</dt>
                    <dd>{money(o.creditMinor, o.plan.currency)}</dd>
                  </>
                )}
              </dl>
            ) : (
              <div className="mt-4 flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={paths.pricing.getHref()}>See paid plans</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.redeemCoupon.getHref()}>Redeem a code</Link>
                </Button>
                {o.discount && (
                  <p className="w-full text-sm">
                    Code {o.discount.code} gives {o.discount.description}.
                  </p>
                )}
              </div>
            )}
          </Section>
          <Section title="Usage this month">
            <UsageList usage={o.usage} />
          </Section>
          <TeamSection />
          {sub && (sub.provider === 'stripe' || o.paymentMethod) && (
            <>
              <Section title="Payment method">
                <PaymentMethod overview={o} />
              </Section>
              <Section title="Manage your subscription">
                <PlanActions overview={o} />
              </Section>
            </>
          )}
          <Section title="Invoices and receipts">
            <InvoicesTable invoices={o.invoices} />
          </Section>
        </>
      )}
    </ContentPage>
  );
}
