import { useState, type FormEvent } from 'react';
import type { AdminMe } from '../../../../core/api/admin-auth';
import { adminCan } from '../../../../core/api/admin-auth';
import type { AdminCoupon, CouponLimits } from '../../../../core/api/admin-billing';
import { AdminCouponStats, AdminListCoupons, AdminSetCouponStatus, AdminUpdateCoupon } from '../../../../core/api/admin-billing.endpoints';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminMutation, useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { Field, intOrUndefined } from '../components/field';
import { FilterSelect } from '../components/filter-select';
import { CouponForm } from './coupon-form';
import { day, when } from './format';

export function CouponsSection({ me }: { me: AdminMe }) {
  const table = useTableState();
  const [status, setStatus] = useState<'all' | 'active' | 'disabled'>('all');
  const [selected, setSelected] = useState<AdminCoupon | null>(null);
  const list = useAdminQuery(AdminListCoupons, { query: { ...table.query, sortBy: table.query.sortBy as 'code' | undefined, status } });
  return (
    <div className="grid gap-6">
      {adminCan(me.role, 'manage') && <CouponForm />}
      <DataTable<AdminCoupon>
        caption="Coupons"
        searchLabel="Search by code"
        state={table}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        rowKey={(c) => c.id}
        filters={
          <FilterSelect
            id="coupons-status"
            label="Status"
            value={status}
            options={[
              ['all', 'All'],
              ['active', 'Active'],
              ['disabled', 'Disabled'],
            ]}
            onChange={(v) => (setStatus(v), table.reset())}
          />
        }
        columns={[
          { label: 'Code', sortKey: 'code', render: (c) => <code>{c.code}</code> },
          { label: 'Gives', render: (c) => c.description },
          { label: 'Redeemed', sortKey: 'redeemed', render: (c) => `${c.redeemed}${c.maxRedemptions ? ` of ${c.maxRedemptions}` : ''}` },
          { label: 'Valid until', render: (c) => (c.validUntil ? day(c.validUntil) : '—') },
          {
            label: 'Status',
            render: (c) => <Badge variant={c.disabledAt ? 'destructive' : 'soft'}>{c.disabledAt ? 'disabled' : 'active'}</Badge>,
          },
          { label: 'Created', sortKey: 'createdAt', render: (c) => when(c.createdAt) },
          {
            label: 'Actions',
            render: (c) => (
              <Button size="sm" variant="outline" onClick={() => setSelected(c)} aria-label={`Open ${c.code}`}>
                Open
              </Button>
            ),
          },
        ]}
      />
      {selected && <CouponDetail key={selected.id} coupon={selected} me={me} />}
    </div>
  );
}

function CouponDetail({ coupon, me }: { coupon: AdminCoupon; me: AdminMe }) {
  const stats = useAdminQuery(AdminCouponStats, { params: { couponId: coupon.id } });
  const update = useAdminMutation(AdminUpdateCoupon, (body: CouponLimits) => ({ params: { couponId: coupon.id }, body }));
  const status = useAdminMutation(AdminSetCouponStatus, (disabled: boolean) => ({ params: { couponId: coupon.id }, body: { disabled } }));
  const [until, setUntil] = useState(coupon.validUntil ?? '');
  const [max, setMax] = useState(coupon.maxRedemptions?.toString() ?? '');
  const [message, setMessage] = useState('');
  const [disabled, setDisabled] = useState(!!coupon.disabledAt);
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { validUntil: until || null, maxRedemptions: intOrUndefined(max) ?? null },
      { onSuccess: (c) => setMessage(`Saved ${c.code}.`), onError: (err) => setMessage(`Not saved: ${err.message}`) },
    );
  };
  const toggle = () =>
    status.mutate(!disabled, {
      onSuccess: (c) => (setDisabled(!!c.disabledAt), setMessage(`${c.code} is ${c.disabledAt ? 'disabled' : 'active again'}.`)),
      onError: (err) => setMessage(err.message),
    });
  const s = stats.data;
  return (
    <section aria-labelledby="coupon-detail-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="coupon-detail-title" className="text-lg font-semibold">
        {coupon.code}
      </h3>
      <p className="text-sm">{coupon.description}</p>
      {s ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <dt className="text-muted-foreground">Redemptions</dt>
          <dd>{s.redemptions}</dd>
          <dt className="text-muted-foreground">People</dt>
          <dd>{s.users}</dd>
          <dt className="text-muted-foreground">By plan</dt>
          <dd>{s.byPlan.map((p) => `${p.plan} ${p.redemptions}`).join(', ') || '—'}</dd>
          <dt className="text-muted-foreground">Last redeemed</dt>
          <dd>{s.byDay.at(-1) ? day(s.byDay.at(-1)!.date) : '—'}</dd>
        </dl>
      ) : (
        <p role="status">{stats.error ? stats.error.message : 'Loading stats…'}</p>
      )}
      {adminCan(me.role, 'manage') && (
        <form onSubmit={save} className="flex flex-wrap items-end gap-3">
          <Field id="edit-until" label="Last day valid" type="date" value={until} onChange={setUntil} optional />
          <Field id="edit-max" label="Redemptions allowed" type="number" value={max} onChange={setMax} optional />
          <Button type="submit" variant="outline">
            Save limits
          </Button>
          <Button type="button" variant={disabled ? 'default' : 'destructive'} onClick={toggle}>
            {disabled ? 'Enable coupon' : 'Disable coupon'}
          </Button>
        </form>
      )}
      <p role="status" className="text-sm">
        {message}
      </p>
    </section>
  );
}
