import { Link } from 'react-router';
import { useOverview } from '../api/billing';
import { UsageList } from './usage-list';

/** Plan name and this month's usage, for the settings page (the payment center has the rest). */
export function UsageSection() {
  const overview = useOverview();
  if (overview.isPending) return <p role="status">Loading usage…</p>;
  if (overview.isError) return <p role="alert">Usage could not be loaded.</p>;
  return (
    <div className="grid gap-4">
      <p>
        Plan: <strong>{overview.data.plan.name}</strong>.{' '}
        <Link className="text-primary underline" to="/payment-center">
          Payment center
        </Link>
      </p>
      <UsageList usage={overview.data.usage} />
    </div>
  );
}
