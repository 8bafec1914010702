import type { Usage } from '../../../../core/api/billing';
import { dateOnly, QUOTA_NAME } from '../lib/format';

/** This month's usage against the plan, with when it resets (the numbers the server enforces). */
export function UsageList({ usage }: { usage: Usage[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {usage.map((u) => (
        <div key={u.kind} className="rounded-lg border border-border p-4" data-testid={`usage-${u.kind}`}>
          <dt className="text-sm text-muted-foreground">{QUOTA_NAME[u.kind] ?? u.kind} this month</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">
            {u.used} of {u.limit}
          </dd>
          <dd className="mt-2">
            <progress
              className="usage-bar w-full"
              data-full={u.limit > 0 && u.used >= u.limit ? '' : undefined}
              max={u.limit || 1}
              value={Math.min(u.used, u.limit)}
              aria-label={`${QUOTA_NAME[u.kind]}: ${u.used} of ${u.limit} used`}
            />
          </dd>
          <dd className="text-xs text-muted-foreground">Resets on {dateOnly(u.resetsAt)} (00:00 UTC)</dd>
        </div>
      ))}
    </dl>
  );
}
