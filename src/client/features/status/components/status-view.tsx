import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { Health, Readiness } from '../../../../core/api/health';
import { Button } from '../../../components/ui/button';
import { errorMessageForUser } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/relative-time';
import { STATUS_REFRESH_MS, useSystemStatus } from '../api/get-status';
import { StatusDetails } from './status-details';
import { StatusPill } from './status-labels';

type Overall = 'checking' | 'operational' | 'degraded' | 'not_ready' | 'unreachable';

function overallState(health: Health | undefined, readiness: Readiness | undefined, failed: boolean): Overall {
  if (failed && !readiness) return 'unreachable';
  if (!health || !readiness) return 'checking';
  if (readiness.status !== 'ready') return 'not_ready';
  return readiness.integrations.some((i) => i.status === 'down' || i.status === 'degraded') ? 'degraded' : 'operational';
}

const OVERALL_TEXT: Record<Overall, { title: string; body: string; level: 'ok' | 'degraded' | 'down' | 'checking' }> = {
  checking: { title: 'Checking the system…', body: 'Asking the server for its health and readiness.', level: 'checking' },
  operational: {
    title: 'All systems operational',
    body: 'The server is up, the database answers and every integration works.',
    level: 'ok',
  },
  degraded: {
    title: 'Running with a degraded integration',
    body: 'Wayfarer is ready, but at least one integration below reports a problem.',
    level: 'degraded',
  },
  not_ready: { title: 'Not ready', body: 'The server answers, but the database or its migrations are not ready yet.', level: 'down' },
  unreachable: {
    title: 'Cannot reach the server',
    body: 'The health check did not answer. Wayfarer may be down or your connection may be offline.',
    level: 'down',
  },
};

/** Re-renders every few seconds so "last checked" stays true without refetching. */
function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function StatusView() {
  const { health, readiness } = useSystemStatus();
  const now = useNow(5_000);
  const state = overallState(health.data, readiness.data, health.isError || readiness.isError);
  const text = OVERALL_TEXT[state];
  const checkedAt = Math.max(health.dataUpdatedAt, readiness.dataUpdatedAt, readiness.errorUpdatedAt);
  const fetching = health.isFetching || readiness.isFetching;
  const error = readiness.error ?? health.error;

  return (
    <div className="space-y-10">
      <section
        aria-labelledby="overall-title"
        className={cn('rounded-xl border p-6', state === 'operational' ? 'border-success/40 bg-card' : 'border-border bg-card')}
      >
        <div role="status" aria-live="polite">
          <h2 id="overall-title" className="flex items-center gap-3 text-2xl font-semibold">
            <StatusPill level={text.level} label={text.title} />
          </h2>
          <p className="mt-2 text-muted-foreground">{text.body}</p>
          {readiness.data && (
            <p className="mt-2">
              Readiness: <strong>{readiness.data.status === 'ready' ? 'ready' : 'not ready'}</strong>
            </p>
          )}
          {state === 'unreachable' && error && <p className="mt-2 text-sm text-destructive">{errorMessageForUser(error)}</p>}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <p>
            {checkedAt > 0 ? (
              <>
                Last checked <time dateTime={new Date(checkedAt).toISOString()}>{formatRelativeTime(checkedAt, now)}</time> (
                {new Date(checkedAt).toLocaleTimeString()})
              </>
            ) : (
              'Not checked yet'
            )}
            . Refreshes every {STATUS_REFRESH_MS / 1000} seconds.
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={fetching}
            onClick={() => {
              void health.refetch();
              void readiness.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" className={cn(fetching && 'animate-spin motion-reduce:animate-none')} />
            {fetching ? 'Checking…' : 'Check now'}
          </Button>
        </div>
      </section>
      {readiness.data && health.data && <StatusDetails health={health.data} readiness={readiness.data} />}
    </div>
  );
}
