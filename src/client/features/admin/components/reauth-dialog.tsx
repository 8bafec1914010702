import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { refusalReason, useReauth } from '../api/session';

/**
 * Runs a destructive action; when the server answers `reauth_required`, asks for password + code, then runs it
 * again. `dialog` must be rendered by the caller.
 */
export function useConfirmedAction() {
  const [pending, setPending] = useState<null | (() => Promise<unknown>)>(null);
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (err) {
      if (refusalReason(err) === 'reauth_required') setPending(() => action);
      else throw err;
    }
  };
  const dialog = (
    <ReauthDialog
      open={!!pending}
      onClose={() => setPending(null)}
      onConfirmed={async () => {
        const a = pending;
        setPending(null);
        await a?.();
      }}
    />
  );
  return { run, dialog };
}

function ReauthDialog({ open, onClose, onConfirmed }: { open: boolean; onClose: () => void; onConfirmed: () => Promise<void> }) {
  const reauth = useReauth();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reauth.mutate({ password, code: code.trim() }, { onSuccess: () => (setPassword(''), setCode(''), void onConfirmed()) });
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>This action needs your password and a current code. It stays confirmed for 5 minutes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="reauth-password" label="Password">
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="reauth-code" label="Authenticator code" error={reauth.error?.message}>
            {(p) => <Input {...p} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={reauth.isPending}>
              Confirm
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
