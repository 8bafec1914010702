import { Link } from 'react-router';
import type { Invoice } from '../../../../core/api/billing';
import { dateOnly, money } from '../lib/format';

const STATUS: Record<Invoice['status'], string> = {
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  if (!invoices.length) return <p className="text-muted-foreground">No invoices yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Invoices and receipts</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              Number
            </th>
            <th scope="col" className="p-2">
              Date
            </th>
            <th scope="col" className="p-2">
              Total
            </th>
            <th scope="col" className="p-2">
              Status
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((inv) => (
            <tr key={inv.id} className="border-b border-border">
              <td className="p-2 font-mono">{inv.number}</td>
              <td className="p-2">{dateOnly(inv.createdAt)}</td>
              <td className="p-2 tabular-nums">
                {money(inv.totalMinor, inv.currency)}
                {inv.refundedMinor > 0 && ` (${money(inv.refundedMinor, inv.currency)} refunded)`}
              </td>
              <td className="p-2">{STATUS[inv.status]}</td>
              <td className="p-2">
                <Link className="text-primary underline" to={`/payment-center/receipts/${inv.id}`} aria-label={`Receipt ${inv.number}`}>
                  Receipt
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
