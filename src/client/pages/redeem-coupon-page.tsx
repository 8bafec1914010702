import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ContentPage } from '../components/content/content-page';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { paths } from '../config/paths';
import { useRedeemCoupon } from '../features/billing/api/billing';
import type { ApiError } from '../lib/api-error';

/** Redeem a promotional or gift code; the server says what it did, or exactly why it cannot be used. */
export function RedeemCouponPage() {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const redeem = useRedeemCoupon();
  const failure = redeem.error as ApiError | null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setFieldError('Enter a code');
    setFieldError(undefined);
    redeem.mutate(code.trim());
  };
  return (
    <ContentPage
      title="Redeem a code"
      width="prose"
      lead="Codes give a discount on a plan, free days of a plan, or extra trips and assistant messages."
    >
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField id="coupon-code" label="Code" error={fieldError} hint="Upper or lower case, as you like.">
          {(p) => <Input {...p} value={code} maxLength={64} autoComplete="off" onChange={(e) => setCode(e.target.value)} />}
        </FormField>
        <Button type="submit" disabled={redeem.isPending}>
          {redeem.isPending ? 'Checking…' : 'Redeem'}
        </Button>
      </form>
      {redeem.data && (
        <Alert variant="info">
          <AlertTitle>Code {redeem.data.code} redeemed</AlertTitle>
          <AlertDescription>
            <p data-testid="coupon-effect">{redeem.data.effect}</p>
            <p className="mt-2">
              <Link className="underline" to={paths.paymentCenter.getHref()}>
                See it in the payment center
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>This code cannot be used</AlertTitle>
          <AlertDescription>{failure.serverMessage ?? failure.message}</AlertDescription>
        </Alert>
      )}
    </ContentPage>
  );
}
