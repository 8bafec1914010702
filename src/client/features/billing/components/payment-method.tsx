import { useState, type FormEvent } from 'react';
import type { Overview } from '../../../../core/api/billing';
import { Button } from '../../../components/ui/button';
import type { ApiError } from '../../../lib/api-error';
import { openPortal, useChangeSandboxCard } from '../api/billing';
import { CardFields, useCard } from './card-fields';

/**
 * "Manage payment method": with Stripe, its Customer Portal (card, billing details, invoices); on the sandbox, a test
 * card form that replaces the card renewals are charged to.
 */
export function PaymentMethod({ overview }: { overview: Overview }) {
  const stripe = overview.subscription?.provider === 'stripe';
  const [open, setOpen] = useState(false);
  const [portalError, setPortalError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const state = useCard();
  const change = useChangeSandboxCard();
  const failure = (change.error as ApiError | null) ?? portalError;

  const toPortal = async () => {
    setBusy(true);
    try {
      window.location.assign((await openPortal()).url);
    } catch (err) {
      setPortalError(err as ApiError);
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state.validate()) change.mutate(state.card, { onSuccess: () => setOpen(false) });
  };

  return (
    <div className="grid gap-4">
      <p>
        {overview.paymentMethod
          ? `${overview.paymentMethod.brand} ending ${overview.paymentMethod.last4}`
          : stripe
            ? 'Kept by Stripe'
            : 'None'}
      </p>
      {stripe ? (
        <Button className="w-fit" onClick={toPortal} disabled={busy}>
          {busy ? 'Opening Stripe…' : 'Manage payment method'}
        </Button>
      ) : open ? (
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="New card">
          <CardFields state={state} idPrefix="new-card" />
          <div className="flex gap-3">
            <Button type="submit" disabled={change.isPending}>
              Save card
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep the current card
            </Button>
          </div>
        </form>
      ) : (
        <Button className="w-fit" variant="outline" onClick={() => setOpen(true)}>
          Change card
        </Button>
      )}
      {change.isSuccess && !open && <p role="status">Card saved. Renewals are charged to it from now on.</p>}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure.serverMessage ?? failure.message}
        </p>
      )}
    </div>
  );
}
