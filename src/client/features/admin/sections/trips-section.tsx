import { useState } from 'react';
import { adminCan, type AdminMe } from '../../../../core/api/admin-auth';
import { AdminGetTrip, AdminListTrips, AdminRevokeShare } from '../../../../core/api/admin.endpoints';
import type { AdminTrip } from '../../../../core/api/admin';
import { Button } from '../../../components/ui/button';
import { useAdminMutation, useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { useConfirmedAction } from '../components/reauth-dialog';
import { day, when } from './format';

const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function TripsSection({ me }: { me: AdminMe }) {
  const table = useTableState();
  const [open, setOpen] = useState<string | null>(null);
  const list = useAdminQuery(AdminListTrips, { query: { ...table.query, sortBy: table.query.sortBy as 'title' | undefined } });
  return (
    <div className="grid gap-6">
      <DataTable<AdminTrip>
        caption="Trips"
        searchLabel="Search by title, place, owner e-mail or id"
        state={table}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        rowKey={(t) => t.id}
        columns={[
          { label: 'Title', sortKey: 'title', render: (t) => t.title },
          { label: 'Owner', render: (t) => t.ownerEmail },
          { label: 'Dates', sortKey: 'startDate', render: (t) => `${day(t.startDate)} – ${day(t.endDate)}` },
          { label: 'Feasible', render: (t) => (t.feasible ? 'Yes' : 'No') },
          { label: 'Shared', render: (t) => (t.sharedAt ? 'Yes' : 'No') },
          { label: 'Created', sortKey: 'createdAt', render: (t) => `${when(t.createdAt)}${t.deleted ? ' (deleted)' : ''}` },
          {
            label: 'Actions',
            render: (t) => (
              <Button size="sm" variant="outline" onClick={() => setOpen(t.id)} aria-label={`Open ${t.title}`}>
                Open
              </Button>
            ),
          },
        ]}
      />
      {open && <TripView tripId={open} me={me} />}
    </div>
  );
}

/** Read-only; opening it writes a `trip.view` audit entry. */
function TripView({ tripId, me }: { tripId: string; me: AdminMe }) {
  const trip = useAdminQuery(AdminGetTrip, { params: { tripId } });
  const revoke = useAdminMutation(AdminRevokeShare, () => ({ params: { tripId } }));
  const { run, dialog } = useConfirmedAction();
  const [message, setMessage] = useState('');
  const t = trip.data;
  if (!t) return <p role="status">{trip.error ? trip.error.message : 'Loading trip…'}</p>;
  return (
    <section aria-labelledby="trip-view-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="trip-view-title" className="text-lg font-semibold">
        {t.title} <span className="text-sm font-normal text-muted-foreground">(read-only)</span>
      </h3>
      <p className="text-sm">
        {t.cities.join(' → ')} · {t.travellers} traveller(s) · total {(t.total / 100).toFixed(2)} {t.currency}
        {t.budget !== null ? ` of ${(t.budget / 100).toFixed(2)}` : ''}
      </p>
      <ol className="grid gap-2 text-sm">
        {t.days.map((d) => (
          <li key={d.date}>
            <strong>{day(d.date)}</strong>: {d.items.map((i) => `${clock(i.startMinute)} ${i.label}`).join(' · ') || 'free day'}
          </li>
        ))}
      </ol>
      {t.sharedAt && adminCan(me.role, 'manage') && (
        <Button
          variant="destructive"
          className="justify-self-start"
          onClick={() =>
            run(async () => (await revoke.mutateAsync(undefined), setMessage('Share link revoked.'))).catch((e: Error) =>
              setMessage(e.message),
            )
          }
        >
          Revoke share link
        </Button>
      )}
      <p role="status" className="text-sm">
        {message}
      </p>
      {dialog}
    </section>
  );
}
