import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { AdminMe } from '../../../../core/api/admin-auth';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useAdminLogout, useAdminMe } from '../api/session';
import { AuditSection } from '../sections/audit-section';
import { CouponsSection } from '../sections/coupons-section';
import { PaymentsSection } from '../sections/payments-section';
import { ErrorsSection } from '../sections/errors-section';
import { MessagesSection } from '../sections/messages-section';
import { OverviewSection } from '../sections/overview-section';
import { SystemSection } from '../sections/system-section';
import { TripsSection } from '../sections/trips-section';
import { UsersSection } from '../sections/users-section';

/** Dashboard sections, chosen by `?section=`. */
const SECTIONS: Array<{ id: string; title: string; render: (me: AdminMe) => ReactNode }> = [
  { id: 'overview', title: 'Overview', render: () => <OverviewSection /> },
  { id: 'users', title: 'Users', render: (me) => <UsersSection me={me} /> },
  { id: 'trips', title: 'Trips', render: (me) => <TripsSection me={me} /> },
  { id: 'coupons', title: 'Coupons', render: (me) => <CouponsSection me={me} /> },
  { id: 'payments', title: 'Subscriptions and payments', render: (me) => <PaymentsSection me={me} /> },
  { id: 'errors', title: 'Client errors', render: (me) => <ErrorsSection me={me} /> },
  { id: 'messages', title: 'Messages', render: (me) => <MessagesSection me={me} /> },
  { id: 'audit', title: 'Audit log', render: () => <AuditSection /> },
  { id: 'system', title: 'System', render: () => <SystemSection /> },
];

/**
 * /admin/dashboard. Signed out (or not yet enrolled in TOTP) goes straight to /admin/login: the guard decides
 * from GET /api/admin/auth/me, which answers 401 at once rather than leaving the page loading.
 */
export function AdminShell() {
  const me = useAdminMe();
  const logout = useAdminLogout();
  const [params] = useSearchParams();
  if (me.isLoading)
    return (
      <p role="status" className="text-muted-foreground">
        Checking your session…
      </p>
    );
  if (me.error)
    return (
      <p role="alert" className="text-destructive">
        Could not check your session: {me.error.message}
      </p>
    );
  if (!me.data || !me.data.secondFactor) return <Navigate to={paths.adminLogin.getHref()} replace />;
  const operator = me.data;
  const current = SECTIONS.find((s) => s.id === params.get('section')) ?? SECTIONS[0]!;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Signed in as <strong>{operator.email}</strong> ({operator.role})
        </p>
        <Button variant="outline" size="sm" onClick={() => logout.mutate()}>
          Sign out
        </Button>
      </div>
      <nav aria-label="Admin sections">
        <ul className="flex flex-wrap gap-2 border-b pb-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                to={`${paths.adminDashboard.getHref()}?section=${s.id}`}
                aria-current={s.id === current.id ? 'page' : undefined}
                className={cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', s.id === current.id && 'bg-muted text-foreground')}
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="admin-section-title" className="grid gap-4">
        <h2 id="admin-section-title" className="text-xl font-semibold">
          {current.title}
        </h2>
        {current.render(operator)}
      </section>
    </div>
  );
}
