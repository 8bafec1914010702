import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { useUser } from '../features/auth/api/get-user';
import { paths } from '../config/paths';
import { Button } from '../components/ui/button';

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

/**
 * Spec §2 auth guard: "Checking authentication..." while loading; signed out → /login?returnTo=<here>. `pending`, when
 * given, is shown meanwhile with that text for screen readers only: the page's own skeleton, which the page shows
 * next, so the screen does not swap spinner → skeleton (issue 16).
 */
export function RequireAuth({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    void navigate(`${paths.login.getHref()}?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [signedOut, location.pathname, location.search, location.hash, navigate]);

  if (isLoading && pending)
    return (
      <>
        <p role="status" className="sr-only">
          {CHECKING_AUTH_TEXT}
        </p>
        {pending}
      </>
    );
  if (isLoading) return <GuardStatus text={CHECKING_AUTH_TEXT} />;
  if (!user) return <GuardStatus text={REDIRECTING_TEXT} />;
  return <>{children}</>;
}

/** Only same-site paths may be a return target (no `//evil.example` or absolute URLs). */
export function safeReturnTo(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export const LOGGED_OUT_TEXT = 'You have been logged out';

/**
 * /login and /register: a full browser navigation to the sign-in start, keeping returnTo (spec §2). Right after a
 * logout (`?loggedOut=1`) it stops instead: the message stays for screen readers, and Sign in asks the provider
 * to let the person choose an account rather than signing them straight back in.
 */
export function SignInRedirect() {
  const location = useLocation();
  const loggedOut = new URLSearchParams(location.search).has('loggedOut');
  useEffect(() => {
    if (loggedOut) return;
    const returnTo = safeReturnTo(new URLSearchParams(location.search).get('returnTo'));
    window.location.assign(paths.signIn.getHref(returnTo));
  }, [location.search, loggedOut]);
  if (loggedOut) return <LoggedOut />;
  return <GuardStatus text={REDIRECTING_TEXT} />;
}

function LoggedOut() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {LOGGED_OUT_TEXT}
      </h1>
      <Button size="lg" onClick={() => window.location.assign(paths.signIn.getHref(undefined, { selectAccount: true }))}>
        Sign in
      </Button>
    </section>
  );
}
