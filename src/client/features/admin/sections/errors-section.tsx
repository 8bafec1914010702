import { useState } from 'react';
import { adminCan, type AdminMe } from '../../../../core/api/admin-auth';
import { AdminListErrors, AdminResolveError } from '../../../../core/api/admin.endpoints';
import type { ErrorGroup } from '../../../../core/api/admin';
import { Button } from '../../../components/ui/button';
import { useAdminMutation, useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { when } from './format';

export function ErrorsSection({ me }: { me: AdminMe }) {
  const table = useTableState();
  const [status, setStatus] = useState<'open' | 'resolved' | 'all'>('open');
  const list = useAdminQuery(AdminListErrors, { query: { ...table.query, sortBy: table.query.sortBy as 'count' | undefined, status } });
  const resolve = useAdminMutation(AdminResolveError, (v: { fingerprint: string; resolved: boolean }) => ({
    params: { fingerprint: v.fingerprint },
    body: { resolved: v.resolved },
  }));
  return (
    <DataTable<ErrorGroup>
      caption="Client error reports by fingerprint"
      searchLabel="Search messages"
      state={table}
      page={list.data}
      loading={list.isFetching}
      error={list.error ?? resolve.error}
      rowKey={(g) => g.fingerprint}
      filters={
        <FilterSelect
          id="errors-status"
          label="Status"
          value={status}
          options={
            [
              ['open', 'Open'],
              ['resolved', 'Resolved'],
              ['all', 'All'],
            ] as const
          }
          onChange={(v) => (setStatus(v), table.reset())}
        />
      }
      columns={[
        {
          label: 'Error',
          render: (g) => (
            <details>
              <summary className="cursor-pointer font-medium">{g.message}</summary>
              <p className="mt-1 text-xs text-muted-foreground">
                {g.topFrame ?? 'no stack'} · {g.sampleUrl ?? ''}
              </p>
              {g.sampleStack && (
                <pre className="mt-1 max-w-xl overflow-x-auto rounded bg-muted p-2 text-xs" tabIndex={0}>
                  {g.sampleStack}
                </pre>
              )}
            </details>
          ),
        },
        { label: 'Count', sortKey: 'count', render: (g) => `${g.count} (${g.users} signed-in user${g.users === 1 ? '' : 's'})` },
        { label: 'First seen', sortKey: 'firstSeen', render: (g) => when(g.firstSeen) },
        { label: 'Last seen', sortKey: 'lastSeen', render: (g) => when(g.lastSeen) },
        { label: 'Browser', render: (g) => <span className="text-xs">{g.browser ?? '—'}</span> },
        {
          label: 'Actions',
          render: (g) =>
            adminCan(me.role, 'manage') ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => resolve.mutate({ fingerprint: g.fingerprint, resolved: !g.resolvedAt || g.lastSeen > g.resolvedAt })}
              >
                {g.resolvedAt && g.lastSeen <= g.resolvedAt ? 'Reopen' : 'Mark resolved'}
              </Button>
            ) : g.resolvedAt ? (
              `Resolved ${when(g.resolvedAt)}`
            ) : (
              'Open'
            ),
        },
      ]}
    />
  );
}
