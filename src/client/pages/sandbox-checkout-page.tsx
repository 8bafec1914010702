import { Link, useNavigate, useParams } from 'react-router';
import { ContentPage } from '../components/content/content-page';
import { paths } from '../config/paths';
import { useCheckout } from '../features/billing/api/billing';
import { CardForm } from '../features/billing/components/card-form';
import { money } from '../features/billing/lib/format';

/** The built-in sandbox's checkout page: what is charged (with VAT) and a test-card form. */
export function SandboxCheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useCheckout(id);
  const c = checkout.data;
  const dueNow = c ? (c.trialDays > 0 ? 0 : c.totalMinor) : 0;
  return (
    <ContentPage title="Checkout (sandbox)" width="prose" lead="No real card is charged here: use one of Stripe's test card numbers.">
      {checkout.isPending && <p role="status">Loading the checkout…</p>}
      {checkout.isError && (
        <p role="alert">
          This checkout was not found.{' '}
          <Link className="underline" to={paths.pricing.getHref()}>
            Back to plans
          </Link>
        </p>
      )}
      {c && (
        <div className="grid gap-8">
          <section aria-labelledby="order" className="rounded-xl border border-border bg-card p-6">
            <h2 id="order" className="text-xl font-semibold">
              {c.planName}, billed {c.billing}
            </h2>
            <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
              <dt>Price</dt>
              <dd>{money(c.subtotalMinor, c.currency)}</dd>
              {c.discountMinor > 0 && (
                <>
                  <dt>Discount</dt>
                  <dd>−{money(c.discountMinor, c.currency)}</dd>
                </>
              )}
              <dt>VAT</dt>
              <dd>{money(c.taxMinor, c.currency)}</dd>
              <dt className="font-semibold">Total {c.billing === 'yearly' ? 'per year' : 'per month'}</dt>
              <dd className="font-semibold">{money(c.totalMinor, c.currency)}</dd>
            </dl>
            {c.trialDays > 0 && <p className="mt-3 text-sm">Free for {c.trialDays} days; the first charge is at the end of the trial.</p>}
          </section>
          {c.status === 'open' ? (
            <section aria-labelledby="card">
              <h2 id="card" className="mb-4 text-xl font-semibold">
                Card
              </h2>
              <CardForm checkoutId={c.id} amountLabel={money(dueNow, c.currency)} onPaid={(to) => navigate(to)} />
            </section>
          ) : (
            <p role="status">
              {c.status === 'complete' ? 'This checkout is paid.' : 'This checkout has expired.'}{' '}
              <Link className="underline" to={paths.paymentCenter.getHref()}>
                Open the payment center
              </Link>
            </p>
          )}
        </div>
      )}
    </ContentPage>
  );
}
