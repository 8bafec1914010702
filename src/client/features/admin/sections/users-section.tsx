import { Fragment, useState } from 'react';
import type { AdminMe } from '../../../../core/api/admin-auth';
import { adminCan } from '../../../../core/api/admin-auth';
import { AdminGetUser, AdminListUsers, AdminSignOutUser, AdminSuspendUser, AdminUnsuspendUser } from '../../../../core/api/admin.endpoints';
import type { AdminUser } from '../../../../core/api/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminMutation, useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { useConfirmedAction } from '../components/reauth-dialog';
import { when } from './format';
import { UserGrants } from './user-grants';

export function UsersSection({ me }: { me: AdminMe }) {
  const table = useTableState();
  const [status, setStatus] = useState<'' | 'active' | 'suspended'>('');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useAdminQuery(AdminListUsers, {
    query: { ...table.query, sortBy: table.query.sortBy as 'email' | undefined, status: status || undefined },
  });
  const statusFilter = (
    <FilterSelect
      id="users-status"
      label="Status"
      value={status}
      options={
        [
          ['', 'All'],
          ['active', 'Active'],
          ['suspended', 'Suspended'],
        ] as const
      }
      onChange={(v) => (setStatus(v), table.reset())}
    />
  );
  return (
    <div className="grid gap-6">
      <DataTable<AdminUser>
        caption="Users"
        searchLabel="Search by e-mail, name or id"
        state={table}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        rowKey={(u) => u.id}
        filters={statusFilter}
        columns={[
          { label: 'E-mail', sortKey: 'email', render: (u) => u.email },
          { label: 'Name', render: (u) => u.name || '—' },
          { label: 'Status', render: (u) => <Badge variant={u.status === 'active' ? 'soft' : 'destructive'}>{u.status}</Badge> },
          { label: 'Trips', sortKey: 'trips', render: (u) => u.trips },
          { label: 'Joined', sortKey: 'createdAt', render: (u) => when(u.createdAt) },
          { label: 'Last sign-in', sortKey: 'lastLoginAt', render: (u) => when(u.lastLoginAt) },
          {
            label: 'Actions',
            render: (u) => (
              <Button size="sm" variant="outline" onClick={() => setSelected(u.id)} aria-label={`View ${u.email}`}>
                View
              </Button>
            ),
          },
        ]}
      />
      {selected && <UserDetail userId={selected} me={me} />}
    </div>
  );
}

function UserDetail({ userId, me }: { userId: string; me: AdminMe }) {
  const user = useAdminQuery(AdminGetUser, { params: { userId } });
  const suspend = useAdminMutation(AdminSuspendUser, () => ({ params: { userId } }));
  const unsuspend = useAdminMutation(AdminUnsuspendUser, () => ({ params: { userId } }));
  const signOut = useAdminMutation(AdminSignOutUser, () => ({ params: { userId } }));
  const { run, dialog } = useConfirmedAction();
  const [message, setMessage] = useState('');
  const act = (label: string, m: { mutateAsync: (v: void) => Promise<{ sessionsEnded: number }> }) =>
    run(async () => {
      const r = await m.mutateAsync();
      setMessage(`${label}: done (${r.sessionsEnded} session${r.sessionsEnded === 1 ? '' : 's'} ended).`);
    }).catch((err: Error) => setMessage(`${label} failed: ${err.message}`));
  const u = user.data;
  if (!u) return <p role="status">{user.error ? user.error.message : 'Loading user…'}</p>;
  return (
    <section aria-labelledby="user-detail-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="user-detail-title" className="text-lg font-semibold">
        {u.email}
      </h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-muted-foreground">Status</dt>
        <dd>{u.status}</dd>
        <dt className="text-muted-foreground">Trips</dt>
        <dd>{u.trips}</dd>
        <dt className="text-muted-foreground">Live sessions</dt>
        <dd>{u.liveSessions}</dd>
        <dt className="text-muted-foreground">Active API tokens</dt>
        <dd>{u.activeTokens}</dd>
        <dt className="text-muted-foreground">Trip generations this month</dt>
        <dd>{u.generationsThisMonth}</dd>
        <dt className="text-muted-foreground">Plan</dt>
        <dd>{u.plan}</dd>
        {u.usage.map((q) => (
          <Fragment key={q.kind}>
            <dt className="text-muted-foreground">{q.kind === 'trips' ? 'Trips this month' : 'Assistant messages this month'}</dt>
            <dd>
              {q.used} of {q.limit}
            </dd>
          </Fragment>
        ))}
      </dl>
      {u.recentTrips.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {u.recentTrips.map((t) => (
            <li key={t.id}>
              {t.title} — {t.feasible ? 'feasible' : 'infeasible'}
              {t.shared ? ', shared' : ''} ({when(t.createdAt)})
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {u.status === 'active' && adminCan(me.role, 'suspend') && (
          <Button variant="destructive" onClick={() => act('Suspend', suspend)}>
            Suspend user
          </Button>
        )}
        {u.status === 'suspended' && adminCan(me.role, 'manage') && (
          <Button onClick={() => act('Unsuspend', unsuspend)}>Lift suspension</Button>
        )}
        {adminCan(me.role, 'manage') && (
          <Button variant="outline" onClick={() => act('Sign out everywhere', signOut)}>
            Sign out everywhere
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {message}
      </p>
      {adminCan(me.role, 'manage') && <UserGrants userId={userId} />}
      {dialog}
    </section>
  );
}
