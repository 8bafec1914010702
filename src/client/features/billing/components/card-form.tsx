import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ApiError } from '../../../lib/api-error';
import { usePaySandbox } from '../api/billing';
import { CardFields, useCard } from './card-fields';

/** The sandbox's card form: Stripe's test numbers, checked here and on the server; 3155 asks to confirm. */
export function CardForm({
  checkoutId,
  amountLabel,
  onPaid,
}: {
  checkoutId: string;
  amountLabel: string;
  onPaid: (redirect: string) => void;
}) {
  const state = useCard();
  const { card } = state;
  const [confirming, setConfirming] = useState(false);
  const pay = usePaySandbox(checkoutId);
  const failure = pay.error as ApiError | null;

  const submit = (confirmed?: boolean) => {
    if (!state.validate()) return;
    pay.mutate(
      { ...card, ...(confirmed ? { confirmed } : {}) },
      {
        onSuccess: (res) => {
          if (res.status === 'requires_action') setConfirming(true);
          else onPaid(res.redirect ?? '/payment-center');
        },
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
      <CardFields state={state} />
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Payment not completed</AlertTitle>
          <AlertDescription>{failure.serverMessage ?? failure.message}</AlertDescription>
        </Alert>
      )}
      {confirming ? (
        <Alert variant="info">
          <AlertTitle>Your bank asks you to confirm this payment</AlertTitle>
          <AlertDescription>
            <p>This is the sandbox&apos;s stand-in for 3-D Secure.</p>
            <div className="mt-3 flex gap-3">
              <Button type="button" onClick={() => submit(true)} disabled={pay.isPending}>
                Confirm payment
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : (
        <Button type="submit" disabled={pay.isPending}>
          {pay.isPending ? 'Paying…' : `Pay ${amountLabel}`}
        </Button>
      )}
    </form>
  );
}
