import { avatarLetter, type CurrentUser } from '../../features/auth/api/get-user';
import { cn } from '../../lib/cn';

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/** The avatar letter (spec §2: first name, else e-mail, else U); decorative, the name is given in text. */
export function Avatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full ' +
          'bg-primary text-sm font-bold text-primary-foreground ring-2 ring-background',
        className,
      )}
    >
      {avatarLetter(user)}
    </span>
  );
}
