import { useState, type FormEvent } from 'react';
import { ProfilePatchSchema, type Profile } from '../../../../core/api/settings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useUpdateProfile } from '../api/update-profile';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrors, SaveStatus } from './field';

/** Names as the app shows them; the e-mail belongs to the sign-in provider and is read-only here. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const errors = { ...fieldErrors(update.error), ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProfilePatchSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      setClientErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setClientErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name" error={errors.firstName}>
          {(p) => (
            <Input {...p} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} maxLength={80} />
          )}
        </FormField>
        <FormField id="profile-last-name" label="Last name" error={errors.lastName}>
          {(p) => <Input {...p} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} maxLength={80} />}
        </FormField>
      </div>
      <FormField id="profile-email" label="E-mail" hint="Comes from your sign-in provider.">
        {(p) => <Input {...p} type="email" value={profile.email} readOnly />}
      </FormField>
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={update.isPending}>
          Save profile
        </Button>
        <SaveStatus state={update.status} error={update.error} />
      </div>
    </form>
  );
}
