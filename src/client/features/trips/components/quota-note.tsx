import { Gauge } from 'lucide-react';
import type { Quota } from '../../../../core/api/trips';
import { cn } from '../../../lib/cn';
import { useQuota } from '../api/get-quota';
import { formatReset } from '../../../lib/quota-reset';

export { formatReset };

export function quotaSentence(q: Quota): string {
  if (q.limit === 0) return 'Trip generation is turned off on this server.';
  if (q.remaining <= 0)
    return (
      `You have used ${q.limit === 1 ? 'your one trip generation' : `all ${q.limit} trip generations`} this month. More ` +
      `become available ${formatReset(q.resetsAt)}; upgrading your plan ` +
      `raises the limit at once.`
    );
  return `${q.remaining} of ${q.limit} trip generations left this month (resets ${formatReset(q.resetsAt)}).`;
}

/** This month's generation allowance, read from GET /api/itineraries/quota. Quiet when it cannot be read. */
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
