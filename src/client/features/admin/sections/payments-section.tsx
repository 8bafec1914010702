import { useState, type FormEvent } from 'react';
import type { AdminMe } from '../../../../core/api/admin-auth';
import { adminCan } from '../../../../core/api/admin-auth';
import type { AdminPayment, AdminSubscription } from '../../../../core/api/admin-billing';
import { AdminListPayments, AdminListSubscriptions, AdminRefundPayment } from '../../../../core/api/admin-billing.endpoints';
import { currencyExponent, formatMoney } from '../../../../core/money/currencies';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminMutation, useAdminQuery } from '../api/data';
import { DataTable, useTableState } from '../components/data-table';
import { Field } from '../components/field';
import { useConfirmedAction } from '../components/reauth-dialog';
import { day, when } from './format';

/** Subscriptions and payments, with refunds (sandbox or Stripe, whichever took the payment). */
export function PaymentsSection({ me }: { me: AdminMe }) {
  const subsTable = useTableState(10);
  const payTable = useTableState();
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const subs = useAdminQuery(AdminListSubscriptions, {
    query: { ...subsTable.query, sortBy: subsTable.query.sortBy as 'email' | undefined },
  });
  const pays = useAdminQuery(AdminListPayments, { query: { ...payTable.query, sortBy: payTable.query.sortBy as 'total' | undefined } });
  return (
    <div className="grid gap-8">
      <DataTable<AdminSubscription>
        caption="Subscriptions"
        searchLabel="Search subscriptions by e-mail or id"
        state={subsTable}
        page={subs.data}
        loading={subs.isFetching}
        error={subs.error}
        rowKey={(s) => s.id}
        columns={[
          { label: 'User', sortKey: 'email', render: (s) => s.userEmail },
          { label: 'Plan', render: (s) => `${s.planId} (${s.billing})` },
          { label: 'Status', render: (s) => <Badge variant={s.status === 'active' ? 'soft' : 'outline'}>{s.status}</Badge> },
          { label: 'Provider', render: (s) => s.provider },
          {
            label: 'Period ends',
            sortKey: 'currentPeriodEnd',
            render: (s) => `${day(s.currentPeriodEnd)}${s.cancelAtPeriodEnd ? ' (ends)' : ''}`,
          },
          { label: 'Since', sortKey: 'createdAt', render: (s) => when(s.createdAt) },
        ]}
      />
      <DataTable<AdminPayment>
        caption="Payments"
        searchLabel="Search payments by e-mail or invoice number"
        state={payTable}
        page={pays.data}
        loading={pays.isFetching}
        error={pays.error}
        rowKey={(p) => p.id}
        columns={[
          { label: 'Invoice', render: (p) => p.number },
          { label: 'User', sortKey: 'email', render: (p) => p.userEmail },
          { label: 'Total', sortKey: 'total', render: (p) => formatMoney(p.totalMinor, p.currency) },
          { label: 'Refunded', render: (p) => (p.refundedMinor ? formatMoney(p.refundedMinor, p.currency) : '—') },
          { label: 'Status', render: (p) => p.status.replace('_', ' ') },
          { label: 'Date', sortKey: 'createdAt', render: (p) => when(p.createdAt) },
          {
            label: 'Actions',
            render: (p) =>
              adminCan(me.role, 'manage') && (p.status === 'paid' || p.status === 'partially_refunded') ? (
                <Button size="sm" variant="outline" onClick={() => setRefunding(p)} aria-label={`Refund ${p.number}`}>
                  Refund
                </Button>
              ) : null,
          },
        ]}
      />
      {refunding && <RefundForm key={refunding.id} payment={refunding} />}
    </div>
  );
}

function RefundForm({ payment }: { payment: AdminPayment }) {
  const left = payment.totalMinor - payment.refundedMinor;
  // One key per refund the operator means: a retry (double click, reauth, network) refunds once.
  const [key] = useState(() => crypto.randomUUID());
  const scale = 10 ** currencyExponent(payment.currency);
  const [amount, setAmount] = useState((left / scale).toFixed(currencyExponent(payment.currency)));
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const refund = useAdminMutation(AdminRefundPayment, (v: { amountMinor: number; reason: string }) => ({
    params: { invoiceId: payment.id },
    body: { ...v, idempotencyKey: key },
  }));
  const { run, dialog } = useConfirmedAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountMinor = Math.round(Number(amount) * scale);
    run(async () => {
      const r = await refund.mutateAsync({ amountMinor, reason });
      setMessage(
        `Refunded ${formatMoney(r.amountMinor, r.currency)}${r.replayed ? ' (already done)' : ''}; the invoice is ${r.invoiceStatus}.`,
      );
    }).catch((err: Error) => setMessage(`Refund failed: ${err.message}`));
  };
  return (
    <form onSubmit={submit} aria-labelledby="refund-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="refund-title" className="text-lg font-semibold">
        Refund {payment.number}
      </h3>
      <p className="text-sm text-muted-foreground">
        Up to {formatMoney(left, payment.currency)} can be refunded to {payment.userEmail}.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="refund-amount"
          label={`Amount (${payment.currency})`}
          type="number"
          step="any"
          value={amount}
          onChange={setAmount}
          required
        />
        <Field id="refund-reason" label="Reason" value={reason} onChange={setReason} required />
      </div>
      <div>
        <Button type="submit" variant="destructive" disabled={refund.isPending}>
          Refund
        </Button>
      </div>
      <p role="status" className="text-sm">
        {message}
      </p>
      {dialog}
    </form>
  );
}
