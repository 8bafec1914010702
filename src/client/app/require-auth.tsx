import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { useUser } from '../features/auth/api/get-user';
import { paths } from '../config/paths';

export const CHECKING_AUTH_TEXT = 'Checking authentication...';
export const REDIRECTING_TEXT = 'Redirecting to login...';

function GuardStatus({ text }: { text: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-lg font-medium text-muted-foreground">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        {text}
      </p>
    </div>
  );
}

/** Spec §2 auth guard: "Checking authentication..." while loading; signed out → /login?returnTo=<here>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    void navigate(`${paths.login.getHref()}?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [signedOut, location.pathname, location.search, location.hash, navigate]);

  if (isLoading) return <GuardStatus text={CHECKING_AUTH_TEXT} />;
  if (!user) return <GuardStatus text={REDIRECTING_TEXT} />;
  return <>{children}</>;
}

/** Only same-site paths may be a return target (no `//evil.example` or absolute URLs). */
export function safeReturnTo(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** /login and /register: a full browser navigation to the sign-in start, keeping returnTo (spec §2). */
export function SignInRedirect() {
  const location = useLocation();
  useEffect(() => {
    const returnTo = safeReturnTo(new URLSearchParams(location.search).get('returnTo'));
    window.location.assign(paths.signIn.getHref(returnTo));
  }, [location.search]);
  return <GuardStatus text={REDIRECTING_TEXT} />;
}
