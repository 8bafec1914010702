import { Link } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { FaqList } from '../components/content/faq-list';
import { paths } from '../config/paths';
import { useQuotaLimits } from '../features/trips/api/get-quota-limits';
import { PRICING_FAQ } from './pricing/pricing-faq';

/**
 * What an account gets today, and nothing more: Wayfarer has no paid plans yet, and the one limit shown is
 * read from the server (GET /api/quotas), the same number it enforces.
 */
export function PricingPage() {
  const limits = useQuotaLimits();
  const perDay = limits.data?.tripsPerMonth;
  return (
    <ContentPage
      title="Plans and pricing"
      documentTitle="Pricing"
      lead="Wayfarer is free to use today. Paid plans are not available yet, so nothing is ever charged."
    >
      <Section title="What every account gets">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong data-testid="generation-limit">{perDay === undefined ? (limits.isError ? 'A daily number of' : '…') : perDay}</strong>{' '}
            new trip plans per day (the count starts again at midnight UTC).
          </li>
          <li>The planning engine and the feasibility report on every plan.</li>
          <li>My Trips: edit with auto-save, re-plan a day, swap a stop, archive, duplicate and restore.</li>
          <li>Read-only share links and exports to calendar (.ics), GPX, KML and GeoJSON.</li>
          <li>
            Personal access tokens for the <Link to={paths.apiDocs.getHref()}>API</Link>.
          </li>
        </ul>
      </Section>

      <Section title="Questions about limits">
        <FaqList items={PRICING_FAQ} />
      </Section>
    </ContentPage>
  );
}
