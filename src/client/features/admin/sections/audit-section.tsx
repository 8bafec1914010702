import { useState } from 'react';
import { ADMIN_AUDIT_CSV_PATH, AdminListAudit } from '../../../../core/api/admin.endpoints';
import type { AuditEntry } from '../../../../core/api/admin';
import { buildQueryString } from '../../../lib/api-client';
import { Input } from '../../../components/ui/input';
import { useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { when } from './format';

const ACTIONS = ['auth.', 'user.', 'trip.', 'error.', 'message.', 'audit.', 'account.'];

export function AuditSection() {
  const table = useTableState(50);
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = { action: action || undefined, from: from || undefined, to: to || undefined };
  const list = useAdminQuery(AdminListAudit, {
    query: { ...table.query, sortBy: table.query.sortBy as 'createdAt' | undefined, ...filters },
  });
  const csv = `${ADMIN_AUDIT_CSV_PATH}${buildQueryString({ ...filters, search: table.query.search })}`;
  return (
    <DataTable<AuditEntry>
      caption="Audit log"
      searchLabel="Search operator, target or action"
      state={table}
      page={list.data}
      loading={list.isFetching}
      error={list.error}
      rowKey={(e) => e.id}
      filters={
        <>
          <FilterSelect
            id="audit-action"
            label="Action"
            value={action}
            options={[['', 'All'], ...ACTIONS.map((a) => [a, a.slice(0, -1)] as const)]}
            onChange={(v) => (setAction(v), table.reset())}
          />
          <label className="grid gap-1 text-sm font-medium" htmlFor="audit-from">
            From (UTC)
            <Input id="audit-from" type="date" value={from} onChange={(e) => (setFrom(e.target.value), table.reset())} />
          </label>
          <label className="grid gap-1 text-sm font-medium" htmlFor="audit-to">
            To (UTC)
            <Input id="audit-to" type="date" value={to} onChange={(e) => (setTo(e.target.value), table.reset())} />
          </label>
          <a href={csv} download className="pb-2 text-sm font-medium text-primary underline underline-offset-4">
            Export CSV
          </a>
        </>
      }
      columns={[
        { label: 'When', sortKey: 'createdAt', render: (e) => when(e.createdAt) },
        { label: 'Who', render: (e) => e.adminEmail ?? '—' },
        { label: 'Action', render: (e) => <code>{e.action}</code> },
        { label: 'Target', render: (e) => (e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : '—') },
        { label: 'From', render: (e) => e.ip ?? '—' },
        {
          label: 'Details',
          render: (e) => <code className="text-xs break-all">{Object.keys(e.details).length ? JSON.stringify(e.details) : ''}</code>,
        },
      ]}
    />
  );
}
