import { ChartPlaceholder } from '../../../components/charts/lazy-charts';

const bar = 'animate-pulse rounded bg-muted-foreground/15';

/**
 * The comparison's boxes while its figures load (and before the page hydrates): about the size of what replaces
 * them, so the page below does not jump when they arrive (Lighthouse's CLS). Hidden from assistive technology.
 */
export function SummarySkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="mb-4 rounded-xl bg-muted p-4">
      <div className={`h-6 w-24 ${bar}`} />
      {Array.from({ length: count > 1 ? count + 1 : count }, (_, i) => (
        <div key={i} className={`mt-2 h-14 sm:h-5 ${bar}`} />
      ))}
    </div>
  );
}

export function ComparisonSkeleton({ count }: { count: number }) {
  const series = Array.from({ length: count }, (_, i) => ({ key: String(i), label: '\u00a0'.repeat(12) }));
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-xl border border-border p-4">
          <div className={`h-7 w-2/3 ${bar}`} />
          <div className={`mt-1 h-5 w-5/6 ${bar}`} />
          <ChartPlaceholder series={series} />
          <div className={`mt-2 ${i < 2 ? 'h-96' : 'h-48'} ${bar}`} />
        </div>
      ))}
      <div className="h-64 rounded-xl border border-border lg:col-span-2" />
    </div>
  );
}
