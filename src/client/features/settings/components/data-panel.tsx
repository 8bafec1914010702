import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { buttonVariants, Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { EXPORT_URL, useDeleteAccount } from '../api/delete-account';
import { FormField } from '../../../components/ui/form-field';

/** Export of everything (a JSON download) and account deletion behind a typed confirmation. */
export function DataPanel({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount({
    onSuccess: () => {
      setOpen(false);
      queryClient.clear();
      toast({ title: 'Account deleted', description: 'Your account and everything in it have been deleted.' });
      void navigate(paths.home.getHref());
    },
  });
  const matches = confirm.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate({ confirmEmail: confirm });
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">Export my data</h3>
        <p className="max-w-2xl text-muted-foreground">
          A JSON file with your profile, preferences, sessions, access tokens (never their secrets) and everything you made in Wayfarer.
        </p>
        <a href={EXPORT_URL} download className={buttonVariants({ variant: 'outline' }, 'w-fit')}>
          <Download aria-hidden="true" /> Download my data
        </a>
      </div>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">Delete my account</h3>
        <p className="max-w-2xl text-muted-foreground">
          Deletes your account, trips and settings for good, and signs you out everywhere. This cannot be undone.
        </p>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setConfirm('');
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive" className="w-fit">
              Delete my account…
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form onSubmit={submit} className="grid gap-4" noValidate>
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  Everything of yours is deleted and cannot be recovered. Type your e-mail, {email}, to confirm.
                </DialogDescription>
              </DialogHeader>
              <FormField id="delete-confirm" label="Your e-mail" error={remove.error?.message}>
                {(p) => <Input {...p} type="email" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />}
              </FormField>
              <DialogFooter>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Keep my account
                </Button>
                <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                  Delete for good
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
