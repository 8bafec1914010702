import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useRevokeAllSessions, useRevokeSession, useSessions } from '../api/sessions';

/** "Firefox on Linux"-style label from a user agent; good enough to recognise one's own devices. */
export function describeUserAgent(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

export function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revokeAll = useRevokeAllSessions({
    onSuccess: () => {
      queryClient.clear();
      void navigate(paths.login.getHref({ loggedOut: true }));
    },
  });

  if (sessions.isLoading) return <Skeleton className="h-24 w-full" />;
  if (sessions.error)
    return (
      <p role="alert" className="text-destructive">
        Could not load your sessions: {sessions.error.message}
      </p>
    );
  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Signed-in sessions">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium">
                {describeUserAgent(s.userAgent)}{' '}
                {s.current && (
                  <Badge variant="soft" className="ml-2">
                    This device
                  </Badge>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                Signed in {formatRelativeTime(s.createdAt)} · last active {formatRelativeTime(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(s.id)}
                aria-label={`Sign out ${describeUserAgent(s.userAgent)}, signed in ${formatRelativeTime(s.createdAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="destructive" disabled={revokeAll.isPending} onClick={() => revokeAll.mutate()}>
          Sign out everywhere
        </Button>
        <p className="text-sm text-muted-foreground">
          Ends every session, this one included. Access tokens keep working until you revoke them.
        </p>
      </div>
      {revokeAll.error && (
        <p role="alert" className="text-sm text-destructive">
          {revokeAll.error.message}
        </p>
      )}
    </div>
  );
}
