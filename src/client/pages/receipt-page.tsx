import { Link, useParams } from 'react-router';
import { ContentPage } from '../components/content/content-page';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { useReceipt } from '../features/billing/api/billing';
import { dateOnly, money } from '../features/billing/lib/format';

/** A printable receipt: invoice number, seller, buyer, lines, VAT and total (integer minor units, formatted). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const r = receipt.data;
  return (
    <ContentPage title={r ? `Receipt ${r.number}` : 'Receipt'} width="prose">
      {receipt.isPending && <p role="status">Loading the receipt…</p>}
      {receipt.isError && <p role="alert">This receipt was not found.</p>}
      {r && (
        <article className="grid gap-6 text-sm">
          <div className="grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="seller">
              <h2 id="seller" className="font-semibold">
                Seller
              </h2>
              <p>
                {r.seller.name}
                <br />
                {r.seller.address}
                <br />
                VAT ID {r.seller.vatId}
              </p>
            </section>
            <section aria-labelledby="buyer">
              <h2 id="buyer" className="font-semibold">
                Billed to
              </h2>
              <p>
                {r.buyer.name}
                <br />
                {r.buyer.email}
              </p>
            </section>
          </div>
          <p>
            Date: {dateOnly(r.createdAt)}
            {r.cardLast4 && ` · Paid with card ending ${r.cardLast4}`}
          </p>
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Invoice lines</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2">
                  Description
                </th>
                <th scope="col" className="py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l, i) => (
                <tr key={i} className="border-b border-border">
                  <td className="py-2">{l.description}</td>
                  <td className="py-2 text-right tabular-nums">{money(l.amountMinor, r.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="tabular-nums">
              {r.creditMinor > 0 && (
                <tr>
                  <th scope="row" className="py-1 font-normal">
                    Credit applied
                  </th>
                  <td className="text-right">−{money(r.creditMinor, r.currency)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" className="py-1 font-normal">
                  VAT ({r.vatRateBasisPoints / 100} %)
                </th>
                <td className="text-right">{money(r.taxMinor, r.currency)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1">
                  Total
                </th>
                <td className="text-right font-semibold" data-testid="receipt-total">
                  {money(r.totalMinor, r.currency)}
                </td>
              </tr>
              {r.refundedMinor > 0 && (
                <tr>
                  <th scope="row" className="py-1 font-normal">
                    Refunded
                  </th>
                  <td className="text-right">{money(r.refundedMinor, r.currency)}</td>
                </tr>
              )}
            </tfoot>
          </table>
          <div className="flex gap-3 print:hidden">
            <Button onClick={() => window.print()}>Print</Button>
            <Button asChild variant="outline">
              <Link to={paths.paymentCenter.getHref()}>Back to the payment center</Link>
            </Button>
          </div>
        </article>
      )}
    </ContentPage>
  );
}
