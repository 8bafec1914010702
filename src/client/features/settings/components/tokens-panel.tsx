import { useState, type FormEvent } from 'react';
import { Copy } from 'lucide-react';
import { CreateTokenSchema, type CreatedToken } from '../../../../core/api/auth';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useCreateToken } from '../api/tokens';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrors } from './field';
import { TokensList } from './tokens-list';

const EXPIRY_OPTIONS = [7, 30, 90, 365];

/** Personal access tokens for the public API: create (the secret is shown once), list, revoke. */
export function TokensPanel() {
  const [name, setName] = useState('');
  const [days, setDays] = useState(30);
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useCreateToken();
  const errors = fieldErrors(create.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateTokenSchema.safeParse({ name, expiresInDays: days });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    setCopied(false);
    create.mutate(parsed.data, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
    });
  };
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.token).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <FormField id="token-name" label="Token name" error={nameError ?? errors.name} hint="What it is for, e.g. “Calendar sync”.">
          {(p) => <Input {...p} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <FormField id="token-expiry" label="Expires after">
          {(p) => (
            <Select {...p} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
              {EXPIRY_OPTIONS.map((d) => (
                <option key={d} value={d}>
                  {d === 365 ? '1 year' : `${d} days`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:mb-7">
          Create token
        </Button>
      </form>
      {create.error && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      )}

      {created && (
        <Alert variant="info">
          <AlertTitle>Copy your new token now</AlertTitle>
          <AlertDescription>
            <p>
              “{created.name}” is shown only once. Send it as <code>Authorization: Bearer …</code> to the API.
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <code className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all" data-testid="new-token">
                {created.token}
              </code>
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                <Copy aria-hidden="true" /> {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <TokensList />
    </div>
  );
}
