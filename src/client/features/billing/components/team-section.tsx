import { useState, type FormEvent } from 'react';
import { InviteMemberBodySchema } from '../../../../core/api/billing';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ApiError } from '../../../lib/api-error';
import { useInviteMember, useRemoveMember, useTeam } from '../api/billing';

/** Team seats (decision 015): the owner invites members by e-mail up to the plan's seats; a member sees whose team it is. */
export function TeamSection() {
  const team = useTeam();
  const invite = useInviteMember();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const failure = (invite.error ?? remove.error) as ApiError | null;
  const t = team.data;
  if (!t || t.role === 'none') return null;
  if (t.role === 'member')
    return (
      <section aria-labelledby="team-title" className="grid gap-2">
        <h2 id="team-title" className="text-xl font-semibold">
          Your team
        </h2>
        <p data-testid="team-membership">
          You have this plan as a member of {t.owner ? `${t.owner.name}'s (${t.owner.email})` : 'a'} team.
        </p>
      </section>
    );
  const used = 1 + t.members.length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = InviteMemberBodySchema.safeParse({ email: email.trim() });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
    setFieldError(undefined);
    invite.mutate(parsed.data.email, { onSuccess: () => setEmail('') });
  };
  return (
    <section aria-labelledby="team-title" className="grid gap-4">
      <h2 id="team-title" className="text-xl font-semibold">
        Team seats
      </h2>
      <p data-testid="team-seats">
        {used} of {t.seats} seats used (you and {t.members.length} {t.members.length === 1 ? 'member' : 'members'}). Members sign in with
        the e-mail address you invite and get the same plan.
      </p>
      {t.members.length > 0 && (
        <ul className="grid gap-2">
          {t.members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
              <span>
                {m.email} <span className="text-sm text-muted-foreground">{m.joined ? '(signed up)' : '(invited)'}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => remove.mutate(m.id)} disabled={remove.isPending}>
                Remove <span className="sr-only">{m.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id="invite-email" label="Invite a member by e-mail" error={fieldError}>
          {(p) => <Input {...p} type="email" value={email} maxLength={254} autoComplete="off" onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
        <Button type="submit" disabled={invite.isPending}>
          Invite
        </Button>
      </form>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure.serverMessage ?? failure.message}
        </p>
      )}
    </section>
  );
}
