import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-types';

// The charting code (visx + d3 pieces) is its own chunk, fetched only when a page draws a chart (decision 014).
const Bar = lazy(() => import('./bar-chart').then((m) => ({ default: m.BarChart })));
const Line = lazy(() => import('./line-chart').then((m) => ({ default: m.LineChart })));

const Placeholder = () => <div className="mt-2 aspect-[16/7] w-full animate-pulse rounded-lg bg-muted" aria-hidden="true" />;

export function LazyBarChart(props: ChartProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Bar {...props} />
    </Suspense>
  );
}

export function LazyLineChart(props: Omit<ChartProps, 'stacked'>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Line {...props} />
    </Suspense>
  );
}
