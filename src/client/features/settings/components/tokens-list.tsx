import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useRevokeToken, useTokens } from '../api/tokens';

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function TokensList() {
  const tokens = useTokens();
  const revoke = useRevokeToken();
  if (tokens.isLoading) return <Skeleton className="h-16 w-full" />;
  if (tokens.error)
    return (
      <p role="alert" className="text-destructive">
        Could not load your tokens: {tokens.error.message}
      </p>
    );
  const items = tokens.data ?? [];
  if (!items.length) return <p className="text-muted-foreground">You have no access tokens.</p>;
  return (
    <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Personal access tokens">
      {items.map((t) => {
        const expired = new Date(t.expiresAt) < new Date();
        const inactive = !!t.revokedAt || expired;
        return (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium">
                {t.name} <code className="ml-1 text-sm text-muted-foreground">{t.prefix}…</code>
                {t.revokedAt && (
                  <Badge variant="secondary" className="ml-2">
                    Revoked
                  </Badge>
                )}
                {!t.revokedAt && expired && (
                  <Badge variant="secondary" className="ml-2">
                    Expired
                  </Badge>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                Created {date(t.createdAt)} · {inactive ? 'expired' : 'expires'} {date(t.expiresAt)} ·{' '}
                {t.lastUsedAt ? `last used ${formatRelativeTime(t.lastUsedAt)}` : 'never used'}
              </p>
            </div>
            {!inactive && (
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(t.id)}
                aria-label={`Revoke token ${t.name}`}
              >
                Revoke
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
