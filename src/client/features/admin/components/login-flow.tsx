import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { adminMeKey, useAdminLogin, useAdminMe } from '../api/session';
import { TotpEnrolment } from './totp-enrolment';

/** /admin/login: e-mail + password, then the authenticator code; a new operator enrols TOTP first. */
export function LoginFlow() {
  const me = useAdminMe();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needCode, setNeedCode] = useState(false);

  if (me.isLoading)
    return (
      <p role="status" className="text-muted-foreground">
        Checking your session…
      </p>
    );
  if (me.data?.secondFactor) return <Navigate to={paths.adminDashboard.getHref()} replace />;
  if (me.data && !me.data.secondFactor) return <TotpEnrolment onDone={() => navigate(paths.adminDashboard.getHref(), { replace: true })} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password, ...(needCode ? { code: code.trim() } : {}) },
      {
        onSuccess: (result) => {
          if (result.step === 'code') return setNeedCode(true);
          qc.setQueryData(adminMeKey, result.admin);
          if (result.step === 'done') navigate(paths.adminDashboard.getHref(), { replace: true });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-5" aria-describedby={login.error ? 'admin-login-error' : undefined}>
      <FormField id="admin-email" label="E-mail">
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            readOnly={needCode}
          />
        )}
      </FormField>
      <FormField id="admin-password" label="Password">
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            readOnly={needCode}
          />
        )}
      </FormField>
      {needCode && (
        <FormField
          id="admin-code"
          label="Authenticator code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        >
          {(p) => (
            <Input
              {...p}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </FormField>
      )}
      {login.error && (
        <p id="admin-login-error" role="alert" className="text-sm font-medium text-destructive">
          {login.error.message}
        </p>
      )}
      <Button type="submit" disabled={login.isPending}>
        {needCode ? 'Verify and sign in' : 'Continue'}
      </Button>
    </form>
  );
}
