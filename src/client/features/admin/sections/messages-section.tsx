import { useState } from 'react';
import { adminCan, type AdminMe } from '../../../../core/api/admin-auth';
import { AdminListMessages, AdminSetMessageStatus } from '../../../../core/api/admin.endpoints';
import { MESSAGE_STATUSES, type AdminMessage } from '../../../../core/api/admin';
import { Select } from '../../../components/ui/select';
import { useAdminMutation, useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { when } from './format';

export function MessagesSection({ me }: { me: AdminMe }) {
  const table = useTableState();
  const [status, setStatus] = useState<'' | AdminMessage['status']>('new');
  const [kind, setKind] = useState<'' | AdminMessage['kind']>('');
  const list = useAdminQuery(AdminListMessages, {
    query: { ...table.query, sortBy: table.query.sortBy as 'createdAt' | undefined, status: status || undefined, kind: kind || undefined },
  });
  const setMessageStatus = useAdminMutation(AdminSetMessageStatus, (v: { id: number; status: AdminMessage['status'] }) => ({
    params: { messageId: v.id },
    body: { status: v.status },
  }));
  return (
    <DataTable<AdminMessage>
      caption="Messages"
      searchLabel="Search name, e-mail, company or text"
      state={table}
      page={list.data}
      loading={list.isFetching}
      error={list.error ?? setMessageStatus.error}
      rowKey={(m) => m.id}
      filters={
        <>
          <FilterSelect
            id="messages-status"
            label="Status"
            value={status}
            options={[['', 'All'], ...MESSAGE_STATUSES.map((s) => [s, s] as const)]}
            onChange={(v) => (setStatus(v), table.reset())}
          />
          <FilterSelect
            id="messages-kind"
            label="Kind"
            value={kind}
            options={
              [
                ['', 'All'],
                ['contact', 'Contact'],
                ['support', 'Support'],
                ['enterprise', 'Enterprise'],
              ] as const
            }
            onChange={(v) => (setKind(v), table.reset())}
          />
        </>
      }
      columns={[
        { label: 'Received', sortKey: 'createdAt', render: (m) => when(m.createdAt) },
        { label: 'Kind', render: (m) => m.kind },
        {
          label: 'From',
          render: (m) => (
            <>
              {m.name} &lt;{m.email}&gt;{m.company ? ` · ${m.company}` : ''}
              {m.teamSize ? ` · ${m.teamSize}` : ''}
            </>
          ),
        },
        {
          label: 'Message',
          render: (m) => (
            <p className="max-w-md whitespace-pre-wrap">
              {m.topic ? <strong>{m.topic}: </strong> : null}
              {m.message}
            </p>
          ),
        },
        {
          label: 'Status',
          render: (m) =>
            adminCan(me.role, 'manage') ? (
              <Select
                aria-label={`Status of the message from ${m.email}`}
                value={m.status}
                onChange={(e) => setMessageStatus.mutate({ id: m.id, status: e.target.value as AdminMessage['status'] })}
              >
                {MESSAGE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            ) : (
              m.status
            ),
        },
      ]}
    />
  );
}
