import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { adminMeKey, useTotpEnable, useTotpSetup } from '../api/session';

/** First sign-in: scan the QR code, confirm one code, keep the recovery codes (shown once). */
export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const qc = useQueryClient();
  const [code, setCode] = useState('');
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

  if (enable.data) {
    return (
      <section aria-labelledby="recovery-title" className="grid max-w-md gap-4">
        <h2 id="recovery-title" className="text-xl font-semibold">
          Save your recovery codes
        </h2>
        <p className="text-muted-foreground">Each code signs you in once if you lose your authenticator. They are not shown again.</p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md border p-4 font-mono text-sm">
          {enable.data.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button onClick={() => (qc.setQueryData(adminMeKey, enable.data.admin), onDone())}>I have saved them — open the dashboard</Button>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.trim());
  };

  return (
    <section aria-labelledby="enrol-title" className="grid max-w-md gap-4">
      <h2 id="enrol-title" className="text-xl font-semibold">
        Set up two-factor sign-in
      </h2>
      <p className="text-muted-foreground">Scan this code with an authenticator app, then type the 6-digit code it shows.</p>
      {setup.isPending && <p role="status">Preparing your code…</p>}
      {setup.error && (
        <p role="alert" className="text-destructive">
          {setup.error.message}
        </p>
      )}
      {setup.data && (
        <>
          <img
            src={setup.data.qrDataUrl}
            width={220}
            height={220}
            alt="QR code to add Wayfarer admin to your authenticator app"
            className="rounded-md border bg-white p-2"
          />
          <p className="text-sm">
            Or enter this key by hand:{' '}
            <code data-testid="totp-secret" className="font-mono break-all">
              {setup.data.secret}
            </code>
          </p>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="enrol-code" label="Code from the app" error={enable.error?.message}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={enable.isPending}>
              Turn on two-factor sign-in
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
