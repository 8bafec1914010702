import { Gauge } from 'lucide-react';
import type { Quota } from '../../../../core/api/trips';
import { cn } from '../../../lib/cn';
import { useQuota } from '../api/get-quota';

/** "Resets at 01:00" in the reader's own time zone (the server counts per UTC day). */
export function formatReset(resetsAt: string, now = new Date()): string {
  const at = new Date(resetsAt);
  const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(at);
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? `today at ${time}` : `tomorrow at ${time}`;
}

export function quotaSentence(q: Quota): string {
  if (q.limit === 0) return 'Trip generation is turned off on this server.';
  if (q.remaining <= 0)
    return (
      `You have used ${q.limit === 1 ? 'your one trip generation' : `all ${q.limit} trip generations`} for today. More ` +
      `become available ${formatReset(q.resetsAt)}.`
    );
  return `${q.remaining} of ${q.limit} trip generations left today (resets ${formatReset(q.resetsAt)}).`;
}

/** Today's generation allowance, read from GET /api/itineraries/quota. Quiet when it cannot be read. */
export function QuotaNote({ className }: { className?: string }) {
  const quota = useQuota();
  if (!quota.data) return null;
  const exhausted = quota.data.remaining <= 0;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-xl border px-3 py-1.5 text-sm',
        exhausted ? 'border-destructive/40 bg-destructive/10 text-foreground' : 'border-border bg-muted text-foreground',
        className,
      )}
    >
      <Gauge aria-hidden="true" className={cn('size-4 shrink-0', exhausted ? 'text-destructive' : 'text-muted-foreground')} />
      <span>{quotaSentence(quota.data)}</span>
    </p>
  );
}
