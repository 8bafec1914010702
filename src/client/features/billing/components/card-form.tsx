import { useState, type FormEvent } from 'react';
import { SandboxCardSchema } from '../../../../core/api/billing';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ApiError } from '../../../lib/api-error';
import { usePaySandbox } from '../api/billing';

type Card = { cardNumber: string; expiry: string; cvc: string; name: string };
const EMPTY: Card = { cardNumber: '', expiry: '', cvc: '', name: '' };
const FIELDS: Array<{ key: keyof Card; label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' }> = [
  { key: 'name', label: 'Name on card', autoComplete: 'cc-name' },
  {
    key: 'cardNumber',
    label: 'Card number',
    hint: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
  },
  { key: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp' },
  { key: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

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
  const [card, setCard] = useState<Card>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Card, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const pay = usePaySandbox(checkoutId);
  const failure = pay.error as ApiError | null;

  const submit = (confirmed?: boolean) => {
    const parsed = SandboxCardSchema.safeParse(card);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
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
      {FIELDS.map((f) => (
        <FormField key={f.key} id={`card-${f.key}`} label={f.label} error={errors[f.key]} {...(f.hint ? { hint: f.hint } : {})}>
          {(p) => (
            <Input
              {...p}
              value={card[f.key]}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              onChange={(e) => setCard({ ...card, [f.key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
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
